/**
 * The seeded data generator (spec sections 3 and 9). Same seed + same `now`
 * → the very same data, down to `JSON.stringify`.
 */
import { SimpleFaker } from '@faker-js/faker';
import { fromCents, lineTotal, sumCents } from '../domain/money';
import { MENU_CATEGORIES, ORDER_STATUSES } from '../domain/types';
import type { MenuItem, Order, OrderLine, Restaurant, SeedData, User } from '../domain/types';
import {
  ACTIVE_RATIO,
  ITEMS_PER_CATEGORY,
  JOIN_WINDOW_YEARS,
  OPEN_RATIO,
  ORDER_COUNT,
  ORDER_WINDOW_DAYS,
  RESTAURANT_COUNT,
  USER_COUNT,
} from './constants';
import { avatarUrl, menuItemImageUrl, restaurantImageUrl } from './images';
import { AREA_CODES, CUISINES, FIRST_NAMES, LAST_NAMES, STREETS, TAGLINES, ZIP_CODES } from './words';
import type { CuisineWords } from './words';

const MINUTE_MS = 60_000;

interface Dish {
  name: string;
  description: string;
  veg: boolean;
}

/** Parses `'*Name|Description'` entries (see words.ts). */
function dishes(entries: readonly string[]): Dish[] {
  return entries.map((entry) => {
    const veg = entry.startsWith('*');
    const [name = '', description = ''] = (veg ? entry.slice(1) : entry).split('|');
    return { name, description, veg };
  });
}

/** Price ranges in whole dollars per category, all within 5–25. */
const PRICE_RANGES: Record<(typeof MENU_CATEGORIES)[number], [number, number]> = {
  Starters: [6, 13],
  'Main Course': [12, 24],
  Desserts: [6, 11],
  Beverages: [5, 7],
};
const PRICE_ENDINGS = [0, 25, 49, 50, 75, 95, 99];

/**
 * The chance that a draw asks for a vegetarian dish, per category. The cuisine's dessert and drink
 * lists hold fewer non-vegetarian dishes than draws may ask for (a vegetarian one is taken then), so
 * those coins are lower: over the word lists the expected share is 0.40 (spec §9, `VEG_RATIO`),
 * which generator.test.ts computes from the lists and these coins, and checks over 200 seeds.
 */
export const VEG_DRAW_CHANCE: Record<(typeof MENU_CATEGORIES)[number], number> = {
  Starters: 0.35,
  'Main Course': 0.35,
  Desserts: 0.3,
  Beverages: 0.3,
};

/** A restaurant serves its own cuisine only: every category comes from its cuisine's lists. */
function dishPool(words: CuisineWords, category: (typeof MENU_CATEGORIES)[number]): readonly string[] {
  switch (category) {
    case 'Starters':
      return words.starters;
    case 'Main Course':
      return words.mains;
    case 'Desserts':
      return words.desserts;
    case 'Beverages':
      return words.drinks;
  }
}

/** Picks a value not yet in `taken`, retrying a few times; the last draw wins if all collide. */
function unique(taken: Set<string>, draw: () => string): string {
  let value = draw();
  for (let attempt = 0; attempt < 20 && taken.has(value); attempt++) value = draw();
  taken.add(value);
  return value;
}

/** 12 primary cuisines: all 8 once (shuffled), plus 4 distinct repeats, shuffled together. */
function pickCuisines(f: SimpleFaker): CuisineWords[] {
  const all = f.helpers.shuffle([...CUISINES]);
  const extra = f.helpers.arrayElements(CUISINES, RESTAURANT_COUNT - CUISINES.length);
  return f.helpers.shuffle([...all, ...extra]);
}

/** A random element not in `used` (any element when all are used); records the pick. */
function fresh(f: SimpleFaker, list: readonly string[], used: Set<string>): string {
  const unused = list.filter((value) => !used.has(value));
  const value = f.helpers.arrayElement(unused.length > 0 ? unused : list);
  used.add(value);
  return value;
}

