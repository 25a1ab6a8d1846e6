/**
 * Entities for stories and tests: taken from the default data set
 * (`DEFAULT_SEED`, `DEFAULT_NOW`) and merged with overrides, e.g.
 * `makeRestaurant({ isOpen: false })`. Each call returns a fresh deep copy.
 */
import type { MenuItem, Order, Restaurant, SeedData, User } from '../domain/types';
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
