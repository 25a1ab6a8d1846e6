import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { Catalogue } from '../domain/cart';
import { cartMachine, type CartEvent } from './cart.machine';
import {
  selectCanCheckout,
  selectCartCount,
  selectCartItems,
  selectCartRemoved,
  selectCartTotal,
  selectIsEmpty,
  type CartSnapshot,
} from './cart.selectors';
import { makeCartItem, makeMenuItem, makeRestaurant } from '../data';
import { byTransition, coverage, describeEvents, eventsOf, pathCases, replay } from './testing/pathTesting';

// The default data's first two dishes, at prices these tests add up by hand.
const margherita = makeMenuItem({ price: 12.99 });
const tiramisu = makeMenuItem({ price: 6.5 }, 2);
const dime = makeMenuItem({ id: 'dime', price: 0.1 });
const twentyCents = makeMenuItem({ id: 'twenty-cents', price: 0.2 });

function start(items?: Parameters<typeof makeCartItem>[0][]) {
  const lines = items?.map((overrides) => makeCartItem({ price: margherita.price, ...overrides }));
  return createActor(cartMachine, { input: { items: lines } }).start();
}

describe('cartMachine', () => {
  it('starts empty with total 0', () => {
    const cart = createActor(cartMachine, { input: {} }).start();
    expect(cart.getSnapshot().value).toBe('empty');
    expect(cart.getSnapshot().context).toEqual({ items: [], total: 0, removed: [], remembered: [] });
  });

  it('starts filled, with the total computed, when given items', () => {
    const cart = start([{ quantity: 2 }, { id: tiramisu.id, price: tiramisu.price }]);
    expect(cart.getSnapshot().value).toBe('filled');
    expect(cart.getSnapshot().context.total).toBe(32.48);
  });

  it('appends a new item with quantity 1 and raises an existing one by 1', () => {
    const cart = start();
    cart.send({ type: 'cart.add', item: margherita });
    expect(cart.getSnapshot().value).toBe('filled');
    cart.send({ type: 'cart.add', item: tiramisu });
    cart.send({ type: 'cart.add', item: margherita });
    const { items, total } = cart.getSnapshot().context;
    expect(items.map((i) => [i.id, i.quantity])).toEqual([
      [margherita.id, 2],
      [tiramisu.id, 1],
    ]);
    expect(total).toBe(32.48);
  });

  it('recomputes the total in cents after every change', () => {
    const cart = start();
    cart.send({ type: 'cart.add', item: dime });
    cart.send({ type: 'cart.add', item: twentyCents });
    expect(cart.getSnapshot().context.total).toBe(0.3);
    cart.send({ type: 'cart.setQuantity', id: dime.id, quantity: 3 });
    expect(cart.getSnapshot().context.total).toBe(0.5);
    cart.send({ type: 'cart.remove', id: twentyCents.id });
    expect(cart.getSnapshot().context.total).toBe(0.3);
  });

  it('removes by id, and empties when the last line goes', () => {
    const cart = start([{}, { id: tiramisu.id }]);
    cart.send({ type: 'cart.remove', id: margherita.id });
    expect(cart.getSnapshot().value).toBe('filled');
    expect(selectCartItems(cart.getSnapshot()).map((i) => i.id)).toEqual([tiramisu.id]);
    cart.send({ type: 'cart.remove', id: tiramisu.id });
    expect(cart.getSnapshot().value).toBe('empty');
    expect(cart.getSnapshot().context.total).toBe(0);
  });

  it('removes a line whose quantity is set to 0 or below', () => {
    const cart = start([{ quantity: 3 }]);
    cart.send({ type: 'cart.setQuantity', id: margherita.id, quantity: -1 });
    expect(cart.getSnapshot().value).toBe('empty');
    expect(cart.getSnapshot().context).toEqual({ items: [], total: 0, removed: [], remembered: [] });
  });

  it('ignores a quantity that is not a whole number', () => {
    const cart = start([{ quantity: 3 }]);
    const before = cart.getSnapshot().context;
    for (const quantity of [Number.NaN, Number.POSITIVE_INFINITY, 2.5]) {
      cart.send({ type: 'cart.setQuantity', id: margherita.id, quantity });
    }
    expect(cart.getSnapshot().context).toEqual(before);
    expect(cart.getSnapshot().context.total).toBe(38.97);
  });

  it('clears the items and sets the total to 0', () => {
    const cart = start([{ quantity: 3 }, { id: tiramisu.id }]);
    cart.send({ type: 'cart.clear' });
    expect(cart.getSnapshot().value).toBe('empty');
    expect(cart.getSnapshot().context).toEqual({ items: [], total: 0, removed: [], remembered: [] });
  });

  it('resumes from a persisted snapshot', () => {
    const first = start([{ quantity: 2 }]);
    first.send({ type: 'cart.add', item: tiramisu });
    const persisted = first.getPersistedSnapshot();
    first.stop();

    const resumed = createActor(cartMachine, { input: {}, snapshot: persisted }).start();
    expect(resumed.getSnapshot().value).toBe('filled');
    expect(resumed.getSnapshot().context.total).toBe(32.48);
    resumed.send({ type: 'cart.setQuantity', id: tiramisu.id, quantity: 0 });
    expect(resumed.getSnapshot().context.total).toBe(25.98);
  });

  describe('selectors', () => {
    it('read count, total and emptiness', () => {
      const cart = start();
      expect(selectIsEmpty(cart.getSnapshot())).toBe(true);
      expect(selectCartCount(cart.getSnapshot())).toBe(0);
      cart.send({ type: 'cart.add', item: margherita });
      cart.send({ type: 'cart.add', item: margherita });
      cart.send({ type: 'cart.add', item: tiramisu });
      expect(selectIsEmpty(cart.getSnapshot())).toBe(false);
      expect(selectCartCount(cart.getSnapshot())).toBe(3);
      expect(selectCartTotal(cart.getSnapshot())).toBe(32.48);
    });
  });

  describe('following the catalogue', () => {
    // The issue's story, at prices that add up by hand.
    const milano = makeRestaurant({ id: 'milano', name: 'Via Milano Kitchen', isOpen: true });
    const jade = makeRestaurant({ id: 'jade', name: 'Jade Garden', isOpen: true }, 2);
    const arancini = makeMenuItem({ id: 'arancini', name: 'Arancini', price: 13, restaurantId: 'milano' });
    const bruschetta = makeMenuItem({ id: 'bruschetta', name: 'Bruschetta', price: 9.5, restaurantId: 'milano' });
    const bao = makeMenuItem({ id: 'bao', name: 'Char Siu Bao', price: 8.25, restaurantId: 'jade' });
    const catalogue: Catalogue = { restaurants: [milano, jade], menuItems: [arancini, bruschetta, bao] };

    function filledCart() {
      const cart = createActor(cartMachine, { input: {} }).start();
      cart.send({ type: 'cart.catalogueChanged', catalogue });
      for (const item of [arancini, arancini, bruschetta, bao]) cart.send({ type: 'cart.add', item });
      return cart;
    }
    const quantities = (cart: ReturnType<typeof filledCart>) =>
      cart.getSnapshot().context.items.map((l) => [l.name, l.quantity, l.price, l.status]);

    it('takes each admin change in turn: price, deleted item, deleted restaurant, closed restaurant', () => {
      const cart = filledCart();
      // 2 × 13.00 + 9.50 + 8.25
      expect(cart.getSnapshot().context.total).toBe(43.75);

      const raised = { ...catalogue, menuItems: [{ ...arancini, price: 99.99 }, bruschetta, bao] };
      cart.send({ type: 'cart.catalogueChanged', catalogue: raised });
      expect(quantities(cart)).toEqual([
        ['Arancini', 2, 99.99, 'priceChanged'],
        ['Bruschetta', 1, 9.5, 'ok'],
        ['Char Siu Bao', 1, 8.25, 'ok'],
      ]);
      expect(cart.getSnapshot().context.items[0]!.addedPrice).toBe(13);
      // 2 × 99.99 + 9.50 + 8.25
      expect(cart.getSnapshot().context.total).toBe(217.73);
      expect(selectCanCheckout(cart.getSnapshot())).toBe(true);

      const noBruschetta = { ...raised, menuItems: [{ ...arancini, price: 99.99 }, bao] };
      cart.send({ type: 'cart.catalogueChanged', catalogue: noBruschetta });
      expect(quantities(cart).map(([name]) => name)).toEqual(['Arancini', 'Char Siu Bao']);
      expect(selectCartRemoved(cart.getSnapshot())).toEqual([{ id: 'bruschetta', name: 'Bruschetta' }]);
      expect(cart.getSnapshot().context.total).toBe(208.23);

      const noJade = { restaurants: [milano], menuItems: [{ ...arancini, price: 99.99 }] };
      cart.send({ type: 'cart.catalogueChanged', catalogue: noJade });
      expect(quantities(cart).map(([name]) => name)).toEqual(['Arancini']);
      expect(selectCartRemoved(cart.getSnapshot()).map((l) => l.name)).toEqual(['Bruschetta', 'Char Siu Bao']);
      expect(cart.getSnapshot().context.total).toBe(199.98);

      const closed = { ...noJade, restaurants: [{ ...milano, isOpen: false }] };
      cart.send({ type: 'cart.catalogueChanged', catalogue: closed });
      expect(cart.getSnapshot().value).toBe('blocked');
      expect(quantities(cart)).toEqual([['Arancini', 2, 99.99, 'unavailable']]);
      expect(cart.getSnapshot().context.total).toBe(0);
      expect(selectCanCheckout(cart.getSnapshot())).toBe(false);
      expect(selectIsEmpty(cart.getSnapshot())).toBe(false);
      expect(selectCartCount(cart.getSnapshot())).toBe(2);
    });

    it('refuses + and add for an unavailable line, but lets it go down and out', () => {
      const cart = filledCart();
      const closed = { ...catalogue, restaurants: [{ ...milano, isOpen: false }, jade] };
      cart.send({ type: 'cart.catalogueChanged', catalogue: closed });
      expect(cart.getSnapshot().value).toBe('blocked');
      // Only the bao counts: 8.25.
      expect(cart.getSnapshot().context.total).toBe(8.25);

      cart.send({ type: 'cart.setQuantity', id: arancini.id, quantity: 3 });
      cart.send({ type: 'cart.add', item: arancini });
      cart.send({ type: 'cart.add', item: bruschetta });
      expect(quantities(cart).map(([name, quantity]) => [name, quantity])).toEqual([
        ['Arancini', 2],
        ['Bruschetta', 1],
        ['Char Siu Bao', 1],
      ]);
      // The open restaurant's dish still goes up.
      cart.send({ type: 'cart.add', item: bao });
      cart.send({ type: 'cart.setQuantity', id: bao.id, quantity: 4 });
      expect(cart.getSnapshot().context.total).toBe(33);

      cart.send({ type: 'cart.setQuantity', id: arancini.id, quantity: 1 });
      expect(cart.getSnapshot().context.items[0]!.quantity).toBe(1);
      cart.send({ type: 'cart.remove', id: arancini.id });
      expect(cart.getSnapshot().value).toBe('blocked');
      cart.send({ type: 'cart.setQuantity', id: bruschetta.id, quantity: 0 });
      // Nothing unavailable left: checkout opens again.
      expect(cart.getSnapshot().value).toBe('filled');
      expect(selectCanCheckout(cart.getSnapshot())).toBe(true);
      expect(cart.getSnapshot().context.total).toBe(33);
    });

    it('opens again when the restaurant reopens', () => {
      const cart = filledCart();
      cart.send({
        type: 'cart.catalogueChanged',
        catalogue: { ...catalogue, restaurants: [{ ...milano, isOpen: false }, jade] },
      });
      cart.send({ type: 'cart.catalogueChanged', catalogue });
      expect(cart.getSnapshot().value).toBe('filled');
      expect(cart.getSnapshot().context.total).toBe(43.75);
    });

    it('refuses to add what the catalogue does not offer, and adds the catalogue’s record', () => {
      const cart = createActor(cartMachine, { input: {} }).start();
      cart.send({
        type: 'cart.catalogueChanged',
        catalogue: { ...catalogue, restaurants: [{ ...milano, isOpen: false }, jade] },
      });
      cart.send({ type: 'cart.add', item: arancini });
      cart.send({ type: 'cart.add', item: makeMenuItem({ id: 'ghost', restaurantId: 'jade' }) });
      expect(cart.getSnapshot().value).toBe('empty');
      // A stale copy (old price and name) in the event: the line is the catalogue's.
      cart.send({ type: 'cart.add', item: { ...bao, name: 'Old name', price: 1 } });
      expect(quantities(cart)).toEqual([['Char Siu Bao', 1, 8.25, 'ok']]);
    });

    it('keeps the removal notice until it is seen, and clears it with the cart', () => {
      const cart = filledCart();
      cart.send({ type: 'cart.catalogueChanged', catalogue: { ...catalogue, menuItems: [arancini, bao] } });
      cart.send({ type: 'cart.add', item: bao });
      expect(selectCartRemoved(cart.getSnapshot())).toEqual([{ id: 'bruschetta', name: 'Bruschetta' }]);
      cart.send({ type: 'cart.removedSeen' });
      expect(selectCartRemoved(cart.getSnapshot())).toEqual([]);
      const seen = selectCartRemoved(cart.getSnapshot());
      cart.send({ type: 'cart.removedSeen' });
      expect(selectCartRemoved(cart.getSnapshot())).toBe(seen);

      cart.send({ type: 'cart.catalogueChanged', catalogue: { ...catalogue, menuItems: [arancini] } });
      expect(selectCartRemoved(cart.getSnapshot()).map((l) => l.name)).toEqual(['Char Siu Bao']);
      cart.send({ type: 'cart.clear' });
      expect(cart.getSnapshot().context).toMatchObject({ items: [], total: 0, removed: [], remembered: [] });
    });

    it('puts the lines back when an admin Undo restores their restaurant, then their item (the QA steps)', () => {
      const levant = makeRestaurant({ id: 'levant', name: 'Levant', isOpen: true }, 3);
      const hummus = makeMenuItem({ id: 'hummus', name: 'Hummus and Pita', price: 7.5, restaurantId: 'levant' });
      const full: Catalogue = { restaurants: [milano, jade, levant], menuItems: [arancini, bruschetta, bao, hummus] };
      const cart = createActor(cartMachine, { input: {} }).start();
      cart.send({ type: 'cart.catalogueChanged', catalogue: full });
      for (const item of [bao, bao, bao, hummus, hummus]) cart.send({ type: 'cart.add', item });
      const both = [
        ['Char Siu Bao', 3, 8.25, 'ok'],
        ['Hummus and Pita', 2, 7.5, 'ok'],
      ];
      const removedNames = () => selectCartRemoved(cart.getSnapshot()).map((l) => l.name);

      // Jade Garden deleted (its dishes with it), then Undo: the store's arrays are new, with the same records.
      cart.send({
        type: 'cart.catalogueChanged',
        catalogue: { restaurants: [milano, levant], menuItems: [arancini, bruschetta, hummus] },
      });
      expect(quantities(cart)).toEqual([['Hummus and Pita', 2, 7.5, 'ok']]);
      expect(removedNames()).toEqual(['Char Siu Bao']);
      cart.send({ type: 'cart.catalogueChanged', catalogue: { ...full, restaurants: [...full.restaurants] } });
      expect(quantities(cart)).toEqual(both);
      expect(removedNames()).toEqual([]);

      // Hummus and Pita deleted, then Undo.
      cart.send({ type: 'cart.catalogueChanged', catalogue: { ...full, menuItems: [arancini, bruschetta, bao] } });
      expect(quantities(cart)).toEqual([['Char Siu Bao', 3, 8.25, 'ok']]);
      expect(removedNames()).toEqual(['Hummus and Pita']);
      cart.send({ type: 'cart.catalogueChanged', catalogue: { ...full, menuItems: [...full.menuItems] } });
      expect(quantities(cart)).toEqual(both);
      expect(removedNames()).toEqual([]);

      expect(cart.getSnapshot().value).toBe('filled');
      expect(cart.getSnapshot().context.remembered).toEqual([]);
      expect(selectCartCount(cart.getSnapshot())).toBe(5);
      // 3 × 8.25 + 2 × 7.50
      expect(selectCartTotal(cart.getSnapshot())).toBe(39.75);
    });

    it('brings a line back after its notice was seen, at its place; clearing the cart forgets it', () => {
      const cart = filledCart();
      const noBruschetta = { ...catalogue, menuItems: [arancini, bao] };
      cart.send({ type: 'cart.catalogueChanged', catalogue: noBruschetta });
      cart.send({ type: 'cart.removedSeen' });
      expect(selectCartRemoved(cart.getSnapshot())).toEqual([]);
      expect(cart.getSnapshot().context.remembered.map((l) => [l.id, l.quantity])).toEqual([['bruschetta', 1]]);
      cart.send({ type: 'cart.catalogueChanged', catalogue });
      expect(quantities(cart).map(([name, quantity]) => [name, quantity])).toEqual([
        ['Arancini', 2],
        ['Bruschetta', 1],
        ['Char Siu Bao', 1],
      ]);
      expect(selectCartRemoved(cart.getSnapshot())).toEqual([]);
      expect(cart.getSnapshot().context.total).toBe(43.75);

      // Taken out again, then the cart is cleared (checkout clears it): the item's return adds nothing.
      cart.send({ type: 'cart.catalogueChanged', catalogue: noBruschetta });
      cart.send({ type: 'cart.clear' });
      expect(cart.getSnapshot().context.remembered).toEqual([]);
      cart.send({ type: 'cart.catalogueChanged', catalogue });
      expect(cart.getSnapshot().value).toBe('empty');
    });

    it('brings a line back unavailable when its restaurant is back but closed: blocked', () => {
      const cart = filledCart();
      cart.send({
        type: 'cart.catalogueChanged',
        catalogue: { restaurants: [milano], menuItems: [arancini, bruschetta] },
      });
      expect(cart.getSnapshot().value).toBe('filled');
      cart.send({
        type: 'cart.catalogueChanged',
        catalogue: { ...catalogue, restaurants: [milano, { ...jade, isOpen: false }] },
      });
      expect(cart.getSnapshot().value).toBe('blocked');
      expect(quantities(cart).at(-1)).toEqual(['Char Siu Bao', 1, 8.25, 'unavailable']);
      expect(selectCartRemoved(cart.getSnapshot())).toEqual([]);
    });

    it('empties with a notice when every line is removed', () => {
      const cart = filledCart();
      cart.send({ type: 'cart.catalogueChanged', catalogue: { restaurants: [], menuItems: [] } });
      expect(cart.getSnapshot().value).toBe('empty');
      expect(selectCartRemoved(cart.getSnapshot()).map((l) => l.name)).toEqual([
        'Arancini',
        'Bruschetta',
        'Char Siu Bao',
      ]);
    });

    it('reconciles its input with a catalogue given at start', () => {
      const cart = createActor(cartMachine, {
        input: {
          items: [makeCartItem({ ...arancini, quantity: 2 })],
          catalogue: { ...catalogue, restaurants: [{ ...milano, isOpen: false }, jade] },
        },
      }).start();
      expect(cart.getSnapshot().value).toBe('blocked');
    });
  });

  describe('paths', () => {
    const input = {};
    // Restaurant 1's first two dishes (margherita, tiramisu), in three catalogues: as they are (with
    // margherita raised to $15.00), restaurant 1 closed, and margherita deleted. Going from "deleted" to
    // either of the others brings margherita back (an admin Undo).
    const restaurant = makeRestaurant({ id: margherita.restaurantId, isOpen: true });
    const raised: Catalogue = { restaurants: [restaurant], menuItems: [{ ...margherita, price: 15 }, tiramisu] };
    const closed: Catalogue = { restaurants: [{ ...restaurant, isOpen: false }], menuItems: [margherita, tiramisu] };
    const deleted: Catalogue = { restaurants: [restaurant], menuItems: [tiramisu] };
    const events: CartEvent[] = [
      { type: 'cart.add', item: margherita },
      { type: 'cart.add', item: tiramisu },
      { type: 'cart.remove', id: margherita.id },
      { type: 'cart.setQuantity', id: margherita.id, quantity: 3 },
      { type: 'cart.setQuantity', id: margherita.id, quantity: 0 },
      { type: 'cart.setQuantity', id: margherita.id, quantity: 1.5 },
      { type: 'cart.clear' },
      { type: 'cart.catalogueChanged', catalogue: raised },
      { type: 'cart.catalogueChanged', catalogue: closed },
      { type: 'cart.catalogueChanged', catalogue: deleted },
      { type: 'cart.removedSeen' },
    ];
    const paths = getShortestPaths(cartMachine, { input, events, serializeState: byTransition });

    /**
     * An independent model of what the cart should hold after `sent`, in cents, written from the issue and the
     * spec without the domain functions: quantities, the price each line was added at, which lines the
     * catalogue removed, and which are unavailable (restaurant 1 closed) and so left out of the total.
     *
     * A line the catalogue takes out stays in the model's one list, marked `away`, at its place: it is back when
     * its item is on the menu again (with its restaurant), with its quantity and the price it was added at, until
     * the cart is cleared. The notice names the lines taken out since it was last seen and not back since. A cart
     * with no line in it cannot be cleared (nor checked out): `cart.clear` leaves it as it is.
     */
    function model(sent: readonly CartEvent[]) {
      const base: Record<string, number> = { [margherita.id]: 1299, [tiramisu.id]: 650 };
      let catalogue: Catalogue | undefined;
      let list: { id: string; quantity: number; added: number; away: boolean }[] = [];
      let removed: string[] = [];
      const priceNow = (id: string) => {
        const item = catalogue?.menuItems.find((m) => m.id === id);
        return item ? Math.round(item.price * 100) : base[id]!;
      };
      const onMenu = (id: string) => {
        const item = catalogue?.menuItems.find((m) => m.id === id);
        return !catalogue || (!!item && catalogue.restaurants.some((r) => r.id === item.restaurantId));
      };
      const isClosed = () => catalogue?.restaurants[0]?.isOpen === false;
      const inCart = () => list.filter((l) => !l.away);
      for (const event of sent) {
        const line = 'id' in event ? inCart().find((l) => l.id === event.id) : undefined;
        switch (event.type) {
          case 'cart.add': {
            if (!onMenu(event.item.id) || isClosed()) break;
            const there = inCart().find((l) => l.id === event.item.id);
            if (there) there.quantity += 1;
            else list.push({ id: event.item.id, quantity: 1, added: priceNow(event.item.id), away: false });
            break;
          }
          case 'cart.remove':
            list = list.filter((l) => l !== line);
            break;
          case 'cart.setQuantity':
            if (!line || !Number.isInteger(event.quantity)) break;
            if (event.quantity <= 0) list = list.filter((l) => l !== line);
            else if (!(isClosed() && event.quantity > line.quantity)) line.quantity = event.quantity;
            break;
          case 'cart.clear':
            if (inCart().length === 0) break;
            list = [];
            removed = [];
            break;
          case 'cart.catalogueChanged': {
            catalogue = event.catalogue;
            const gone = inCart().filter((l) => !onMenu(l.id));
            const back = list.filter((l) => l.away && onMenu(l.id));
            for (const l of list) l.away = !onMenu(l.id);
            const changed = [...gone, ...back].map((l) => l.id);
            removed = [...removed.filter((id) => !changed.includes(id)), ...gone.map((l) => l.id)];
            break;
          }
          case 'cart.removedSeen':
            removed = [];
            break;
        }
      }
      const lines = inCart();
      const cents = isClosed() ? 0 : lines.reduce((sum, l) => sum + l.quantity * priceNow(l.id), 0);
      const status = (l: (typeof lines)[number]) =>
        isClosed() ? 'unavailable' : priceNow(l.id) === l.added ? 'ok' : 'priceChanged';
      return {
        value: lines.length === 0 ? 'empty' : isClosed() ? 'blocked' : 'filled',
        lines: lines.map((l) => [l.id, l.quantity, status(l)]),
        total: cents / 100,
        removed,
        away: list.filter((l) => l.away).map((l) => [l.id, l.quantity, l.added / 100]),
      };
    }

    /** The machine after `sent` agrees with the model; `label` names the case in a failure. */
    function expectAsModelled(sent: readonly CartEvent[], label?: string) {
      const { actor } = replay(cartMachine, input, sent);
      const { value, context } = actor.getSnapshot();
      const expected = model(sent);
      expect(value, label).toBe(expected.value);
      expect(
        context.items.map((l) => [l.id, l.quantity, l.status]),
        label,
      ).toEqual(expected.lines);
      expect(context.total, label).toBe(expected.total);
      expect(
        context.removed.map((l) => l.id),
        label,
      ).toEqual(expected.removed);
      const remembered = context.remembered.map((l) => [l.id, l.quantity, l.addedPrice]);
      expect(remembered.sort(), label).toEqual(expected.away.sort());
      // The total is what the lines the customer sees add up to (price × quantity, in whole cents, then dollars as
      // the machine keeps it), the unavailable ones left out: summed here, not by the product's `cartTotal`.
      const shownCents = context.items
        .filter((l) => l.status !== 'unavailable')
        .reduce((sum, l) => sum + Math.round(l.price * 100) * l.quantity, 0);
      expect(context.total, label).toBe(shownCents / 100);
      expect(value === 'empty', label).toBe(context.items.length === 0);
      return actor.getSnapshot();
    }

    it.each(pathCases(paths))('reaches %s', (_, path) => {
      const sent = eventsOf(path) as CartEvent[];
      expect(expectAsModelled(sent).value).toEqual(path.state.value);
    });

    it('cover every state and transition', () => {
      expect(paths.length).toBeGreaterThan(0);
      expect(coverage(cartMachine, input, paths)).toEqual({ missingStates: [], missingTransitions: [] });
    });

    describe('remove → restore', () => {
      // The catalogues an admin makes of restaurant 1 by deleting and undoing: both dishes, either one deleted,
      // the restaurant deleted (its dishes with it), and, with both dishes, the restaurant closed or margherita
      // raised. Each is a new object, as the store makes after every change.
      const catalogues: Record<string, Catalogue> = {
        all: { restaurants: [restaurant], menuItems: [margherita, tiramisu] },
        noMargherita: deleted,
        noTiramisu: { restaurants: [restaurant], menuItems: [margherita] },
        noRestaurant: { restaurants: [], menuItems: [] },
        closed,
        raised,
      };
      const nameOf = new Map(Object.entries(catalogues).map(([name, catalogue]) => [catalogue, name]));
      const change = (name: string): CartEvent => ({ type: 'cart.catalogueChanged', catalogue: catalogues[name]! });
      /**
       * Every event, but an add only up to 2 of a dish (so there are finitely many carts); the customer's
       * remove is tiramisu's, so a line removed by hand, then added again, is among them.
       */
      const eventsIn = (snapshot: CartSnapshot): CartEvent[] => [
        ...[margherita, tiramisu]
          .filter(
            (item) =>
              (snapshot.context.items.find((l) => l.id === item.id)?.quantity ?? 0) < (item === margherita ? 2 : 1),
          )
          .map((item): CartEvent => ({ type: 'cart.add', item })),
        { type: 'cart.remove', id: tiramisu.id },
        { type: 'cart.removedSeen' },
        { type: 'cart.clear' },
        ...Object.keys(catalogues).map(change),
      ];
      // One path to each cart (state, lines, notice, remembered lines, catalogue), not to each state only.
      const carts = getShortestPaths(cartMachine, {
        input,
        events: eventsIn,
        serializeState: ({ value, context }: CartSnapshot) =>
          JSON.stringify([
            value,
            context.catalogue && nameOf.get(context.catalogue),
            context.items.map((l) => [l.id, l.quantity, l.addedPrice]),
            context.removed.map((l) => l.id),
            context.remembered,
          ]),
      });
      const describeSent = (sent: readonly CartEvent[]) =>
        sent
          .map((event) =>
            event.type === 'cart.catalogueChanged'
              ? `catalogue ${nameOf.get(event.catalogue)}`
              : describeEvents([event]),
          )
          .join(' → ');
      // From each cart with a line taken out, each catalogue that (the model says) brings one back: grouped by
      // what differs to a customer (the cart's state and lines, what is away, the notice, the catalogue), one
      // test per group, named after its shortest case, checking every case of the group.
      const groups = new Map<string, CartEvent[][]>();
      for (const path of carts) {
        const sent = eventsOf(path) as CartEvent[];
        const before = model(sent);
        const away = before.away.map(([id]) => id);
        for (const name of Object.keys(catalogues)) {
          const then = [...sent, change(name)];
          if (!model(then).lines.some(([id]) => away.includes(id))) continue;
          const key = JSON.stringify([
            before.value,
            before.lines.map(([id, , status]) => [id, status]),
            away,
            before.removed,
            name,
          ]);
          groups.set(key, [...(groups.get(key) ?? []), then]);
        }
      }
      const restores = [...groups.values()]
        .map((cases) => cases.sort((a, b) => a.length - b.length))
        .map((cases): [string, CartEvent[][]] => [
          `${describeSent(cases[0]!)}${cases.length > 1 ? ` (and ${cases.length - 1} like it)` : ''}`,
          cases,
        ]);

      it.each(restores)('%s', (_, cases) => {
        for (const sent of cases) expectAsModelled(sent, describeSent(sent));
      });

      // Histories the graph cannot tell from a shorter one by the cart's state alone, checked one by one.
      it.each<[string, CartEvent[]]>([
        [
          'tiramisu removed by hand and added again while margherita is away: a new line, after margherita',
          [
            { type: 'cart.add', item: tiramisu },
            { type: 'cart.add', item: margherita },
            change('noMargherita'),
            { type: 'cart.remove', id: tiramisu.id },
            { type: 'cart.add', item: tiramisu },
            change('all'),
          ],
        ],
        [
          'both away, one at a time, then back in the order they left',
          [
            { type: 'cart.add', item: margherita },
            { type: 'cart.add', item: tiramisu },
            change('noMargherita'),
            change('noRestaurant'),
            change('noTiramisu'),
            change('all'),
          ],
        ],
      ])('%s', (_, sent) => {
        expectAsModelled(sent, describeSent(sent));
      });

      it('reach lines back one by one in either order, after the notice was seen, into a closed restaurant', () => {
        const names = [...groups.values()].flat().map(describeSent);
        expect(names.length).toBeGreaterThan(100);
        for (const wanted of [
          // One dish taken out, then the other; the first back first, or the second (the other then comes back
          // from the same cart as after a single delete: the paths to it are the same state).
          /catalogue noMargherita → catalogue noRestaurant → catalogue noTiramisu$/,
          /catalogue noMargherita → catalogue noRestaurant → catalogue noMargherita$/,
          /catalogue noTiramisu → catalogue noRestaurant → catalogue noMargherita$/,
          /removedSeen → catalogue all$/,
          /catalogue closed$/,
          /catalogue raised$/,
        ]) {
          expect(
            names.some((name) => wanted.test(name)),
            String(wanted),
          ).toBe(true);
        }
      });
    });
  });
});
