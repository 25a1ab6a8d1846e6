/**
 * The seeded data generator (spec sections 3 and 9). Same seed + same `now`
 * → the very same data, down to `JSON.stringify`.
 */
import { orderIdDisplay } from '../domain/format';
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
import { AREA_CODES, CUISINES, FIRST_NAMES, LAST_NAMES, NEIGHBOURHOODS, STREETS, TAGLINES, ZIP_CODES } from './words';
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

/** A restaurant as drawn, with the two parts of its name (`head + ' ' + tail`, words.ts). */
interface DrawnRestaurant {
  restaurant: Restaurant;
  head: string;
  tail: string;
}

function createRestaurant(
  d: Draws,
  index: number,
  words: CuisineWords,
  isOpen: boolean,
  used: Set<string>,
): DrawnRestaurant {
  // Heads and blurbs are not reused, so two restaurants of one cuisine read differently.
  const head = fresh(d, words.heads, used);
  const tail = d.pick(words.tails);
  const name = `${head} ${tail}`;
  const blurb = fresh(d, words.blurbs, used);
  const from = 5 * d.int(4, 10); // 20..50
  const to = from + 5 * d.int(1, 3); // ≤ 65
  const street = `${d.int(1, 999)} ${d.pick(STREETS)}`;
  const restaurant: Restaurant = {
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
  return { restaurant, head, tail };
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

/**
 * A new order id, `order-` and 10 hex digits, whose display form (`orderIdDisplay`: '#' and its last 6
 * characters, what the admin reads in the table, the dialog and the toasts) no earlier order of the data set
 * has: so no two orders read the same at any scale (at 100×, 20,000 random ids would share some 24 endings).
 * The draws are those of any id until an ending repeats, so a data set with no repeat is unchanged by it.
 */
function createOrderId(d: Draws, shownIds: Set<string>): string {
  let id = `order-${d.hex(10)}`;
  for (let attempt = 0; attempt < 20 && shownIds.has(orderIdDisplay(id)); attempt++) id = `order-${d.hex(10)}`;
  shownIds.add(orderIdDisplay(id));
  return id;
}

function createOrder(d: Draws, now: Date, kitchens: Kitchen[], shownIds: Set<string>): Order {
  const { snapshot, menu, from, to } = d.pick(kitchens);
  const chosen = d.sample(menu, 1, 4);
  const items: OrderLine[] = chosen.map((item) => ({ ...item, quantity: d.int(1, 3) }));
  const minutesAgo = d.int(0, ORDER_WINDOW_DAYS * 24 * 60);
  return {
    id: createOrderId(d, shownIds),
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
function startBlock(seed: number, block: number, names: Set<string>): StartedBlock {
  const d = createDraws(block === 0 ? seed : [seed, block]);
  // The branches' neighbourhoods come from a stream of their own: the block's stream draws the same as before.
  let branches: Draws | undefined;
  const branchDraws = () => (branches ??= createDraws([seed, block, BRANCH_STREAM]));

  // Exactly round(12 × 80%) = 10 open restaurants, at random positions: with a
  // coin per restaurant some seeds would show a nearly empty home page.
  const openCount = Math.round(RESTAURANT_COUNT * OPEN_RATIO);
  const openFlags = d.shuffle(Array.from({ length: RESTAURANT_COUNT }, (_, i) => i < openCount));
  const used = new Set<string>();
  const picked = pickCuisines(d).map((words, i) => {
    const drawn = createRestaurant(d, block * RESTAURANT_COUNT + i + 1, words, openFlags[i] ?? true, used);
    const restaurant = branchNamed(drawn, words, names, branchDraws);
    names.add(restaurant.name);
    return { words, restaurant };
  });
  return { d, picked, restaurants: picked.map(({ restaurant }) => restaurant) };
}

/**
 * Stage 2 of a block: its 16 menu items per restaurant, 50 users and 200 orders, drawn from the same
 * stream right where stage 1 left it. Order ids read differently over the whole data set (`shownIds`, their
 * display forms), so blocks finish in block order.
 */
function finishBlock(started: StartedBlock, block: number, now: Date, shownIds: Set<string>): Block {
  const { d, picked, restaurants } = started;
  const kitchens = picked.map(({ words, restaurant }): Kitchen => {
    const [from = 30, to = from] = restaurant.deliveryTime.match(/\d+/g)?.map(Number) ?? [];
    const snapshot = { ...restaurant, cuisine: [...restaurant.cuisine] };
    return { restaurant, snapshot, menu: createMenu(d, restaurant, words), from, to };
  });
  const menuItems = kitchens.flatMap((kitchen) => kitchen.menu);

  const userNames = new Set<string>();
  const users = Array.from({ length: USER_COUNT }, (_, i) => createUser(d, block * USER_COUNT + i + 1, now, userNames));
  const orders = Array.from({ length: ORDER_COUNT }, () => createOrder(d, now, kitchens, shownIds));
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

/** The seed of the stream that picks branches' neighbourhoods, after the seed and the block: `[seed, block, 1]`. */
const BRANCH_STREAM = 1;

/**
 * A restaurant whose name an earlier one of the data set already has (only ever in a later block: the 12 of a
 * block never share a name) becomes a branch of it, named after a Manhattan neighbourhood as delivery apps name
 * a chain's branches: 'Via Milano Osteria' → 'Via Milano Osteria Chelsea', never 'Via Milano Osteria #2'. So
 * names stay distinct in lists, filters and search at any scale, and read as real places.
 *
 * The neighbourhood is drawn from the block's branch stream (`draws`; the seed's, so the same seed names the
 * same branches), then the next free one in the list. When a name has used every neighbourhood, another tail
 * of the same head is tried ('Via Milano Kitchen Chelsea'). That never runs out: a block's restaurants of one
 * cuisine have distinct heads, so at `MAX_SCALE` at most 100 restaurants share a head, fewer than its 4 tails ×
 * 40 neighbourhoods = 160 branch names (generator.scale.test.ts checks the names at 100× over several seeds).
 */
function branchNamed(
  { restaurant, head, tail }: DrawnRestaurant,
  words: CuisineWords,
  names: Set<string>,
  draws: () => Draws,
): Restaurant {
  if (!names.has(restaurant.name)) return restaurant;
  const start = draws().int(0, NEIGHBOURHOODS.length - 1);
  for (const t of [tail, ...words.tails.filter((other) => other !== tail)]) {
    for (let k = 0; k < NEIGHBOURHOODS.length; k++) {
      const name = `${head} ${t} ${NEIGHBOURHOODS[(start + k) % NEIGHBOURHOODS.length]}`;
      if (!names.has(name)) return { ...restaurant, name };
    }
  }
  throw new Error(`No branch name left for ${restaurant.name}`);
}

/**
 * Generates the whole data set: `scale` × the spec's sizes (12 restaurants, 16 menu items each,
 * 50 users and 200 orders; orders newest first), all derived from `seed` and dated relative to `now`.
 * At scale 1 it is the spec's data set; at scale N the first 12 restaurants, their menus and the
 * first 50 users are still those of scale 1, and every 12 restaurants hold the spec's ratios.
 */
export function createSeedData({ seed, now, scale = 1 }: { seed: number; now: Date; scale?: number }): SeedData {
  checkScale(scale);
  const shownIds = new Set<string>();
  const names = new Set<string>();
  // One block after the other, each made whole before the next is started.
  const blocks = Array.from({ length: scale }, (_, block) =>
    finishBlock(startBlock(seed, block, names), block, now, shownIds),
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
  const names = new Set<string>();
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
        const shownIds = new Set<string>();
        const joined = joinBlocks(started.map((block, i) => finishBlock(block, i, now, shownIds)));
        // The same restaurant list as stage 1 (equal anyway): views of it need not re-render.
        whole = { ...joined, restaurants: storefront.restaurants };
      }
      return whole;
    },
  };
}
