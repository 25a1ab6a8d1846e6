import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { Order, SeedData } from '../domain/types';
import {
  dataStoreMachine,
  menuItemRemoval,
  nextId,
  restaurantRemoval,
  nextMenuItemId,
  type DataStoreEvent,
  type MenuItemDraft,
  type RestaurantDraft,
} from './dataStore.machine';
import {
  selectMenuItems,
  selectOrders,
  selectRestaurantById,
  selectRestaurants,
  selectUsers,
} from './dataStore.selectors';
import { createSeedStages, DEFAULT_NOW, makeMenuItem, makeOrder, makeRestaurant, makeSeed, withoutId } from '../data';
import { cartMachine } from './cart.machine';
import { byTransition, coverage, eventsOf, pathCases, replay } from './testing/pathTesting';

/** A store and a cart side by side, as the app has them (no React). */
function storeAndCart() {
  const store = start({ ...makeSeed(), orders: [] });
  const cart = createActor(cartMachine, { input: { items: [] } }).start();
  const items = () => selectMenuItems(store.getSnapshot());
  return { store, cart, items };
}

/** The small data set the store starts with (`makeSeed`): its order ids and names are the generator's. */
const SEED = makeSeed();
const [firstOrder, secondOrder] = SEED.orders as [Order, Order, Order];

function start(seed: SeedData = makeSeed()) {
  return createActor(dataStoreMachine, { input: seed }).start();
}

function draftRestaurant(overrides: Partial<RestaurantDraft> = {}): RestaurantDraft {
  return { ...withoutId(makeRestaurant({ name: 'Taco Loco', cuisine: ['Mexican', 'Tacos'] })), ...overrides };
}

function draftMenuItem(overrides: Partial<MenuItemDraft> = {}): MenuItemDraft {
  return {
    ...withoutId(makeMenuItem({ name: 'Churros', category: 'Sides', restaurantId: 'restaurant-2' })),
    ...overrides,
  };
}

describe('nextId', () => {
  it('is one more than the largest numeric suffix with that exact prefix', () => {
    expect(nextId('restaurant', ['restaurant-3', 'restaurant-12', 'restaurant-7'])).toBe('restaurant-13');
    expect(nextId('restaurant', ['restaurant-1-item-40', 'restaurant-2', 'user-99'])).toBe('restaurant-3');
  });

  it('starts at 1', () => {
    expect(nextId('restaurant', [])).toBe('restaurant-1');
    expect(nextId('user', ['restaurant-4'])).toBe('user-1');
  });

  it('treats the prefix literally', () => {
    expect(nextId('a.b', ['axb-9', 'a.b-2'])).toBe('a.b-3');
  });

  it('builds menu item ids per restaurant', () => {
    const ids = ['restaurant-1-item-16', 'restaurant-11-item-3', 'restaurant-1-item-2'];
    expect(nextMenuItemId('restaurant-1', ids)).toBe('restaurant-1-item-17');
    expect(nextMenuItemId('restaurant-11', ids)).toBe('restaurant-11-item-4');
    expect(nextMenuItemId('restaurant-5', ids)).toBe('restaurant-5-item-1');
  });
});

/** The store with stage 2 left to the test: nothing is scheduled, the test sends `seed.finished`. */
const heldSeeding = dataStoreMachine.provide({ actions: { scheduleStage2: () => {} } });

/** Stage 1 of a small seed as the store's input, and the whole data set stage 2 makes. */
function staged(seed = 42, scale = 1) {
  const stages = createSeedStages({ seed, now: DEFAULT_NOW, scale });
  return { input: { ...stages.storefront, finish: stages.finish }, finish: stages.finish };
}

/** A started store over a staged seed whose stage 2 counts its calls. */
function startCounting(seed = 42, scale = 1) {
  const { input, finish } = staged(seed, scale);
  const counter = { calls: 0 };
  const store = createActor(dataStoreMachine, {
    input: {
      ...input,
      finish: () => {
        counter.calls += 1;
        return finish();
      },
    },
  }).start();
  return { store, input, finish, counter };
}

