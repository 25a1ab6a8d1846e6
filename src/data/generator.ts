/**
 * The seeded data generator (spec sections 3 and 9). Same seed + same `now`
 * → the very same data, down to `JSON.stringify`.
 */
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
import { createDraws, type Draws } from './draws';
import { avatarUrl, picsumUrl, restaurantImageUrl, slugify } from './images';
import { AREA_CODES, CUISINES, FIRST_NAMES, LAST_NAMES, STREETS, TAGLINES, ZIP_CODES } from './words';
import type { CuisineWords } from './words';

const MINUTE_MS = 60_000;

interface Dish {
  name: string;
  description: string;
  veg: boolean;
  /** The slug of `'{category} {name}'`: the dish's part of its picture key. */
  slug: string;
}

/** Parses `'*Name|Description'` entries (see words.ts) of one category. */
function dishes(entries: readonly string[], category: string): Dish[] {
  return entries.map((entry) => {
    const veg = entry.startsWith('*');
    const [name = '', description = ''] = (veg ? entry.slice(1) : entry).split('|');
    return { name, description, veg, slug: slugify(`${category} ${name}`) };
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

/** Each cuisine's dishes per category, parsed once (not once per restaurant). */
const parsedMenus = new WeakMap<CuisineWords, Dish[][]>();
function menuOf(words: CuisineWords): Dish[][] {
  let menu = parsedMenus.get(words);
  if (!menu) {
    menu = MENU_CATEGORIES.map((category) => dishes(dishPool(words, category), category));
    parsedMenus.set(words, menu);
  }
  return menu;
}

/** Picks a value not yet in `taken`, retrying a few times; the last draw wins if all collide. */
function unique(taken: Set<string>, draw: () => string): string {
  let value = draw();
  for (let attempt = 0; attempt < 20 && taken.has(value); attempt++) value = draw();
  taken.add(value);
  return value;
}

/** 12 primary cuisines: all 8 once (shuffled), plus 4 distinct repeats, shuffled together. */
function pickCuisines(d: Draws): CuisineWords[] {
  const all = d.shuffle(CUISINES);
  const extra = d.sample(CUISINES, RESTAURANT_COUNT - CUISINES.length, RESTAURANT_COUNT - CUISINES.length);
  return d.shuffle([...all, ...extra]);
}

/** A random element not in `used` (any element when all are used); records the pick. */
function fresh(d: Draws, list: readonly string[], used: Set<string>): string {
  const unused = list.filter((value) => !used.has(value));
  const value = d.pick(unused.length > 0 ? unused : list);
  used.add(value);
  return value;
}

function createRestaurant(
  d: Draws,
  index: number,
  words: CuisineWords,
  isOpen: boolean,
  used: Set<string>,
): Restaurant {
  // Heads and blurbs are not reused, so two restaurants of one cuisine read differently.
  const name = `${fresh(d, words.heads, used)} ${d.pick(words.tails)}`;
  const blurb = fresh(d, words.blurbs, used);
  const from = 5 * d.int(4, 10); // 20..50
  const to = from + 5 * d.int(1, 3); // ≤ 65
  const street = `${d.int(1, 999)} ${d.pick(STREETS)}`;
  return {
    id: `restaurant-${index}`,
    name,
    // The key names the cuisine: an offline stand-in or placeholder draws a dish of that cuisine.
    image: restaurantImageUrl(`${words.primary} ${words.pair} ${name}`),
    cuisine: [words.primary, words.pair],
    rating: d.tenths(3, 5),
    deliveryTime: `${from}-${to} min`,
    deliveryFee: fromCents(d.int(100, 400)),
    description: `${blurb} ${d.pick(TAGLINES)}`,
    address: `${street}, New York, NY ${d.pick(ZIP_CODES)}`,
    isOpen,
  };
}

/**
 * 4 distinct dishes per category, all of the restaurant's cuisine. A coin (`VEG_DRAW_CHANCE`)
 * says which kind of dish to draw; when none of that kind is left, any dish is drawn. `isVeg`
 * is always the dish's own flag from words.ts, never the coin.
 */
function createMenu(d: Draws, restaurant: Restaurant, words: CuisineWords): MenuItem[] {
  const items: MenuItem[] = [];
  const menu = menuOf(words);
  MENU_CATEGORIES.forEach((category, c) => {
    let pool = menu[c] ?? [];
    const [min, max] = PRICE_RANGES[category];
    for (let k = 0; k < ITEMS_PER_CATEGORY; k++) {
      const wantVeg = d.chance(VEG_DRAW_CHANCE[category]);
      const matching = pool.filter((dish) => dish.veg === wantVeg);
      const dish = d.pick(matching.length > 0 ? matching : pool);
      pool = pool.filter((other) => other !== dish);
      const cents = d.int(min, max) * 100 + d.pick(PRICE_ENDINGS);
      items.push({
        id: `${restaurant.id}-item-${items.length + 1}`,
        name: dish.name,
        description: dish.description,
        price: fromCents(Math.min(cents, 2500)),
        // The key names the category and the dish: an offline stand-in or placeholder draws the dish from it.
        // (The slug of `'{restaurant id} {category} {dish}'`, from the dish's slug made once.)
        image: picsumUrl(`${restaurant.id}-${dish.slug}`, 400, 300),
        category,
        isVeg: dish.veg,
        rating: d.tenths(3, 5),
        restaurantId: restaurant.id,
      });
    }
  });
  return items;
}

function createUser(d: Draws, index: number, now: Date, names: Set<string>): User {
  const name = unique(names, () => `${d.pick(FIRST_NAMES)} ${d.pick(LAST_NAMES)}`);
  const id = `user-${index}`;
  const joinedMinutesAgo = d.int(60, JOIN_WINDOW_YEARS * 365 * 24 * 60);
  const joinDate = new Date(now.getTime() - joinedMinutesAgo * MINUTE_MS);
  // About one order a week at most, capped at 40.
  const maxOrders = Math.min(40, 1 + Math.floor(joinedMinutesAgo / (7 * 24 * 60)));
  const totalOrders = d.int(0, maxOrders);
  let spentCents = 0;
  for (let i = 0; i < totalOrders; i++) spentCents += d.int(1000, 6000);
  return {
    id,
    name,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${index}@example.com`,
    phone: `+1 (${d.pick(AREA_CODES)}) 555-01${String(d.int(0, 99)).padStart(2, '0')}`,
    avatar: avatarUrl(id),
    joinDate,
    totalOrders,
    totalSpent: fromCents(spentCents),
    status: d.chance(ACTIVE_RATIO) ? 'active' : 'inactive',
  };
}

/** A restaurant as orders draw it: with its menu and its delivery range in minutes. */
interface Kitchen {
  restaurant: Restaurant;
  /** The copy of the restaurant its orders embed: one per restaurant, shared by them (the data is immutable). */
  snapshot: Restaurant;
  menu: MenuItem[];
  from: number;
  to: number;
}

function createOrder(d: Draws, now: Date, kitchens: Kitchen[], ids: Set<string>): Order {
  const { snapshot, menu, from, to } = d.pick(kitchens);
  const chosen = d.sample(menu, 1, 4);
  const items: OrderLine[] = chosen.map((item) => ({ ...item, quantity: d.int(1, 3) }));
  const minutesAgo = d.int(0, ORDER_WINDOW_DAYS * 24 * 60);
  return {
    id: unique(ids, () => `order-${d.hex(10)}`),
    items,
    restaurant: snapshot,
    total: sumCents(items.map((line) => lineTotal(line.price, line.quantity))),
    status: d.pick(ORDER_STATUSES),
    orderTime: new Date(now.getTime() - minutesAgo * MINUTE_MS),
    deliveryTime: `${d.int(from, to)} min`,
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

/** A block half made (stage 1): its restaurants, and the stream its menus, users and orders continue. */
interface StartedBlock {
  d: Draws;
  /** Each restaurant with the cuisine word lists its menu is drawn from. */
  picked: Array<{ words: CuisineWords; restaurant: Restaurant }>;
  restaurants: Restaurant[];
}

/**
 * Stage 1 of block `block` (0-based): its 12 restaurants, ids numbered after the blocks before it; what
 * the home screen shows. Block 0 is the spec-size data set of the seed; every other block draws from its
 * own stream, seeded with `[seed, block]`, so a block never depends on how many blocks follow it.
 */
function startBlock(seed: number, block: number, names: Map<string, number>): StartedBlock {
  const d = createDraws(block === 0 ? seed : [seed, block]);

  // Exactly round(12 × 80%) = 10 open restaurants, at random positions: with a
  // coin per restaurant some seeds would show a nearly empty home page.
  const openCount = Math.round(RESTAURANT_COUNT * OPEN_RATIO);
  const openFlags = d.shuffle(Array.from({ length: RESTAURANT_COUNT }, (_, i) => i < openCount));
  const used = new Set<string>();
  const picked = pickCuisines(d).map((words, i) => {
    const restaurant = createRestaurant(d, block * RESTAURANT_COUNT + i + 1, words, openFlags[i] ?? true, used);
    return { words, restaurant: block === 0 ? restaurant : branchNamed(restaurant, names) };
  });
  if (block === 0) for (const { restaurant } of picked) names.set(restaurant.name, 1);
  return { d, picked, restaurants: picked.map(({ restaurant }) => restaurant) };
}

/**
 * Stage 2 of a block: its 16 menu items per restaurant, 50 users and 200 orders, drawn from the same
 * stream right where stage 1 left it. Order ids are unique over the whole data set (`orderIds`), so
 * blocks finish in block order.
 */
function finishBlock(started: StartedBlock, block: number, now: Date, orderIds: Set<string>): Block {
  const { d, picked, restaurants } = started;
  const kitchens = picked.map(({ words, restaurant }): Kitchen => {
    const [from = 30, to = from] = restaurant.deliveryTime.match(/\d+/g)?.map(Number) ?? [];
    const snapshot = { ...restaurant, cuisine: [...restaurant.cuisine] };
    return { restaurant, snapshot, menu: createMenu(d, restaurant, words), from, to };
  });
  const menuItems = kitchens.flatMap((kitchen) => kitchen.menu);

  const userNames = new Set<string>();
  const users = Array.from({ length: USER_COUNT }, (_, i) => createUser(d, block * USER_COUNT + i + 1, now, userNames));
  const orders = Array.from({ length: ORDER_COUNT }, () => createOrder(d, now, kitchens, orderIds));
  return { restaurants, menuItems, users, orders };
}

/** The whole data set from its blocks, in block order; orders newest first. */
function joinBlocks(blocks: Block[]): SeedData {
  const orders = blocks.flatMap((block) => block.orders);
  orders.sort((a, b) => b.orderTime.getTime() - a.orderTime.getTime());
  return {
    restaurants: blocks.flatMap((block) => block.restaurants),
    menuItems: blocks.flatMap((block) => block.menuItems),
    users: blocks.flatMap((block) => block.users),
    orders,
  };
}

function checkScale(scale: number): void {
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE)
    throw new RangeError(`scale must be an integer from 1 to ${MAX_SCALE}, not ${scale}`);
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
  checkScale(scale);
  const orderIds = new Set<string>();
  const names = new Map<string, number>();
  // One block after the other, each made whole before the next is started.
  const blocks = Array.from({ length: scale }, (_, block) =>
    finishBlock(startBlock(seed, block, names), block, now, orderIds),
  );
  return joinBlocks(blocks);
}

/** `createSeedData` in two stages (see `createSeedStages`). */
export interface SeedStages {
  /** Stage 1, made when the stages are created: every restaurant (what home shows); no menus, users or orders. */
  storefront: SeedData;
  /**
   * Stage 2: continues every block's random stream to make the menus, users and orders, and returns the
   * whole data set, the very same as `createSeedData` gives for the same arguments, holding stage 1's
   * restaurant list. Made once; later calls return the same object.
   */
  finish: () => SeedData;
}

/**
 * `createSeedData` in two stages, so a large data set does not delay the home page's first paint:
 * stage 1 makes the restaurants of every block at once (at 100×, 1,200 of them: a small part of the
 * work); `finish()` (stage 2, the app calls it after the first paint) continues the same random streams
 * to make the menus, users and orders. The result is identical to `createSeedData({ seed, now, scale })`,
 * down to `JSON.stringify`.
 */
export function createSeedStages({ seed, now, scale = 1 }: { seed: number; now: Date; scale?: number }): SeedStages {
  checkScale(scale);
  const names = new Map<string, number>();
  const started = Array.from({ length: scale }, (_, block) => startBlock(seed, block, names));
  const storefront: SeedData = {
    restaurants: started.flatMap((block) => block.restaurants),
    menuItems: [],
    users: [],
    orders: [],
  };
  let whole: SeedData | undefined;
  return {
    storefront,
    finish: () => {
      if (!whole) {
        const orderIds = new Set<string>();
        const joined = joinBlocks(started.map((block, i) => finishBlock(block, i, now, orderIds)));
        // The same restaurant list as stage 1 (equal anyway): views of it need not re-render.
        whole = { ...joined, restaurants: storefront.restaurants };
      }
      return whole;
    },
  };
}
