/**
 * The app-wide in-memory store (spec sections 1 and 4): restaurants, menu
 * items, users and orders, seeded once and edited by the admin. Changes are
 * lost on reload. Shared through `DataStoreContext.tsx`.
 *
 * Every change replaces only the lists it touches, so a view selecting
 * `orders` does not re-render when a restaurant is renamed unless an order
 * embeds that restaurant.
 */
import { assertEvent, assign, setup, type AnyActorRef } from 'xstate';
import type { MenuItem, Order, OrderStatus, Restaurant, SeedData, User, UserStatus } from '../domain/types';

export interface DataStoreMachineContext extends SeedData {
  /**
   * Every id the store has held or handed out during this visit: the seed's records and order lines, and
   * every record added since, deleted ones included. New ids are numbered past all of them, so an id once
   * used (by a record, an order line or a cart line, which copies a menu item's id) never comes back.
   */
  usedIds: ReadonlySet<string>;
  /** Stage 2 of a staged seed, until it has run (`seeding`); then `undefined`. */
  finishSeed: (() => SeedData) | undefined;
}

/**
 * The seed the store starts with. With `finish`, the lists are stage 1 of `createSeedStages` (every
 * restaurant; no menus, users or orders yet): the store shows them at once and calls `finish()` after
 * the first paint for the whole data set. Without it, the lists are the whole data set.
 */
export interface DataStoreInput extends SeedData {
  finish?: () => SeedData;
}

/** A restaurant from the Add form: the store owns ids, so a draft has none. */
export type RestaurantDraft = Omit<Restaurant, 'id'>;

/** A menu item from the Add form: the store owns ids, so a draft has none. */
export type MenuItemDraft = Omit<MenuItem, 'id'>;

export type DataStoreEvent =
  /** Stage 2 is made: the whole data set (sent by the store's own `finishSeed` actor). */
  | { type: 'seed.finished'; data: SeedData }
  | { type: 'restaurant.add'; restaurant: RestaurantDraft }
  | { type: 'restaurant.update'; restaurant: Restaurant }
  /** Also deletes the restaurant's menu items; orders keep their snapshot. */
  | { type: 'restaurant.delete'; id: string }
  | { type: 'menuItem.add'; menuItem: MenuItemDraft }
  | { type: 'menuItem.update'; menuItem: MenuItem }
  | { type: 'menuItem.delete'; id: string }
  /** Undo of a delete: puts the removed records back where they were (`restaurantRemoval`, `menuItemRemoval`). */
  | { type: 'records.restore'; removal: Removal }
  | { type: 'order.setStatus'; id: string; status: OrderStatus }
  | { type: 'user.setStatus'; id: string; status: UserStatus };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The next id of the form `${prefix}-${n}`: one more than the largest `n`
 * among `existingIds` that have exactly that prefix (1 when there are none).
 *
 * `nextId('restaurant', ['restaurant-3', 'restaurant-12'])` → `'restaurant-13'`;
 * `nextId('restaurant-2-item', ids)` → `'restaurant-2-item-17'`.
 */
export function nextId(prefix: string, existingIds: Iterable<string>): string {
  const pattern = new RegExp(`^${escapeRegExp(prefix)}-(\\d+)$`);
  let max = 0;
  for (const id of existingIds) {
    const match = pattern.exec(id);
    if (match?.[1] !== undefined) max = Math.max(max, Number(match[1]));
  }
  return `${prefix}-${max + 1}`;
}

/** The next menu item id for a restaurant: `${restaurantId}-item-${n}`. */
export function nextMenuItemId(restaurantId: string, existingIds: Iterable<string>): string {
  return nextId(`${restaurantId}-item`, existingIds);
}

/** The ids a seed holds: restaurants, menu items, users, orders, and the restaurants and items orders embed. */
function idsOf(data: SeedData): Set<string> {
  return new Set([
    ...data.restaurants.map((r) => r.id),
    ...data.menuItems.map((m) => m.id),
    ...data.users.map((u) => u.id),
    ...data.orders.flatMap((o) => [o.id, o.restaurant.id, ...o.items.map((line) => line.id)]),
  ]);
}

/** A record and the position it had in its list. */
export interface Placed<T> {
  record: T;
  index: number;
}

/** What a delete takes out of the store, with each record's place: enough to put it back exactly. */
export interface Removal {
  restaurants: Placed<Restaurant>[];
  menuItems: Placed<MenuItem>[];
}

const placedWhere = <T>(list: readonly T[], keep: (record: T) => boolean): Placed<T>[] =>
  list.flatMap((record, index) => (keep(record) ? [{ record, index }] : []));

