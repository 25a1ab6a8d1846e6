/**
 * Small, consistent slices of the default data set for the admin page stories, so that a page
 * (and its screenshot) shows a handful of cards or rows instead of 192 menu items or 200 orders.
 */
import { getSeedData } from '../../src/data';
import type { SeedData } from '../../src/domain';

/** The first `restaurants` restaurants, `itemsEach` menu items of each, `users` users and `orders` orders of those restaurants. */
export function smallSeedData({ restaurants = 3, itemsEach = 2, users = 6, orders = 8 } = {}): SeedData {
  const seed = getSeedData();
  const kept = structuredClone(seed.restaurants.slice(0, restaurants));
  const ids = new Set(kept.map((r) => r.id));
  const perRestaurant = new Map<string, number>();
  const menuItems = seed.menuItems.filter((item) => {
    if (!ids.has(item.restaurantId)) return false;
    const count = perRestaurant.get(item.restaurantId) ?? 0;
    perRestaurant.set(item.restaurantId, count + 1);
    return count < itemsEach;
  });
  return {
    restaurants: kept,
    menuItems: structuredClone(menuItems),
    users: structuredClone(seed.users.slice(0, users)),
    orders: structuredClone(seed.orders.filter((order) => ids.has(order.restaurant.id)).slice(0, orders)),
  };
}

/** No records at all (every list and table shows its empty state). */
export const EMPTY_DATA: SeedData = { restaurants: [], menuItems: [], users: [], orders: [] };
