/**
 * The app-wide in-memory store (spec sections 1 and 4): restaurants, menu
 * items, users and orders, seeded once and edited by the admin. Changes are
 * lost on reload. Shared through `DataStoreContext.tsx`.
 *
 * Every change replaces only the lists it touches, so a view selecting
 * `orders` does not re-render when a restaurant is renamed unless an order
 * embeds that restaurant.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { MenuItem, Order, OrderStatus, Restaurant, SeedData, User, UserStatus } from '../domain/types';

export type DataStoreMachineContext = SeedData;

/** A restaurant from the Add form: the store gives it an id when it has none (or a taken one). */
export type RestaurantDraft = Omit<Restaurant, 'id'> & { id?: string };

/** A menu item from the Add form: the store gives it an id when it has none (or a taken one). */
export type MenuItemDraft = Omit<MenuItem, 'id'> & { id?: string };

export type DataStoreEvent =
  | { type: 'restaurant.add'; restaurant: RestaurantDraft }
  | { type: 'restaurant.update'; restaurant: Restaurant }
  /** Also deletes the restaurant's menu items; orders keep their snapshot. */
  | { type: 'restaurant.delete'; id: string }
  | { type: 'menuItem.add'; menuItem: MenuItemDraft }
  | { type: 'menuItem.update'; menuItem: MenuItem }
  | { type: 'menuItem.delete'; id: string }
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

/**
 * Restaurant ids in use, including those only orders still embed (a deleted
 * restaurant's id is not handed out again, so renaming the new one cannot
 * rename the old one's orders).
 */
function restaurantIdsInUse(context: DataStoreMachineContext): Set<string> {
  return new Set([...context.restaurants.map((r) => r.id), ...context.orders.map((o) => o.restaurant.id)]);
}

/** Menu item ids in use, including those only order lines still embed. */
function menuItemIdsInUse(context: DataStoreMachineContext): Set<string> {
  return new Set([
    ...context.menuItems.map((m) => m.id),
    ...context.orders.flatMap((o) => o.items.map((line) => line.id)),
  ]);
}

/** Replaces the record with `next.id`; the same array when there is none. */
function replaceById<T extends { id: string }>(list: T[], next: T): T[] {
  return list.some((x) => x.id === next.id) ? list.map((x) => (x.id === next.id ? next : x)) : list;
}

/** Applies `change` to the record with `id`; the same array when there is none. */
function updateById<T extends { id: string }>(list: T[], id: string, change: (record: T) => T): T[] {
  return list.some((x) => x.id === id) ? list.map((x) => (x.id === id ? change(x) : x)) : list;
}

export const dataStoreMachine = setup({
  types: {
    context: {} as DataStoreMachineContext,
    events: {} as DataStoreEvent,
    input: {} as SeedData,
  },
  actions: {
    addRestaurant: assign(({ context, event }) => {
      assertEvent(event, 'restaurant.add');
      const inUse = restaurantIdsInUse(context);
      const { id, ...fields } = event.restaurant;
      const restaurant: Restaurant = {
        ...fields,
        id: id !== undefined && id !== '' && !inUse.has(id) ? id : nextId('restaurant', inUse),
      };
      return { restaurants: [...context.restaurants, restaurant] };
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
      const inUse = menuItemIdsInUse(context);
      const { id, ...fields } = event.menuItem;
      const menuItem: MenuItem = {
        ...fields,
        id: id !== undefined && id !== '' && !inUse.has(id) ? id : nextMenuItemId(fields.restaurantId, inUse),
      };
      return { menuItems: [...context.menuItems, menuItem] };
    }),
    updateMenuItem: assign(({ context, event }) => {
      assertEvent(event, 'menuItem.update');
      return { menuItems: replaceById(context.menuItems, event.menuItem) };
    }),
    deleteMenuItem: assign(({ context, event }) => {
      assertEvent(event, 'menuItem.delete');
      return { menuItems: context.menuItems.filter((item) => item.id !== event.id) };
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
  }),
  initial: 'ready',
  states: {
    ready: {
      description: 'Seeded and accepting edits. Edits naming an unknown id are ignored (their guard fails).',
      on: {
        'restaurant.add': { actions: 'addRestaurant' },
        'restaurant.update': { guard: 'restaurantExists', actions: 'updateRestaurant' },
        'restaurant.delete': { guard: 'restaurantExists', actions: 'deleteRestaurant' },
        'menuItem.add': { actions: 'addMenuItem' },
        'menuItem.update': { guard: 'menuItemExists', actions: 'updateMenuItem' },
        'menuItem.delete': { guard: 'menuItemExists', actions: 'deleteMenuItem' },
        'order.setStatus': { guard: 'orderExists', actions: 'setOrderStatus' },
        'user.setStatus': { guard: 'userExists', actions: 'setUserStatus' },
      },
    },
  },
});