function createRestaurant(
  f: SimpleFaker,
  index: number,
  words: CuisineWords,
  isOpen: boolean,
  used: Set<string>,
): Restaurant {
  // Heads and blurbs are not reused, so two restaurants of one cuisine read differently.
  const name = `${fresh(f, words.heads, used)} ${f.helpers.arrayElement(words.tails)}`;
  const blurb = fresh(f, words.blurbs, used);
  const from = 5 * f.number.int({ min: 4, max: 10 }); // 20..50
  const to = from + 5 * f.number.int({ min: 1, max: 3 }); // ≤ 65
  const street = `${f.number.int({ min: 1, max: 999 })} ${f.helpers.arrayElement(STREETS)}`;
  return {
    id: `restaurant-${index}`,
    name,
    // The key names the cuisine: an offline stand-in or placeholder draws a dish of that cuisine.
    image: restaurantImageUrl(`${words.primary} ${words.pair} ${name}`),
    cuisine: [words.primary, words.pair],
    rating: f.number.float({ min: 3, max: 5, fractionDigits: 1 }),
    deliveryTime: `${from}-${to} min`,
    deliveryFee: fromCents(f.number.int({ min: 100, max: 400 })),
    description: `${blurb} ${f.helpers.arrayElement(TAGLINES)}`,
    address: `${street}, New York, NY ${f.helpers.arrayElement(ZIP_CODES)}`,
    isOpen,
  };
}

/**
 * 4 distinct dishes per category, all of the restaurant's cuisine. A coin (`VEG_DRAW_CHANCE`)
 * says which kind of dish to draw; when none of that kind is left, any dish is drawn. `isVeg`
 * is always the dish's own flag from words.ts, never the coin.
 */
function createMenu(f: SimpleFaker, restaurant: Restaurant, words: CuisineWords): MenuItem[] {
  const items: MenuItem[] = [];
  for (const category of MENU_CATEGORIES) {
    let pool = dishes(dishPool(words, category));
    for (let k = 0; k < ITEMS_PER_CATEGORY; k++) {
      const wantVeg = f.datatype.boolean({ probability: VEG_DRAW_CHANCE[category] });
      const matching = pool.filter((dish) => dish.veg === wantVeg);
      const dish = f.helpers.arrayElement(matching.length > 0 ? matching : pool);
      pool = pool.filter((other) => other !== dish);
      const [min, max] = PRICE_RANGES[category];
      const cents = f.number.int({ min, max }) * 100 + f.helpers.arrayElement(PRICE_ENDINGS);
      items.push({
        id: `${restaurant.id}-item-${items.length + 1}`,
        name: dish.name,
        description: dish.description,
        price: fromCents(Math.min(cents, 2500)),
        // The key names the category and the dish: an offline stand-in or placeholder draws the dish from it.
        image: menuItemImageUrl(`${restaurant.id} ${category} ${dish.name}`),
        category,
        isVeg: dish.veg,
        rating: f.number.float({ min: 3, max: 5, fractionDigits: 1 }),
        restaurantId: restaurant.id,
      });
    }
  }
  return items;
}

