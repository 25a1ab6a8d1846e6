/** Admin dashboard figures and user detail figures. */
import { formatDate } from './format';
import { averageAmount, sumCents } from './money';
import type { AdminStats, Order, Restaurant, User } from './types';

/** Shown as the top restaurant when there are no orders. */
export const NO_ORDERS_YET = 'No orders yet';

const DAY_MS = 24 * 60 * 60 * 1000;

function sameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * Name of the restaurant with the most orders. Ties go to the restaurant that
 * comes first in `restaurants`; restaurants that are no longer listed (deleted)
 * compete after the listed ones, under the name their orders carry.
 */
function topRestaurantName(restaurants: readonly Restaurant[], orders: readonly Order[]): string {
  const counts = new Map<string, number>();
  const names = new Map<string, string>();
  for (const restaurant of restaurants) names.set(restaurant.id, restaurant.name);
  for (const order of orders) {
    const id = order.restaurant.id;
    counts.set(id, (counts.get(id) ?? 0) + 1);
    if (!names.has(id)) names.set(id, order.restaurant.name);
  }
  let best = NO_ORDERS_YET;
  let bestCount = 0;
  // Map iteration follows insertion order: listed restaurants first.
  for (const [id, name] of names) {
    const count = counts.get(id) ?? 0;
    if (count > bestCount) {
      best = name;
      bestCount = count;
    }
  }
  return best;
}

/** Everything the dashboard shows; "today" is the local calendar day of `now`. */
export function computeAdminStats(
  {
    restaurants,
    orders,
    users,
  }: { restaurants: readonly Restaurant[]; orders: readonly Order[]; users: readonly User[] },
  now: Date,
): AdminStats {
  const today = orders.filter((order) => sameLocalDay(order.orderTime, now));
  const totalRevenue = sumCents(orders.map((order) => order.total));
  return {
    totalRestaurants: restaurants.length,
    totalOrders: orders.length,
    totalUsers: users.length,
    totalRevenue,
    todayOrders: today.length,
    todayRevenue: sumCents(today.map((order) => order.total)),
    averageOrderValue: averageAmount(totalRevenue, orders.length),
    topRestaurant: topRestaurantName(restaurants, orders),
  };
}

/** The `n` newest orders, newest first (a new array; the input is not sorted in place). */
export function recentOrders(orders: readonly Order[], n = 5): Order[] {
  return [...orders].sort((a, b) => b.orderTime.getTime() - a.orderTime.getTime()).slice(0, Math.max(0, n));
}

export interface UserStats {
  /** Dollars: totalSpent / totalOrders rounded to the cent, 0 without orders. */
  averageOrder: number;
  /** Whole days since joinDate (floored, never negative). */
  daysSinceJoining: number;
  /** joinDate formatted like `Nov 21, 2026`. */
  memberSince: string;
}

/** Derived figures for the user detail modal. */
export function userStats(user: User, now: Date): UserStats {
  return {
    averageOrder: averageAmount(user.totalSpent, user.totalOrders),
    daysSinceJoining: Math.max(0, Math.floor((now.getTime() - user.joinDate.getTime()) / DAY_MS)),
    memberSince: formatDate(user.joinDate),
  };
}
