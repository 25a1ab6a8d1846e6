import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { cartTotal } from '../domain/cart';
import { cartMachine, type CartEvent } from './cart.machine';
import { selectCartCount, selectCartItems, selectCartTotal, selectIsEmpty } from './cart.selectors';
import { makeCartItem, makeMenuItem } from '../data';
import { byTransition, coverage, eventsOf, pathCases, replay } from './testing/pathTesting';

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
    expect(cart.getSnapshot().context).toEqual({ items: [], total: 0 });
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
    expect(cart.getSnapshot().context).toEqual({ items: [], total: 0 });
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
    expect(cart.getSnapshot().context).toEqual({ items: [], total: 0 });
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

  describe('paths', () => {
    const input = {};
    const events: CartEvent[] = [
      { type: 'cart.add', item: margherita },
      { type: 'cart.add', item: tiramisu },
      { type: 'cart.remove', id: margherita.id },
      { type: 'cart.setQuantity', id: margherita.id, quantity: 3 },
      { type: 'cart.setQuantity', id: margherita.id, quantity: 0 },
      { type: 'cart.setQuantity', id: margherita.id, quantity: 1.5 },
      { type: 'cart.clear' },
    ];
    const paths = getShortestPaths(cartMachine, { input, events, serializeState: byTransition });

    it.each(pathCases(paths))('reaches %s', (_, path) => {
      const { actor } = replay(cartMachine, input, eventsOf(path));
      const { value, context } = actor.getSnapshot();
      expect(value).toEqual(path.state.value);
      expect(context.total).toBe(cartTotal(context.items));
      expect(value === 'empty').toBe(context.items.length === 0);
    });

    it('cover every state and transition', () => {
      expect(paths.length).toBeGreaterThan(0);
      expect(coverage(cartMachine, input, paths)).toEqual({ missingStates: [], missingTransitions: [] });
    });
  });
});