/** What deleting restaurant `id` removes: the restaurant and its menu items, each with its place. */
export function restaurantRemoval(data: Pick<SeedData, 'restaurants' | 'menuItems'>, id: string): Removal {
  return {
    restaurants: placedWhere(data.restaurants, (r) => r.id === id),
    menuItems: placedWhere(data.menuItems, (item) => item.restaurantId === id),
  };
}

/** What deleting menu item `id` removes. */
export function menuItemRemoval(data: Pick<SeedData, 'menuItems'>, id: string): Removal {
  return { restaurants: [], menuItems: placedWhere(data.menuItems, (item) => item.id === id) };
}

/** `list` with each placed record put back at its index (in index order); records already there are skipped. */
function putBack<T extends { id: string }>(list: T[], placed: readonly Placed<T>[]): T[] {
  const missing = placed.filter(({ record }) => !list.some((x) => x.id === record.id));
  if (missing.length === 0) return list;
  const next = [...list];
  for (const { record, index } of [...missing].sort((a, b) => a.index - b.index)) {
    next.splice(Math.min(index, next.length), 0, record);
  }
  return next;
}

/** Drops an `id` a caller may have put on a draft anyway (the store owns ids). */
function withoutId<T extends object>(draft: T): Omit<T, 'id'> {
  const { id: _ignored, ...fields } = draft as T & { id?: unknown };
  return fields;
}

/** Replaces the record with `next.id`; the same array when there is none. */
function replaceById<T extends { id: string }>(list: T[], next: T): T[] {
  return list.some((x) => x.id === next.id) ? list.map((x) => (x.id === next.id ? next : x)) : list;
}

/** Applies `change` to the record with `id`; the same array when there is none. */
function updateById<T extends { id: string }>(list: T[], id: string, change: (record: T) => T): T[] {
  return list.some((x) => x.id === id) ? list.map((x) => (x.id === id ? change(x) : x)) : list;
}

/**
 * Runs `run` once the page has painted: in the task after the next frame (a frame callback runs just
 * before a paint, a timeout set there after it). A hidden page paints no frames: there, and outside a
 * browser, after the current task. Returns a cancel function.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
  if (typeof requestAnimationFrame !== 'function' || !visible) {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** The cancel function of each store's scheduled stage 2. */
const pendingStage2 = new WeakMap<AnyActorRef, () => void>();

