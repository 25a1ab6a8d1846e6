/**
 * Small, consistent slices of the toolbar seed's data set for the admin page stories, so that a page
 * (and its screenshot) shows a handful of cards or rows instead of 192 menu items or 200 orders.
 * Each is a `parameters.dataFromSeed` (see stories/support/storyData.ts): it follows the "Data seed"
 * menu, and plays read the same slice with `storyData(context)`.
 */
import type { SeedData } from '../../src/domain';
import type { DataFromSeed } from '../support/storyData';

export interface SliceOptions {
  /** The first N restaurants. */
  restaurants?: number;
  /** The first N menu items of each of them. */
  itemsEach?: number;
  /** The first N users. */
  users?: number;
  /** The first N orders of the kept restaurants. */
  orders?: number;
}

/** The first `restaurants` restaurants, `itemsEach` menu items of each, `users` users and `orders` orders of those restaurants (a deep copy). */
export function sliceOf(
  data: SeedData,
  { restaurants = 3, itemsEach = 2, users = 6, orders = 8 }: SliceOptions = {},
): SeedData {
  const kept = structuredClone(data.restaurants.slice(0, restaurants));
  const ids = new Set(kept.map((r) => r.id));
  const perRestaurant = new Map<string, number>();
  const menuItems = data.menuItems.filter((item) => {
    if (!ids.has(item.restaurantId)) return false;
    const count = perRestaurant.get(item.restaurantId) ?? 0;
    perRestaurant.set(item.restaurantId, count + 1);
    return count < itemsEach;
  });
  return {
    restaurants: kept,
    menuItems: structuredClone(menuItems),
    users: structuredClone(data.users.slice(0, users)),
    orders: structuredClone(data.orders.filter((order) => ids.has(order.restaurant.id)).slice(0, orders)),
  };
}

/** `sliceOf` as a `parameters.dataFromSeed`, optionally changed further (`then`). */
export function smallSlice(options: SliceOptions = {}, then: (data: SeedData) => SeedData = (d) => d): DataFromSeed {
  return (data) => then(sliceOf(data, options));
}

/** No records at all (every list and table shows its empty state). */
export const EMPTY_DATA: SeedData = { restaurants: [], menuItems: [], users: [], orders: [] };
