import { describe, expect, it } from 'vitest';
import {
  addItem,
  availableTotal,
  cartCount,
  cartTotal,
  checkoutBlockedMessage,
  isOrderable,
  priceChangedMessage,
  reconcileCart,
  removedFromCartMessage,
  removeItem,
  setQuantity,
  toCartLine,
  unavailableLines,
  type CartLine,
  type Catalogue,
} from './cart';
import { formatPrice, lineTotal, toCents } from './money';
import { makeMenuItem, makeRestaurant } from '../data';
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

describe('reconcileCart', () => {
  // The issue's own story, with prices chosen to add up by hand.
  const milano = makeRestaurant({ id: 'milano', name: 'Via Milano Kitchen', isOpen: true });
  const jade = makeRestaurant({ id: 'jade', name: 'Jade Garden', isOpen: true }, 2);
  const arancini = makeMenuItem({ id: 'arancini', name: 'Arancini', price: 13, restaurantId: 'milano' });
  const bruschetta = makeMenuItem({ id: 'bruschetta', name: 'Bruschetta', price: 9.5, restaurantId: 'milano' });
  const bao = makeMenuItem({ id: 'bao', name: 'Char Siu Bao', price: 8.25, restaurantId: 'jade' });
  const catalogue: Catalogue = { restaurants: [milano, jade], menuItems: [arancini, bruschetta, bao] };
  const cart = [line(arancini, 2), line(bruschetta, 1), line(bao, 3)];

  it('marks every line ok when the catalogue agrees, with the price it was added at', () => {
    const { lines, removed } = reconcileCart(cart, catalogue);
    expect(removed).toEqual([]);
    expect(lines.map((l) => [l.id, l.status, l.addedPrice, l.price, l.quantity])).toEqual([
      ['arancini', 'ok', 13, 13, 2],
      ['bruschetta', 'ok', 9.5, 9.5, 1],
      ['bao', 'ok', 8.25, 8.25, 3],
    ]);
  });

  it('returns the very same lines when nothing changed', () => {
    const { lines } = reconcileCart(cart, catalogue);
    expect(reconcileCart(lines, catalogue).lines).toBe(lines);
    expect(reconcileCart(lines, { ...catalogue, menuItems: [...catalogue.menuItems] }).lines).toBe(lines);
  });

  it('takes a raised price and says it changed, keeping the old one', () => {
    const raised = { ...catalogue, menuItems: [{ ...arancini, price: 99.99 }, bruschetta, bao] };
    const [first] = reconcileCart(cart, raised).lines;
    expect(first).toMatchObject({ id: 'arancini', status: 'priceChanged', addedPrice: 13, price: 99.99, quantity: 2 });
    // Back to what it was added at: ok again.
    expect(reconcileCart(reconcileCart(cart, raised).lines, catalogue).lines[0]).toMatchObject({
      status: 'ok',
      price: 13,
    });
  });

  it('takes the catalogue’s name and other fields', () => {
    const renamed = { ...catalogue, menuItems: [{ ...arancini, name: 'Arancini Siciliani' }, bruschetta, bao] };
    expect(reconcileCart(cart, renamed).lines[0]).toMatchObject({ name: 'Arancini Siciliani', status: 'ok' });
  });

  it('removes a deleted item and names it', () => {
    const { lines, removed } = reconcileCart(cart, { ...catalogue, menuItems: [arancini, bao] });
    expect(lines.map((l) => l.id)).toEqual(['arancini', 'bao']);
    expect(removed).toEqual([{ id: 'bruschetta', name: 'Bruschetta' }]);
  });

  it('removes the items of a deleted restaurant, even if its menu items were left behind', () => {
    const { lines, removed } = reconcileCart(cart, { ...catalogue, restaurants: [milano] });
    expect(lines.map((l) => l.id)).toEqual(['arancini', 'bruschetta']);
    expect(removed).toEqual([{ id: 'bao', name: 'Char Siu Bao' }]);
  });

  it('keeps the items of a closed restaurant, unavailable, with the reason', () => {
    const closed = { ...catalogue, restaurants: [{ ...milano, isOpen: false }, jade] };
    const { lines, removed } = reconcileCart(cart, closed);
    expect(removed).toEqual([]);
    expect(lines.map((l) => [l.id, l.status, l.quantity])).toEqual([
      ['arancini', 'unavailable', 2],
      ['bruschetta', 'unavailable', 1],
      ['bao', 'ok', 3],
    ]);
    expect(lines[0]!.unavailableReason).toBe('Via Milano Kitchen is closed right now.');
    // Reopened: orderable again, no reason left behind.
    const reopened = reconcileCart(lines, catalogue).lines[0]!;
    expect(reopened.status).toBe('ok');
    expect(reopened).not.toHaveProperty('unavailableReason');
  });

  it('the total leaves unavailable lines out: hand-computed', () => {
    const closed = { ...catalogue, restaurants: [{ ...milano, isOpen: false }, jade] };
    // All three: 2 × 13.00 + 9.50 + 3 × 8.25 = 60.25. Milano closed: only the bao, 24.75.
    expect(availableTotal(reconcileCart(cart, catalogue).lines)).toBe(60.25);
    expect(availableTotal(reconcileCart(cart, closed).lines)).toBe(24.75);
    // Plain cart items (no status) all count.
    expect(availableTotal(cart)).toBe(60.25);
    expect(unavailableLines(reconcileCart(cart, closed).lines).map((l) => l.name)).toEqual(['Arancini', 'Bruschetta']);
  });

  it('isOrderable: on the menu and its restaurant open', () => {
    expect(isOrderable('arancini', catalogue)).toBe(true);
    expect(isOrderable('nope', catalogue)).toBe(false);
    expect(isOrderable('arancini', { ...catalogue, restaurants: [{ ...milano, isOpen: false }, jade] })).toBe(false);
    expect(isOrderable('bao', { ...catalogue, restaurants: [milano] })).toBe(false);
  });

  it('toCartLine makes a plain item an ok line and leaves a line alone', () => {
    const plain = line(arancini, 1);
    expect(toCartLine(plain)).toEqual({ ...plain, status: 'ok', addedPrice: 13 });
    const already: CartLine = { ...plain, status: 'priceChanged', addedPrice: 11 };
    expect(toCartLine(already)).toBe(already);
  });

  it('messages name what changed', () => {
    expect(removedFromCartMessage('Bruschetta')).toBe(
      'Bruschetta is no longer on the menu and was removed from your cart.',
    );
    expect(priceChangedMessage(13, 99.99)).toBe('Price changed from $13.00 to $99.99.');
    expect(checkoutBlockedMessage(['Arancini'])).toBe('Remove Arancini to check out: it is unavailable right now.');
    expect(checkoutBlockedMessage(['Prosciutto and Melon', 'Bruschetta'])).toBe(
      'Remove 2 unavailable items to check out: Prosciutto and Melon, Bruschetta.',
    );
  });
});
