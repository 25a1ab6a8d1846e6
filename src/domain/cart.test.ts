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
  reconcileRemembering,
  removedFromCartMessage,
  removeItem,
  setQuantity,
  toCartLine,
  unavailableLines,
  type CartLine,
  type Catalogue,
  type FollowedCart,
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

describe('reconcileRemembering', () => {
  // The QA story: 3 × Char Siu Bao (Jade Garden) and 2 × Hummus and Pita (a third restaurant), with Arancini first.
  const milano = makeRestaurant({ id: 'milano', name: 'Via Milano Kitchen', isOpen: true });
  const jade = makeRestaurant({ id: 'jade', name: 'Jade Garden', isOpen: true }, 2);
  const levant = makeRestaurant({ id: 'levant', name: 'Levant', isOpen: true }, 3);
  const arancini = makeMenuItem({ id: 'arancini', name: 'Arancini', price: 13, restaurantId: 'milano' });
  const bao = makeMenuItem({ id: 'bao', name: 'Char Siu Bao', price: 8.25, restaurantId: 'jade' });
  const hummus = makeMenuItem({ id: 'hummus', name: 'Hummus and Pita', price: 7.5, restaurantId: 'levant' });
  const catalogue: Catalogue = { restaurants: [milano, jade, levant], menuItems: [arancini, bao, hummus] };
  /** The admin deleted Jade Garden (and so its dishes). */
  const noJade: Catalogue = { restaurants: [milano, levant], menuItems: [arancini, hummus] };
  /** The admin deleted Hummus and Pita. */
  const noHummus: Catalogue = { ...catalogue, menuItems: [arancini, bao] };
  const start: FollowedCart = {
    lines: reconcileCart([line(arancini, 1), line(bao, 3), line(hummus, 2)], catalogue).lines,
    removed: [],
    remembered: [],
  };
  const shown = (cart: FollowedCart) => cart.lines.map((l) => [l.name, l.quantity]);
  const all = [
    ['Arancini', 1],
    ['Char Siu Bao', 3],
    ['Hummus and Pita', 2],
  ];

  it('remembers a line it takes out, with its quantity and the lines before it, and names it', () => {
    const cart = reconcileRemembering(start, noJade);
    expect(shown(cart)).toEqual([
      ['Arancini', 1],
      ['Hummus and Pita', 2],
    ]);
    expect(cart.removed).toEqual([{ id: 'bao', name: 'Char Siu Bao' }]);
    expect(cart.remembered).toEqual([{ id: 'bao', quantity: 3, addedPrice: 8.25, follows: ['arancini'] }]);
  });

  it('puts the line back at its place when its restaurant comes back (Undo), and the notice goes', () => {
    const cart = reconcileRemembering(reconcileRemembering(start, noJade), catalogue);
    expect(shown(cart)).toEqual(all);
    expect(cart.lines.map((l) => l.status)).toEqual(['ok', 'ok', 'ok']);
    expect(cart.removed).toEqual([]);
    expect(cart.remembered).toEqual([]);
    expect(availableTotal(cart.lines)).toBe(13 + 3 * 8.25 + 2 * 7.5);
  });

  it('puts the line back when its menu item comes back (Undo): the QA steps, one delete and Undo after the other', () => {
    const undoneJade = reconcileRemembering(reconcileRemembering(start, noJade), catalogue);
    const withoutHummus = reconcileRemembering(undoneJade, noHummus);
    expect(shown(withoutHummus)).toEqual([
      ['Arancini', 1],
      ['Char Siu Bao', 3],
    ]);
    expect(withoutHummus.removed).toEqual([{ id: 'hummus', name: 'Hummus and Pita' }]);
    const undone = reconcileRemembering(withoutHummus, catalogue);
    expect(shown(undone)).toEqual(all);
    expect(undone.removed).toEqual([]);
    expect(undone.remembered).toEqual([]);
  });

  it('stops naming only what came back: the notice keeps the others', () => {
    const bothGone = reconcileRemembering(reconcileRemembering(start, noJade), {
      restaurants: [milano, levant],
      menuItems: [arancini],
    });
    expect(bothGone.removed.map((l) => l.name)).toEqual(['Char Siu Bao', 'Hummus and Pita']);
    const baoBack = reconcileRemembering(bothGone, noHummus);
    expect(shown(baoBack)).toEqual([
      ['Arancini', 1],
      ['Char Siu Bao', 3],
    ]);
    expect(baoBack.removed).toEqual([{ id: 'hummus', name: 'Hummus and Pita' }]);
    expect(baoBack.remembered.map((l) => [l.id, l.quantity])).toEqual([['hummus', 2]]);
  });

  it('brings a line back after its notice was seen (the notice emptied), until the memory is emptied', () => {
    const seen = { ...reconcileRemembering(start, noJade), removed: [] };
    const back = reconcileRemembering(seen, catalogue);
    expect(shown(back)).toEqual(all);
    expect(back.removed).toEqual([]);
    // Forgotten (the cart was cleared or checked out): the item's return adds nothing.
    const forgotten = reconcileRemembering({ lines: [], removed: [], remembered: [] }, catalogue);
    expect(forgotten.lines).toEqual([]);
  });

  it('keeps a line remembered through other catalogue changes while its item stays away', () => {
    const gone = reconcileRemembering(start, noJade);
    const raised = reconcileRemembering(gone, { ...noJade, menuItems: [{ ...arancini, price: 14 }, hummus] });
    expect(raised.remembered).toBe(gone.remembered);
    expect(raised.removed).toBe(gone.removed);
    // Jade back but not its dish (an item deleted on its own before): still away.
    const jadeOnly = reconcileRemembering(raised, { ...noJade, restaurants: [milano, jade, levant] });
    expect(jadeOnly.lines.map((l) => l.id)).toEqual(['arancini', 'hummus']);
    expect(jadeOnly.remembered.map((l) => l.id)).toEqual(['bao']);
    // The dish without its restaurant is not on the menu either.
    const dishOnly = reconcileRemembering(raised, { ...noJade, menuItems: [arancini, bao, hummus] });
    expect(dishOnly.lines.map((l) => l.id)).toEqual(['arancini', 'hummus']);
  });

  it('comes back with the price it was added at, so a changed price is still noted', () => {
    const raised = reconcileCart(start.lines, { ...catalogue, menuItems: [arancini, { ...bao, price: 9 }, hummus] });
    const gone = reconcileRemembering({ ...start, lines: raised.lines }, noJade);
    expect(gone.remembered[0]).toMatchObject({ id: 'bao', addedPrice: 8.25 });
    const back = reconcileRemembering(gone, { ...catalogue, menuItems: [arancini, { ...bao, price: 9 }, hummus] });
    expect(back.lines[1]).toMatchObject({ id: 'bao', quantity: 3, status: 'priceChanged', addedPrice: 8.25, price: 9 });
    // Back at the price it was added at: ok.
    expect(reconcileRemembering(gone, catalogue).lines[1]).toMatchObject({ status: 'ok', price: 8.25 });
  });

  it('comes back unavailable when its restaurant is back but closed', () => {
    const closed = { ...catalogue, restaurants: [milano, { ...jade, isOpen: false }, levant] };
    const back = reconcileRemembering(reconcileRemembering(start, noJade), closed);
    expect(back.lines.map((l) => [l.id, l.quantity, l.status])).toEqual([
      ['arancini', 1, 'ok'],
      ['bao', 3, 'unavailable'],
      ['hummus', 2, 'ok'],
    ]);
    expect(back.removed).toEqual([]);
  });

  describe('its place', () => {
    const a = makeMenuItem({ id: 'a', name: 'A', restaurantId: 'milano' });
    const b = makeMenuItem({ id: 'b', name: 'B', restaurantId: 'milano' });
    const c = makeMenuItem({ id: 'c', name: 'C', restaurantId: 'milano' });
    const d = makeMenuItem({ id: 'd', name: 'D', restaurantId: 'milano' });
    const menu = [a, b, c, d];
    /** The catalogue without the items named. */
    const without = (...ids: string[]): Catalogue => ({
      restaurants: [milano],
      menuItems: menu.filter((item) => !ids.includes(item.id)),
    });
    const abcd: FollowedCart = {
      lines: [a, b, c, d].map((item) => toCartLine(line(item, 1))),
      removed: [],
      remembered: [],
    };
    const ids = (cart: FollowedCart) => cart.lines.map((l) => l.id).join('');
    /** Applies the catalogues in turn. */
    const walk = (cart: FollowedCart, ...catalogues: Catalogue[]) => catalogues.reduce(reconcileRemembering, cart);

    it.each([
      ['B out, D out; B back, D back', [without('b'), without('b', 'd'), without('d'), without()]],
      ['B out, D out; D back, B back', [without('b'), without('b', 'd'), without('b'), without()]],
      ['C out, B out; C back, B back', [without('c'), without('b', 'c'), without('b'), without()]],
      ['C out, B out; B back, C back', [without('c'), without('b', 'c'), without('c'), without()]],
      ['A out, B out; A back, B back', [without('a'), without('a', 'b'), without('b'), without()]],
      ['A out, B out; B back, A back', [without('a'), without('a', 'b'), without('a'), without()]],
      ['A and C out at once; C back, A back', [without('a', 'c'), without('a'), without()]],
      [
        'all out at once, back one by one',
        [without('a', 'b', 'c', 'd'), without('a', 'b', 'c'), without('b', 'c'), without()],
      ],
      [
        'D out, C out, B out, A out; back in the same order',
        [
          without('d'),
          without('c', 'd'),
          without('b', 'c', 'd'),
          without('a', 'b', 'c', 'd'),
          without('a', 'b', 'c'),
          without('a', 'b'),
          without('a'),
          without(),
        ],
      ],
    ])('%s: A B C D again', (_, catalogues) => {
      expect(ids(walk(abcd, ...catalogues))).toBe('abcd');
    });

    it('after the lines still there, and before the lines added since', () => {
      const e = makeMenuItem({ id: 'e', restaurantId: 'milano' });
      const gone = walk(abcd, without('b'));
      const withE = (catalogue: Catalogue) => ({ ...catalogue, menuItems: [...catalogue.menuItems, e] });
      const added = reconcileRemembering({ ...gone, lines: addItem(gone.lines, e) }, withE(without('b')));
      expect(ids(added)).toBe('acde');
      expect(ids(reconcileRemembering(added, withE(without())))).toBe('abcde');
    });

    it('forgets a line the customer removed: added again, it is a new line, after the returning one', () => {
      const gone = walk(abcd, without('c'));
      expect(gone.remembered[0]!.follows).toEqual(['a', 'b']);
      // The customer removes A and B, then adds A again (at the end).
      const removedAB = reconcileRemembering({ ...gone, lines: gone.lines.filter((l) => l.id === 'd') }, without('c'));
      expect(removedAB.remembered[0]!.follows).toEqual([]);
      const readded = reconcileRemembering({ ...removedAB, lines: addItem(removedAB.lines, a) }, without('c'));
      expect(ids(readded)).toBe('da');
      expect(ids(reconcileRemembering(readded, without()))).toBe('cda');
    });
  });

  it('returns the very same arrays when nothing changed', () => {
    const gone = reconcileRemembering(start, noJade);
    const again = reconcileRemembering(gone, { ...noJade, menuItems: [...noJade.menuItems] });
    expect(again.lines).toBe(gone.lines);
    expect(again.removed).toBe(gone.removed);
    expect(again.remembered).toBe(gone.remembered);
    const seen = { ...gone, removed: [] };
    expect(reconcileRemembering(seen, noJade).removed).toBe(seen.removed);
  });

  it('replaces the notice and the memory of an item taken out again', () => {
    const gone = reconcileRemembering(start, noJade);
    const back = reconcileRemembering({ ...gone, removed: [{ id: 'x', name: 'X' }] }, catalogue);
    const goneAgain = reconcileRemembering(
      { ...back, lines: back.lines.map((l) => (l.id === 'bao' ? { ...l, quantity: 5 } : l)) },
      noJade,
    );
    expect(goneAgain.removed.map((l) => l.id)).toEqual(['x', 'bao']);
    expect(goneAgain.remembered.map((l) => [l.id, l.quantity])).toEqual([['bao', 5]]);
  });
});
