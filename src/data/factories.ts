/**
 * The one fixtures module: entities for stories and tests (domain, data and machine tests too), taken from the
 * default data set (`DEFAULT_SEED`, `DEFAULT_NOW`) and merged with overrides, e.g.
 * `makeRestaurant({ isOpen: false })`. Each call returns a fresh deep copy.
 */
import { lineTotal } from '../domain/money';
import type { CartItem, MenuItem, Order, OrderStatus, Restaurant, SeedData, User } from '../domain/types';
import { DEFAULT_NOW, DEFAULT_SEED } from './constants';
import { createSeedData } from './generator';

const cache = new Map<string, SeedData>();

/**
 * The generated data set for (seed, now, scale), memoized. Shared between callers:
 * treat it as read-only (copy with `structuredClone` before mutating).
 */
export function getSeedData(seed: number = DEFAULT_SEED, now: Date = DEFAULT_NOW, scale = 1): SeedData {
  const key = `${seed}@${now.getTime()}×${scale}`;
  let data = cache.get(key);
  if (!data) {
    data = createSeedData({ seed, now, scale });
    cache.set(key, data);
  }
  return data;
}

/** The `n`-th (1-based, wrapping around) element of a non-empty list, deep-copied and merged with overrides. */
function pick<T extends object>(list: readonly T[], n: number, overrides: Partial<T>): T {
  const index = (((Math.trunc(n) - 1) % list.length) + list.length) % list.length;
  const base = list[index];
  if (base === undefined) throw new Error('The default data set is empty');
  return { ...structuredClone(base), ...overrides };
}

function openRestaurants(): Restaurant[] {
  return getSeedData().restaurants.filter((restaurant) => restaurant.isOpen);
}

/** The `n`-th open restaurant of the default data set, with overrides. */
export function makeRestaurant(overrides: Partial<Restaurant> = {}, n = 1): Restaurant {
  return pick(openRestaurants(), n, overrides);
}

/**
 * The `n`-th menu item of the open restaurants in order, with overrides:
 * `n` 1–16 are the menu of `makeRestaurant()`.
 */
export function makeMenuItem(overrides: Partial<MenuItem> = {}, n = 1): MenuItem {
  const open = new Set(openRestaurants().map((restaurant) => restaurant.id));
  return pick(
    getSeedData().menuItems.filter((item) => open.has(item.restaurantId)),
    n,
    overrides,
  );
}

/** The `n`-th active user of the default data set, with overrides. */
export function makeUser(overrides: Partial<User> = {}, n = 1): User {
  return pick(
    getSeedData().users.filter((user) => user.status === 'active'),
    n,
    overrides,
  );
}

/** The `n`-th newest order of the default data set, with overrides. */
export function makeOrder(overrides: Partial<Order> = {}, n = 1): Order {
  return pick(getSeedData().orders, n, overrides);
}

/** The `n`-th menu item (as `makeMenuItem`) as a cart line of `quantity` (default 1). */
export function makeCartItem(overrides: Partial<CartItem> = {}, n = 1): CartItem {
  const { quantity = 1, ...item } = overrides;
  return { ...makeMenuItem(item, n), quantity };
}

/**
 * A small data set from the default one, for tests that need a whole store: restaurants 1 and 2 (the second
 * closed), the first two menu items of each, users 1 and 2 (the second inactive), and three orders (restaurant
 * 1's preparing, restaurant 2's delivered, restaurant 1's on the way), each of two of its restaurant's first
 * dish, so every id in it is one of `restaurant-1`, `restaurant-2`, `restaurant-{1,2}-item-{1,2}`, `user-{1,2}`.
 */
export function makeSeed(): SeedData {
  const data = getSeedData();
  const restaurants = [pick(data.restaurants, 1, {}), pick(data.restaurants, 2, { isOpen: false })];
  const menuItems = restaurants.flatMap((restaurant) =>
    structuredClone(data.menuItems.filter((item) => item.restaurantId === restaurant.id).slice(0, 2)),
  );
  const order = (restaurant: Restaurant, n: number, status: OrderStatus): Order => {
    const dish = menuItems.find((item) => item.restaurantId === restaurant.id);
    if (dish === undefined) throw new Error(`${restaurant.id} has no menu items`);
    const own = data.orders.filter((o) => o.restaurant.id === restaurant.id);
    return {
      ...pick(own, n, {}),
      restaurant,
      items: [{ ...dish, quantity: 2 }],
      total: lineTotal(dish.price, 2),
      status,
    };
  };
  const [first, second] = restaurants as [Restaurant, Restaurant];
  return {
    restaurants,
    menuItems,
    users: [pick(data.users, 1, { status: 'active' }), pick(data.users, 2, { status: 'inactive' })],
    orders: [order(first, 1, 'preparing'), order(second, 1, 'delivered'), order(first, 2, 'on-the-way')],
  };
}

/** A copy of `record` without its id: what an Add form hands the store. */
export function withoutId<T extends { id: string }>(record: T): Omit<T, 'id'> {
  const copy: Partial<T> = { ...record };
  delete copy.id;
  return copy as Omit<T, 'id'>;
}
