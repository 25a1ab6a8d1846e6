/** Pure list filters used by the storefront and the admin screens. */
import { FORM_MENU_CATEGORIES } from './types';
import type { MenuItem, Order, OrderStatus, Restaurant, User, UserStatus } from './types';

/** The value of the "All" chip on the home and restaurant pages. */
export const ALL = 'All';

function normalise(text: string | undefined): string {
  return (text ?? '').trim().toLowerCase();
}

export interface RestaurantFilter {
  /** Free text matched against the name and every cuisine tag; blank means no search. */
  search?: string;
  /** A cuisine tag; `'All'` or undefined means any cuisine. */
  cuisine?: string;
}

/**
 * Restaurants shown on the home page: open ones whose name or any cuisine tag
 * contains the search text (case-insensitive, trimmed) and that carry the
 * selected cuisine.
 */
export function filterRestaurants(
  restaurants: readonly Restaurant[],
  { search, cuisine }: RestaurantFilter = {},
): Restaurant[] {
  const query = normalise(search);
  const wanted = cuisine === undefined || cuisine === ALL ? '' : normalise(cuisine);
  return restaurants.filter((restaurant) => {
    if (!restaurant.isOpen) return false;
    const tags = restaurant.cuisine.map(normalise);
    if (wanted !== '' && !tags.includes(wanted)) return false;
    if (query === '') return true;
    return restaurant.name.toLowerCase().includes(query) || tags.some((tag) => tag.includes(query));
  });
}

/**
 * Under the home page's "No restaurants found matching your criteria.", what emptied the list, in words: the
 * cuisine chip and the search, as `filterRestaurants` applied them (only open restaurants are listed, so the
 * sentence says "open" unless the cuisine sentence already does).
 * - both: 'No open Thai restaurants match "xyz".'
 * - the search only: 'No open restaurants match "xyz".'
 * - the cuisine only: 'No Thai restaurants are open right now.'
 * - neither (every restaurant is closed): 'No restaurants are open right now.'
 */
export function noRestaurantsDetail({ search, cuisine }: RestaurantFilter = {}): string {
  const query = (search ?? '').trim();
  const kind = cuisine === undefined || cuisine === ALL || cuisine.trim() === '' ? '' : `${cuisine.trim()} `;
  if (query !== '') return `No open ${kind}restaurants match "${query}".`;
  return `No ${kind}restaurants are open right now.`;
}

/**
 * Every cuisine tag of the given restaurants, once per cuisine and sorted (the home passes open restaurants).
 * Tags are compared case-insensitively ("thai" and "Thai" are one cuisine, one chip), shown with the first
 * spelling met; the filter matches case-insensitively as well, so that one chip finds both.
 */
export function distinctCuisines(restaurants: readonly Restaurant[]): string[] {
  const byKey = new Map<string, string>();
  for (const tag of restaurants.flatMap((restaurant) => restaurant.cuisine)) {
    const key = normalise(tag);
    if (key !== '' && !byKey.has(key)) byKey.set(key, tag.trim());
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/**
 * The cuisine chip a `?cuisine=` value selects: the chip whose label matches it case-insensitively
 * (trimmed), so `italian` selects 'Italian'; blank, 'All' or a cuisine with no chip selects 'All',
 * which lists every cuisine instead of an empty page.
 */
export function selectedCuisine(value: string | null | undefined, cuisines: readonly string[]): string {
  const wanted = normalise(value ?? undefined);
  if (wanted === '') return ALL;
  return cuisines.find((cuisine) => normalise(cuisine) === wanted) ?? ALL;
}

/** Menu items of one category; `'All'` returns them all. */
export function filterMenuItems(items: readonly MenuItem[], category: string): MenuItem[] {
  return category === ALL ? [...items] : items.filter((item) => item.category === category);
}

const CATEGORY_ORDER: readonly string[] = FORM_MENU_CATEGORIES;

/**
 * Distinct categories of the items in menu order: Starters, Main Course,
 * Desserts, Beverages, Sides, then any others alphabetically.
 */
export function menuCategories(items: readonly MenuItem[]): string[] {
  const present = new Set(items.map((item) => item.category));
  const known = CATEGORY_ORDER.filter((category) => present.has(category));
  const others = [...present]
    .filter((category) => !CATEGORY_ORDER.includes(category))
    .sort((a, b) => a.localeCompare(b, 'en'));
  return [...known, ...others];
}

/** Orders with the given status; `'all'` returns them all. */
export function filterOrdersByStatus(orders: readonly Order[], status: OrderStatus | 'all'): Order[] {
  return status === 'all' ? [...orders] : orders.filter((order) => order.status === status);
}

export interface UserFilter {
  /** Matched against name and email, case-insensitive, trimmed. */
  search?: string;
  status?: UserStatus | 'all';
}

/** Users matching the search text (name or email) and the status filter. */
export function filterUsers(users: readonly User[], { search, status = 'all' }: UserFilter = {}): User[] {
  const query = normalise(search);
  return users.filter((user) => {
    if (status !== 'all' && user.status !== status) return false;
    if (query === '') return true;
    return user.name.toLowerCase().includes(query) || user.email.toLowerCase().includes(query);
  });
}

export interface AdminMenuItemFilter {
  /** A restaurant id or `'all'`. */
  restaurantId?: string;
  /** A category or `'all'`. */
  category?: string;
}

/** Menu items for the admin grid, filtered by restaurant and category. */
export function filterAdminMenuItems(
  items: readonly MenuItem[],
  { restaurantId = 'all', category = 'all' }: AdminMenuItemFilter = {},
): MenuItem[] {
  return items.filter(
    (item) =>
      (restaurantId === 'all' || item.restaurantId === restaurantId) &&
      (category === 'all' || item.category === category),
  );
}
