import { describe, expect, it } from 'vitest';
import { addItem, cartCount, cartTotal, removeItem, setQuantity } from './cart';
import { formatPrice, lineTotal, toCents } from './money';
import { makeMenuItem } from '../data';
import type { CartItem, MenuItem } from './types';

const padThai = makeMenuItem({ name: 'Pad Thai', price: 12.99 });
const springRolls = makeMenuItem({ name: 'Spring Rolls', price: 6.5 }, 2);
const line = (item: MenuItem, quantity: number): CartItem => ({ ...item, quantity });

describe('addItem', () => {
  it('appends a new item with quantity 1', () => {
    expect(addItem([], padThai)).toEqual([line(padThai, 1)]);
  });

  it('raises the quantity of an item already in the cart by 1', () => {
    const items = addItem(addItem([], padThai), padThai);
    expect(items).toEqual([line(padThai, 2)]);
  });

  it('keeps the order of the other items and appends new ones at the end', () => {
    const items = addItem(addItem(addItem([], padThai), springRolls), padThai);
    expect(items.map((i) => [i.name, i.quantity])).toEqual([
      ['Pad Thai', 2],
      ['Spring Rolls', 1],
    ]);
  });

  it('starts at quantity 1 even when handed a cart line', () => {
    expect(addItem([], line(springRolls, 5))).toEqual([line(springRolls, 1)]);
  });

  it('does not mutate its input', () => {
    const items = [line(padThai, 1)];
    addItem(items, padThai);
    addItem(items, springRolls);
    expect(items).toEqual([line(padThai, 1)]);
  });
});

describe('removeItem', () => {
  it('drops the item with that id', () => {
    expect(removeItem([line(padThai, 2), line(springRolls, 1)], padThai.id)).toEqual([line(springRolls, 1)]);
  });

  it('returns the same array when the id is not in the cart', () => {
    const items = [line(padThai, 2)];
    expect(removeItem(items, 'nope')).toBe(items);
  });
});

describe('setQuantity', () => {
  const items = [line(padThai, 2), line(springRolls, 1)];

  it('sets the quantity for that id', () => {
    expect(setQuantity(items, springRolls.id, 4)).toEqual([line(padThai, 2), line(springRolls, 4)]);
  });

  it.each([0, -1, -10])('removes the item when the quantity is %d', (qty) => {
    expect(setQuantity(items, padThai.id, qty)).toEqual([line(springRolls, 1)]);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1.5, -0.5])(
    'leaves the cart unchanged for %d',
    (qty) => {
      const next = setQuantity(items, padThai.id, qty);
      expect(next).toBe(items);
      expect(Number.isNaN(cartTotal(next))).toBe(false);
    },
  );

  it('returns the same array for an unknown id or an unchanged quantity', () => {
    expect(setQuantity(items, 'nope', 3)).toBe(items);
    expect(setQuantity(items, padThai.id, 2)).toBe(items);
  });

  it('does not mutate its input', () => {
    setQuantity(items, padThai.id, 9);
    expect(items).toEqual([line(padThai, 2), line(springRolls, 1)]);
  });
});

describe('cartTotal', () => {
  it('is 0 for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
  });

  it('sums price × quantity', () => {
    expect(cartTotal([line(padThai, 2), line(springRolls, 1)])).toBe(32.48);
  });

  it('does not drift like floating-point dollars do: $0.10 + $0.20 is exactly $0.30', () => {
    const dime = makeMenuItem({ id: 'a', price: 0.1 });
    const twentyCents = makeMenuItem({ id: 'b', price: 0.2 });
    const cart = addItem(addItem([], dime), twentyCents);
    expect(cartTotal(cart)).toBe(0.3);
    expect(formatPrice(cartTotal(cart))).toBe('$0.30');
    // Ten dimes added one at a time: exactly $1.00, not 0.9999999999999999.
    const tenDimes = Array.from({ length: 10 }).reduce<CartItem[]>((items) => addItem(items, dime), []);
    expect(cartTotal(tenDimes)).toBe(1);
    expect(formatPrice(cartTotal(tenDimes))).toBe('$1.00');
    expect(cartTotal([line(makeMenuItem({ price: 1.15 }), 3)])).toBe(3.45);
    expect(cartTotal([line(makeMenuItem({ price: 19.99 }), 7)])).toBe(139.93);
  });

  it('rounds each price to whole cents before multiplying', () => {
    expect(cartTotal([line(makeMenuItem({ price: 1.999 }), 3)])).toBe(6);
  });

  it('rounds a price to the cent as money.ts does, so the total agrees with the lines the cart shows', () => {
    // 1.005 * 100 is 100.49999999999999 in binary: a bare Math.round gave $1.00 a unit here.
    const lines = [line(makeMenuItem({ price: 1.005 }), 2), line(springRolls, 1)];
    expect(toCents(1.005)).toBe(101);
    expect(cartTotal(lines)).toBe(8.52);
    expect(lineTotal(1.005, 2)).toBe(2.02);
  });
});

describe('cartCount', () => {
  it('sums the quantities, not the lines', () => {
    expect(cartCount([])).toBe(0);
    expect(cartCount([line(padThai, 2), line(springRolls, 3)])).toBe(5);
  });
});