function createUser(f: SimpleFaker, index: number, now: Date, names: Set<string>): User {
  const name = unique(names, () => `${f.helpers.arrayElement(FIRST_NAMES)} ${f.helpers.arrayElement(LAST_NAMES)}`);
  const id = `user-${index}`;
  const joinedMinutesAgo = f.number.int({ min: 60, max: JOIN_WINDOW_YEARS * 365 * 24 * 60 });
  const joinDate = new Date(now.getTime() - joinedMinutesAgo * MINUTE_MS);
  // About one order a week at most, capped at 40.
  const maxOrders = Math.min(40, 1 + Math.floor(joinedMinutesAgo / (7 * 24 * 60)));
  const totalOrders = f.number.int({ min: 0, max: maxOrders });
  let spentCents = 0;
  for (let i = 0; i < totalOrders; i++) spentCents += f.number.int({ min: 1000, max: 6000 });
  return {
    id,
    name,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${index}@example.com`,
    phone: `+1 (${f.helpers.arrayElement(AREA_CODES)}) 555-01${String(f.number.int(99)).padStart(2, '0')}`,
    avatar: avatarUrl(id),
    joinDate,
    totalOrders,
    totalSpent: fromCents(spentCents),
    status: f.datatype.boolean({ probability: ACTIVE_RATIO }) ? 'active' : 'inactive',
  };
}

function createOrder(
  f: SimpleFaker,
  now: Date,
  restaurants: Restaurant[],
  menus: Map<string, MenuItem[]>,
  ids: Set<string>,
): Order {
  const restaurant = f.helpers.arrayElement(restaurants);
  const menu = menus.get(restaurant.id) ?? [];
  const chosen = f.helpers.arrayElements(menu, f.number.int({ min: 1, max: 4 }));
  const items: OrderLine[] = chosen.map((item) => ({ ...item, quantity: f.number.int({ min: 1, max: 3 }) }));
  const minutesAgo = f.number.int({ min: 0, max: ORDER_WINDOW_DAYS * 24 * 60 });
  const [from = 30, to = from] = restaurant.deliveryTime.match(/\d+/g)?.map(Number) ?? [];
  return {
    id: unique(ids, () => `order-${f.string.hexadecimal({ length: 10, casing: 'lower', prefix: '' })}`),
    items,
    restaurant: { ...restaurant, cuisine: [...restaurant.cuisine] },
    total: sumCents(items.map((line) => lineTotal(line.price, line.quantity))),
    status: f.helpers.arrayElement(ORDER_STATUSES),
    orderTime: new Date(now.getTime() - minutesAgo * MINUTE_MS),
    deliveryTime: `${f.number.int({ min: from, max: to })} min`,
  };
}

/** The largest `scale` the generator accepts (`?scale=100`: 1,200 restaurants, 5,000 users, 20,000 orders). */
export const MAX_SCALE = 100;

/** One block of the spec's sizes: 12 restaurants with their menus, 50 users and 200 orders. */
interface Block {
  restaurants: Restaurant[];
  menuItems: MenuItem[];
  users: User[];
  orders: Order[];
}

/**
 * Block `block` (0-based) of a data set: the spec's sizes, ids numbered after the blocks before it.
 * Block 0 is the spec-size data set of the seed; every other block draws from its own stream, seeded
 * with `[seed, block]`, so a block never depends on how many blocks follow it.
 */
function createBlock(seed: number, block: number, now: Date, orderIds: Set<string>, names: Map<string, number>): Block {
  const f = new SimpleFaker();
  f.seed(block === 0 ? seed : [seed, block]);
  f.setDefaultRefDate(now);

  // Exactly round(12 × 80%) = 10 open restaurants, at random positions: with a
  // coin per restaurant some seeds would show a nearly empty home page.
  const openCount = Math.round(RESTAURANT_COUNT * OPEN_RATIO);
  const openFlags = f.helpers.shuffle(Array.from({ length: RESTAURANT_COUNT }, (_, i) => i < openCount));
  const used = new Set<string>();
  const picked = pickCuisines(f).map((words, i) => {
    const restaurant = createRestaurant(f, block * RESTAURANT_COUNT + i + 1, words, openFlags[i] ?? true, used);
    return { words, restaurant: block === 0 ? restaurant : branchNamed(restaurant, names) };
  });
  if (block === 0) for (const { restaurant } of picked) names.set(restaurant.name, 1);
  const restaurants = picked.map(({ restaurant }) => restaurant);

  const menus = new Map<string, MenuItem[]>();
  for (const { words, restaurant } of picked) menus.set(restaurant.id, createMenu(f, restaurant, words));
  const menuItems = [...menus.values()].flat();

  const userNames = new Set<string>();
  const users = Array.from({ length: USER_COUNT }, (_, i) => createUser(f, block * USER_COUNT + i + 1, now, userNames));

  const orders = Array.from({ length: ORDER_COUNT }, () => createOrder(f, now, restaurants, menus, orderIds));
  return { restaurants, menuItems, users, orders };
}

/**
 * A restaurant of a later block whose name an earlier one already has: a numbered branch
 * ('Casa Roma Osteria #2'), so names stay distinct in lists, filters and search at any scale.
 */
function branchNamed(restaurant: Restaurant, names: Map<string, number>): Restaurant {
  const count = (names.get(restaurant.name) ?? 0) + 1;
  names.set(restaurant.name, count);
  return count === 1 ? restaurant : { ...restaurant, name: `${restaurant.name} #${count}` };
}

/**
 * Generates the whole data set: `scale` × the spec's sizes (12 restaurants, 16 menu items each,
 * 50 users and 200 orders; orders newest first), all derived from `seed` and dated relative to `now`.
 * At scale 1 it is the spec's data set; at scale N the first 12 restaurants, their menus and the
 * first 50 users are still those of scale 1, and every 12 restaurants hold the spec's ratios.
 */
export function createSeedData({ seed, now, scale = 1 }: { seed: number; now: Date; scale?: number }): SeedData {
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE)
    throw new RangeError(`scale must be an integer from 1 to ${MAX_SCALE}, not ${scale}`);
  const orderIds = new Set<string>();
  const names = new Map<string, number>();
  const blocks = Array.from({ length: scale }, (_, block) => createBlock(seed, block, now, orderIds, names));
  const orders = blocks.flatMap((block) => block.orders);
  orders.sort((a, b) => b.orderTime.getTime() - a.orderTime.getTime());
  return {
    restaurants: blocks.flatMap((block) => block.restaurants),
    menuItems: blocks.flatMap((block) => block.menuItems),
    users: blocks.flatMap((block) => block.users),
    orders,
  };
}