describe('dataStoreMachine', () => {
  describe('a staged seed (starting → seeding → ready)', () => {
    it('starts seeding with stage 1: every restaurant, no menus, users or orders yet', () => {
      const { input } = staged();
      const store = createActor(heldSeeding, { input }).start();
      expect(store.getSnapshot().value).toBe('seeding');
      expect(selectRestaurants(store.getSnapshot())).toBe(input.restaurants);
      expect(selectRestaurants(store.getSnapshot())).toHaveLength(12);
      expect(selectMenuItems(store.getSnapshot())).toEqual([]);
      expect(selectUsers(store.getSnapshot())).toEqual([]);
      expect(selectOrders(store.getSnapshot())).toEqual([]);
    });

    it('makes stage 2 after the current task (a paint, in a browser), then is ready with the whole data set', async () => {
      const { store, input, finish, counter } = startCounting(7, 2);
      expect(store.getSnapshot().value).toBe('seeding');
      expect(counter.calls).toBe(0); // not while starting: the first render gets stage 1 at once
      const ready = await waitFor(store, (snapshot) => snapshot.matches('ready'), { timeout: 1000 });
      expect(counter.calls).toBe(1);
      const whole = finish();
      expect(selectMenuItems(ready)).toBe(whole.menuItems);
      expect(selectUsers(ready)).toBe(whole.users);
      expect(selectOrders(ready)).toBe(whole.orders);
      expect(selectRestaurants(ready)).toBe(input.restaurants); // the same list: its views need not re-render
      expect(ready.context.finishSeed).toBeUndefined();
      // The ids of users and orders count as used once they are in.
      expect(ready.context.usedIds.has(whole.orders[0]!.id)).toBe(true);
      expect(ready.context.usedIds.has('user-100')).toBe(true);
      expect(ready.context.usedIds.has('restaurant-24-item-16')).toBe(true);
    });

    it('takes no edit while seeding; once ready, edits work as with a whole seed', () => {
      const { input, finish } = staged();
      const store = createActor(heldSeeding, { input }).start();
      const before = store.getSnapshot().context;
      store.send({ type: 'restaurant.delete', id: 'restaurant-2' });
      store.send({ type: 'restaurant.add', restaurant: draftRestaurant() });
      expect(store.getSnapshot().context).toBe(before);
      store.send({ type: 'seed.finished', data: finish() });
      expect(store.getSnapshot().value).toBe('ready');
      store.send({ type: 'restaurant.add', restaurant: draftRestaurant() });
      expect(selectRestaurants(store.getSnapshot()).at(-1)?.id).toBe('restaurant-13');
    });

    it('makes no stage 2 when the store is stopped before the first paint', async () => {
      const { store, counter } = startCounting();
      store.stop();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(counter.calls).toBe(0);
    });
  });

  it('holds the seed it was given', () => {
    const seed = makeSeed();
    const store = start(seed);
    expect(store.getSnapshot().value).toBe('ready');
    const { usedIds, ...lists } = store.getSnapshot().context;
    expect(lists).toEqual(seed);
    expect([...usedIds]).toEqual(expect.arrayContaining(['restaurant-1', 'restaurant-2-item-1', 'user-1']));
    expect(selectRestaurants(store.getSnapshot())).toBe(seed.restaurants);
  });

  describe('restaurants', () => {
    it('adds a restaurant with the next restaurant-N id', () => {
      const store = start();
      store.send({ type: 'restaurant.add', restaurant: draftRestaurant() });
      const added = selectRestaurants(store.getSnapshot()).at(-1);
      expect(added?.id).toBe('restaurant-3');
      expect(added?.name).toBe('Taco Loco');
    });

    it('owns ids: an id slipped into a draft is ignored', () => {
      const store = start();
      const sneaky = { ...draftRestaurant(), id: 'restaurant-1' } as RestaurantDraft;
      store.send({ type: 'restaurant.add', restaurant: sneaky });
      expect(selectRestaurants(store.getSnapshot()).map((r) => r.id)).toEqual([
        'restaurant-1',
        'restaurant-2',
        'restaurant-3',
      ]);
    });

    it('never hands out an id used earlier in the visit, over delete/add cycles', () => {
      const seed = makeSeed();
      const store = start({ ...seed, orders: [] }); // no order keeps any id alive
      const handedOut = new Set(seed.restaurants.map((r) => r.id));
      for (let round = 0; round < 5; round += 1) {
        store.send({ type: 'restaurant.add', restaurant: draftRestaurant() });
        const added = selectRestaurants(store.getSnapshot()).at(-1)!;
        expect(handedOut.has(added.id)).toBe(false);
        handedOut.add(added.id);
        store.send({ type: 'restaurant.delete', id: added.id });
      }
      expect([...handedOut].slice(-5)).toEqual([
        'restaurant-3',
        'restaurant-4',
        'restaurant-5',
        'restaurant-6',
        'restaurant-7',
      ]);
    });

    it('does not reuse the id of a deleted restaurant that orders still embed', () => {
      const store = start();
      store.send({ type: 'restaurant.delete', id: 'restaurant-2' });
      store.send({ type: 'restaurant.add', restaurant: draftRestaurant() });
      expect(selectRestaurants(store.getSnapshot()).map((r) => r.id)).toEqual(['restaurant-1', 'restaurant-3']);
    });

    it('updates a restaurant and the snapshot embedded in its orders', () => {
      const store = start();
      const before = store.getSnapshot().context;
      const renamed = { ...makeRestaurant(), name: 'Bella Roma', isOpen: false };
      store.send({ type: 'restaurant.update', restaurant: renamed });
      const { restaurants, orders, menuItems, users } = store.getSnapshot().context;
      expect(restaurants[0]).toEqual(renamed);
      expect(restaurants[1]).toBe(before.restaurants[1]);
      expect(orders.map((o) => o.restaurant.name)).toEqual(['Bella Roma', SEED.restaurants[1]!.name, 'Bella Roma']);
      expect(orders[1]).toBe(before.orders[1]);
      expect(orders[0]?.status).toBe('preparing');
      expect(menuItems).toBe(before.menuItems);
      expect(users).toBe(before.users);
    });

    it('keeps the orders list when no order embeds the restaurant', () => {
      const seed = makeSeed();
      const lonely = makeRestaurant({ id: 'restaurant-9' });
      const store = start({ ...seed, restaurants: [...seed.restaurants, lonely] });
      store.send({ type: 'restaurant.update', restaurant: { ...lonely, name: 'Renamed' } });
      expect(selectOrders(store.getSnapshot())).toBe(seed.orders);
    });

    it('deletes a restaurant and its menu items, and keeps its orders', () => {
      const seed = makeSeed();
      const store = start(seed);
      store.send({ type: 'restaurant.delete', id: 'restaurant-1' });
      const { restaurants, menuItems, orders } = store.getSnapshot().context;
      expect(restaurants.map((r) => r.id)).toEqual(['restaurant-2']);
      expect(menuItems.map((m) => m.id)).toEqual(['restaurant-2-item-1', 'restaurant-2-item-2']);
      expect(orders).toBe(seed.orders);
    });

    it('ignores updates and deletes for unknown ids', () => {
      const store = start();
      const before = store.getSnapshot().context;
      store.send({ type: 'restaurant.update', restaurant: makeRestaurant({ id: 'restaurant-99' }) });
      store.send({ type: 'restaurant.delete', id: 'restaurant-99' });
      expect(store.getSnapshot().context).toBe(before);
    });
  });

  describe('menu items', () => {
    it('adds an item with the next id for its restaurant', () => {
      const store = start();
      store.send({ type: 'menuItem.add', menuItem: draftMenuItem() });
      store.send({ type: 'menuItem.add', menuItem: draftMenuItem({ restaurantId: 'restaurant-1' }) });
      expect(
        selectMenuItems(store.getSnapshot())
          .slice(-2)
          .map((m) => m.id),
      ).toEqual(['restaurant-2-item-3', 'restaurant-1-item-3']);
    });

    it('does not reuse the id of a deleted item that orders still embed', () => {
      const seed = makeSeed();
      const line = { ...makeMenuItem({ id: 'restaurant-2-item-5', restaurantId: 'restaurant-2' }), quantity: 1 };
      const store = start({ ...seed, orders: [...seed.orders, makeOrder({ id: 'order-x', items: [line] })] });
      store.send({ type: 'menuItem.add', menuItem: draftMenuItem() });
      expect(selectMenuItems(store.getSnapshot()).at(-1)?.id).toBe('restaurant-2-item-6');
    });

    it("never hands out a deleted item's id again, over delete/add cycles", () => {
      const { store, items } = storeAndCart();
      const handedOut = new Set(items().map((m) => m.id));
      for (let round = 0; round < 5; round += 1) {
        store.send({ type: 'menuItem.add', menuItem: draftMenuItem() });
        const added = items().at(-1)!;
        expect(handedOut.has(added.id)).toBe(false);
        handedOut.add(added.id);
        store.send({ type: 'menuItem.delete', id: added.id });
      }
      // Deleting a whole restaurant does not free its items' ids either.
      store.send({ type: 'restaurant.delete', id: 'restaurant-2' });
      store.send({ type: 'restaurant.add', restaurant: draftRestaurant() });
      const restaurant = selectRestaurants(store.getSnapshot()).at(-1)!;
      expect(restaurant.id).toBe('restaurant-3');
      store.send({ type: 'menuItem.add', menuItem: draftMenuItem({ restaurantId: 'restaurant-2' }) });
      expect(handedOut.has(items().at(-1)!.id)).toBe(false);
    });

    it("a deleted item's cart line stays as it was; a new item gets its own line", () => {
      const { store, cart, items } = storeAndCart();
      store.send({ type: 'menuItem.add', menuItem: draftMenuItem({ name: 'Churros' }) });
      const churros = items().at(-1)!;
      cart.send({ type: 'cart.add', item: churros });
      store.send({ type: 'menuItem.delete', id: churros.id });

      store.send({ type: 'menuItem.add', menuItem: draftMenuItem({ name: 'Mochi', price: 4.5 }) });
      const mochi = items().at(-1)!;
      expect(mochi.id).not.toBe(churros.id);
      // The new item is not "already in the cart", and adding it makes a line of its own.
      expect(cart.getSnapshot().context.items.some((line) => line.id === mochi.id)).toBe(false);
      cart.send({ type: 'cart.add', item: mochi });
      expect(cart.getSnapshot().context.items.map((line) => [line.id, line.name, line.quantity])).toEqual([
        [churros.id, 'Churros', 1],
        [mochi.id, 'Mochi', 1],
      ]);
    });

    it('updates and deletes an item, leaving other lists alone', () => {
      const seed = makeSeed();
      const store = start(seed);
      const cheaper = { ...makeMenuItem(), price: 9.99 };
      store.send({ type: 'menuItem.update', menuItem: cheaper });
      expect(selectMenuItems(store.getSnapshot())[0]).toEqual(cheaper);
      store.send({ type: 'menuItem.delete', id: 'restaurant-1-item-2' });
      const { menuItems, restaurants } = store.getSnapshot().context;
      expect(menuItems.map((m) => m.id)).toEqual(['restaurant-1-item-1', 'restaurant-2-item-1', 'restaurant-2-item-2']);
      expect(restaurants).toBe(seed.restaurants);
    });

    it('ignores updates and deletes for unknown ids', () => {
      const store = start();
      const before = store.getSnapshot().context;
      store.send({ type: 'menuItem.update', menuItem: makeMenuItem({ id: 'nope' }) });
      store.send({ type: 'menuItem.delete', id: 'nope' });
      expect(store.getSnapshot().context).toBe(before);
    });
  });

  describe('undo of a delete (records.restore)', () => {
    it('puts a deleted restaurant back with its menu items, each where it was', () => {
      const store = start();
      const before = store.getSnapshot().context;
      const removal = restaurantRemoval(before, 'restaurant-2');
      expect(removal.restaurants.map((p) => p.record.id)).toEqual(['restaurant-2']);
      expect(removal.menuItems.length).toBeGreaterThan(0);
      store.send({ type: 'restaurant.delete', id: 'restaurant-2' });
      store.send({ type: 'records.restore', removal });
      const after = store.getSnapshot().context;
      expect(after.restaurants).toEqual(before.restaurants);
      expect(after.menuItems).toEqual(before.menuItems);
    });

    it('puts a deleted menu item back at its place, after later deletes too', () => {
      const store = start();
      const before = selectMenuItems(store.getSnapshot());
      const removal = menuItemRemoval(store.getSnapshot().context, 'restaurant-1-item-2');
      store.send({ type: 'menuItem.delete', id: 'restaurant-1-item-2' });
      store.send({ type: 'menuItem.delete', id: 'restaurant-1-item-5' });
      store.send({ type: 'records.restore', removal });
      expect(selectMenuItems(store.getSnapshot())).toEqual(before.filter((m) => m.id !== 'restaurant-1-item-5'));
    });

    it('restores nothing twice, and no menu item without its restaurant', () => {
      const store = start();
      const itemRemoval = menuItemRemoval(store.getSnapshot().context, 'restaurant-1-item-2');
      store.send({ type: 'menuItem.delete', id: 'restaurant-1-item-2' });
      store.send({ type: 'restaurant.delete', id: 'restaurant-1' });
      store.send({ type: 'records.restore', removal: itemRemoval });
      expect(selectMenuItems(store.getSnapshot()).some((m) => m.restaurantId === 'restaurant-1')).toBe(false);
      const twice = start();
      const removal = restaurantRemoval(twice.getSnapshot().context, 'restaurant-3');
      twice.send({ type: 'restaurant.delete', id: 'restaurant-3' });
      twice.send({ type: 'records.restore', removal });
      const once = twice.getSnapshot().context;
      twice.send({ type: 'records.restore', removal });
      expect(twice.getSnapshot().context.restaurants).toBe(once.restaurants);
      expect(twice.getSnapshot().context.menuItems).toBe(once.menuItems);
    });
  });

  describe('statuses', () => {
    it('sets any order status directly, in any order', () => {
      const store = start();
      store.send({ type: 'order.setStatus', id: secondOrder.id, status: 'preparing' });
      store.send({ type: 'order.setStatus', id: firstOrder.id, status: 'delivered' });
      expect(selectOrders(store.getSnapshot()).map((o) => o.status)).toEqual(['delivered', 'preparing', 'on-the-way']);
    });

    it('switches a user status freely', () => {
      const store = start();
      store.send({ type: 'user.setStatus', id: 'user-1', status: 'inactive' });
      store.send({ type: 'user.setStatus', id: 'user-2', status: 'active' });
      expect(selectUsers(store.getSnapshot()).map((u) => u.status)).toEqual(['inactive', 'active']);
    });

    it('ignores unknown ids', () => {
      const store = start();
      const before = store.getSnapshot().context;
      store.send({ type: 'order.setStatus', id: 'order-nope', status: 'delivered' });
      store.send({ type: 'user.setStatus', id: 'user-nope', status: 'inactive' });
      expect(store.getSnapshot().context).toBe(before);
    });
  });

  it('resumes from a persisted snapshot', () => {
    const first = start();
    first.send({ type: 'restaurant.delete', id: 'restaurant-2' });
    const persisted = first.getPersistedSnapshot();
    first.stop();
    const resumed = createActor(dataStoreMachine, { input: makeSeed(), snapshot: persisted }).start();
    expect(selectRestaurants(resumed.getSnapshot()).map((r) => r.id)).toEqual(['restaurant-1']);
    resumed.send({ type: 'restaurant.add', restaurant: draftRestaurant() });
    expect(selectRestaurants(resumed.getSnapshot()).map((r) => r.id)).toEqual(['restaurant-1', 'restaurant-3']);
  });

  it('selects a restaurant by id', () => {
    const store = start();
    expect(selectRestaurantById('restaurant-2')(store.getSnapshot())?.name).toBe(SEED.restaurants[1]!.name);
    expect(selectRestaurantById('restaurant-99')(store.getSnapshot())).toBeUndefined();
  });

  describe('paths', () => {
    const input = makeSeed();
    const events: DataStoreEvent[] = [
      { type: 'restaurant.add', restaurant: draftRestaurant() },
      { type: 'restaurant.update', restaurant: { ...makeRestaurant(), name: 'Bella Roma' } },
      { type: 'restaurant.update', restaurant: makeRestaurant({ id: 'restaurant-99' }) },
      { type: 'restaurant.delete', id: 'restaurant-2' },
      { type: 'restaurant.delete', id: 'restaurant-99' },
      { type: 'menuItem.add', menuItem: draftMenuItem() },
      { type: 'menuItem.update', menuItem: { ...makeMenuItem(), price: 9.99 } },
      { type: 'menuItem.update', menuItem: makeMenuItem({ id: 'nope' }) },
      { type: 'menuItem.delete', id: 'restaurant-1-item-1' },
      { type: 'menuItem.delete', id: 'nope' },
      { type: 'records.restore', removal: restaurantRemoval(input, 'restaurant-2') },
      { type: 'records.restore', removal: menuItemRemoval(input, 'restaurant-1-item-1') },
      { type: 'order.setStatus', id: firstOrder.id, status: 'delivered' },
      { type: 'order.setStatus', id: 'order-nope', status: 'delivered' },
      { type: 'user.setStatus', id: 'user-1', status: 'inactive' },
      { type: 'user.setStatus', id: 'user-nope', status: 'inactive' },
    ];
    const paths = getShortestPaths(dataStoreMachine, { input, events, serializeState: byTransition });

    it.each(pathCases(paths))('reaches %s', (_, path) => {
      const { actor } = replay(dataStoreMachine, input, eventsOf(path));
      const { value, context } = actor.getSnapshot();
      expect(value).toEqual(path.state.value);
      // Invariants: ids stay unique, and no menu item outlives its restaurant.
      const restaurantIds = context.restaurants.map((r) => r.id);
      const itemIds = context.menuItems.map((m) => m.id);
      expect(new Set(restaurantIds).size).toBe(restaurantIds.length);
      expect(new Set(itemIds).size).toBe(itemIds.length);
      for (const item of context.menuItems) expect(restaurantIds).toContain(item.restaurantId);
    });

    // A staged seed: starting → seeding, and seed.finished (or nothing else) from there.
    const stagedInput = staged().input;
    const stagedEvents: DataStoreEvent[] = [{ type: 'seed.finished', data: makeSeed() }, ...events.slice(0, 2)];
    const stagedPaths = getShortestPaths(heldSeeding, {
      input: stagedInput,
      events: stagedEvents,
      serializeState: byTransition,
    });

    it.each(pathCases(stagedPaths))('staged seed: reaches %s', (_, path) => {
      const { actor } = replay(heldSeeding, stagedInput, eventsOf(path));
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      const seeded = eventsOf(path).some((event) => event.type === 'seed.finished');
      expect(actor.getSnapshot().context.users).toHaveLength(seeded ? makeSeed().users.length : 0);
    });

    it('cover every state and transition (a whole seed and a staged one together)', () => {
      const whole = coverage(heldSeeding, input, paths);
      const stagedRun = coverage(heldSeeding, stagedInput, stagedPaths);
      expect({
        missingStates: whole.missingStates.filter((id) => stagedRun.missingStates.includes(id)),
        missingTransitions: whole.missingTransitions.filter((key) => stagedRun.missingTransitions.includes(key)),
      }).toEqual({ missingStates: [], missingTransitions: [] });
    });
  });
});