export const dataStoreMachine = setup({
  types: {
    context: {} as DataStoreMachineContext,
    events: {} as DataStoreEvent,
    input: {} as DataStoreInput,
  },
  actions: {
    /**
     * Makes stage 2 after the first paint and sends it to the store as `seed.finished`. (Scheduled by an
     * action, not an invoked `fromCallback` actor: that one import moved a shared chunk of xstate into
     * home's start-up, two more files, as `npm run bench` showed.)
     */
    scheduleStage2: ({ context, self }) => {
      const finish = context.finishSeed;
      if (!finish) return;
      pendingStage2.set(
        self,
        afterNextPaint(() => {
          pendingStage2.delete(self);
          // A store stopped meanwhile (exit actions do not run on stop) needs no stage 2.
          if (self.getSnapshot().status === 'active') self.send({ type: 'seed.finished', data: finish() });
        }),
      );
    },
    /** Forgets stage 2 when the store leaves `seeding` before it ran (`seed.finished` came from elsewhere). */
    cancelStage2: ({ self }) => {
      pendingStage2.get(self)?.();
      pendingStage2.delete(self);
    },
    takeWholeSeed: assign(({ event }) => {
      assertEvent(event, 'seed.finished');
      const { data } = event;
      return {
        restaurants: data.restaurants,
        menuItems: data.menuItems,
        users: data.users,
        orders: data.orders,
        usedIds: idsOf(data),
        finishSeed: undefined,
      };
    }),
    addRestaurant: assign(({ context, event }) => {
      assertEvent(event, 'restaurant.add');
      const restaurant: Restaurant = { ...withoutId(event.restaurant), id: nextId('restaurant', context.usedIds) };
      return {
        restaurants: [...context.restaurants, restaurant],
        usedIds: new Set([...context.usedIds, restaurant.id]),
      };
    }),
    updateRestaurant: assign(({ context, event }) => {
      assertEvent(event, 'restaurant.update');
      const { restaurant } = event;
      const embedsIt = (order: Order) => order.restaurant.id === restaurant.id;
      return {
        restaurants: replaceById(context.restaurants, restaurant),
        orders: context.orders.some(embedsIt)
          ? context.orders.map((order) => (embedsIt(order) ? { ...order, restaurant } : order))
          : context.orders,
      };
    }),
    deleteRestaurant: assign(({ context, event }) => {
      assertEvent(event, 'restaurant.delete');
      const belongs = (item: MenuItem) => item.restaurantId === event.id;
      return {
        restaurants: context.restaurants.filter((r) => r.id !== event.id),
        menuItems: context.menuItems.some(belongs)
          ? context.menuItems.filter((item) => !belongs(item))
          : context.menuItems,
      };
    }),
    addMenuItem: assign(({ context, event }) => {
      assertEvent(event, 'menuItem.add');
      const fields = withoutId(event.menuItem);
      const menuItem: MenuItem = { ...fields, id: nextMenuItemId(fields.restaurantId, context.usedIds) };
      return { menuItems: [...context.menuItems, menuItem], usedIds: new Set([...context.usedIds, menuItem.id]) };
    }),
    updateMenuItem: assign(({ context, event }) => {
      assertEvent(event, 'menuItem.update');
      return { menuItems: replaceById(context.menuItems, event.menuItem) };
    }),
    deleteMenuItem: assign(({ context, event }) => {
      assertEvent(event, 'menuItem.delete');
      return { menuItems: context.menuItems.filter((item) => item.id !== event.id) };
    }),
    restoreRecords: assign(({ context, event }) => {
      assertEvent(event, 'records.restore');
      const restaurants = putBack(context.restaurants, event.removal.restaurants);
      // A menu item comes back only with its restaurant (deleted since? then it stays deleted).
      const items = event.removal.menuItems.filter(({ record }) =>
        restaurants.some((r) => r.id === record.restaurantId),
      );
      return { restaurants, menuItems: putBack(context.menuItems, items) };
    }),
    setOrderStatus: assign(({ context, event }) => {
      assertEvent(event, 'order.setStatus');
      return { orders: updateById(context.orders, event.id, (order: Order) => ({ ...order, status: event.status })) };
    }),
    setUserStatus: assign(({ context, event }) => {
      assertEvent(event, 'user.setStatus');
      return { users: updateById(context.users, event.id, (user: User) => ({ ...user, status: event.status })) };
    }),
  },
  guards: {
    /** The store was given stage 1 of a staged seed: stage 2 is still to come. */
    seedPending: ({ context }) => context.finishSeed !== undefined,
    /** The event names a restaurant the store holds. */
    restaurantExists: ({ context, event }) => {
      assertEvent(event, ['restaurant.update', 'restaurant.delete']);
      const id = event.type === 'restaurant.update' ? event.restaurant.id : event.id;
      return context.restaurants.some((r) => r.id === id);
    },
    /** The event names a menu item the store holds. */
    menuItemExists: ({ context, event }) => {
      assertEvent(event, ['menuItem.update', 'menuItem.delete']);
      const id = event.type === 'menuItem.update' ? event.menuItem.id : event.id;
      return context.menuItems.some((m) => m.id === id);
    },
    orderExists: ({ context, event }) => {
      assertEvent(event, 'order.setStatus');
      return context.orders.some((o) => o.id === event.id);
    },
    userExists: ({ context, event }) => {
      assertEvent(event, 'user.setStatus');
      return context.users.some((u) => u.id === event.id);
    },
  },
}).createMachine({
  id: 'dataStore',
  description: 'In-memory restaurants, menu items, users and orders; admin edits are lost on reload.',
  context: ({ input }) => ({
    restaurants: input.restaurants,
    menuItems: input.menuItems,
    users: input.users,
    orders: input.orders,
    usedIds: idsOf(input),
    finishSeed: input.finish,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Reads the seed: a staged seed (stage 1 only) is seeding, a whole one is ready at once.',
      always: [{ guard: 'seedPending', target: 'seeding' }, { target: 'ready' }],
    },
    seeding: {
      description:
        'Restaurants are in (home can paint); menus, users and orders are made after the first paint. ' +
        'No edits are taken here: the pages that edit wait for ready behind a loading state.',
      entry: 'scheduleStage2',
      exit: 'cancelStage2',
      on: { 'seed.finished': { target: 'ready', actions: 'takeWholeSeed' } },
    },
    ready: {
      description: 'Seeded and accepting edits. Edits naming an unknown id are ignored (their guard fails).',
      on: {
        'restaurant.add': { actions: 'addRestaurant' },
        'restaurant.update': { guard: 'restaurantExists', actions: 'updateRestaurant' },
        'restaurant.delete': { guard: 'restaurantExists', actions: 'deleteRestaurant' },
        'menuItem.add': { actions: 'addMenuItem' },
        'menuItem.update': { guard: 'menuItemExists', actions: 'updateMenuItem' },
        'menuItem.delete': { guard: 'menuItemExists', actions: 'deleteMenuItem' },
        'records.restore': { actions: 'restoreRecords' },
        'order.setStatus': { guard: 'orderExists', actions: 'setOrderStatus' },
        'user.setStatus': { guard: 'userExists', actions: 'setUserStatus' },
      },
    },
  },
});
