/**
 * Story data from one place: the generated records in a story's args (`makeRestaurant({ isOpen: false })`,
 * `makeOrder({}, 3)`…, written with the default data set) refer to records by a key that holds under every
 * seed, and one step resolves them against the toolbar's Data seed and Data scale.
 *
 * - A record's key: its id for a restaurant (`restaurant-3`), a dish (`restaurant-3-item-5`) and a user
 *   (`user-7`), which every seed generates; for an order (whose id is random per seed) the rule "the k-th
 *   newest order of its restaurant": `restaurant-3/order-2`.
 * - A prop that takes one record (`restaurant`, `item`, `user`, `order`) gets a select of the records by name
 *   (`recordArgTypes`); its arg holds the record's key (`recordArgs`), so the select shows it, and Storybook's
 *   `mapping` turns the key back into the record, with the story's own changes (a closed restaurant, a long
 *   name) applied to whichever record is chosen.
 * - Before each render (`resolveRecords`, a project `beforeEach` in preview.tsx) every record in the args, at
 *   any depth (a list of orders, an order's restaurant and lines, a cart line), is replaced by the record with
 *   the same key in the toolbar seed's data set, keeping the fields the story changed. The component, the
 *   decorators and the play all read that same `context.args`: a play's expectations come from what was
 *   rendered, under every seed.
 */
import type { ArgTypes, Args } from '@storybook/react-vite';
import { DEFAULT_NOW, DEFAULT_SEED, getSeedData } from '../src/data';
import { orderIdDisplay } from '../src/domain';
import type { MenuItem, Order, Restaurant, SeedData, User } from '../src/domain/types';

/** One arg's type and control. */
type InputType = ArgTypes[string];

type SeededRecord = Restaurant | MenuItem | User | Order;

/** The props that take one generated record: a select of records by name. */
const RECORD_PROPS = {
  restaurant: 'restaurants',
  item: 'menuItems',
  user: 'users',
  order: 'orders',
} as const satisfies Record<string, keyof SeedData>;

type RecordProp = keyof typeof RECORD_PROPS;

const isRecordProp = (name: string): name is RecordProp => Object.hasOwn(RECORD_PROPS, name);

/** Props that take a list of records: the list is the seeded data, changed with the toolbar, so no control. */
const LIST_PROPS = ['restaurants', 'menuItems', 'items', 'orders', 'users'];

/** The data set the stories' records are written with (src/data's factories). */
const authoredData = (): SeedData => getSeedData(DEFAULT_SEED, DEFAULT_NOW);

/** A data set's records by key, and the way back from a record's id to its key. */
interface Catalogue {
  readonly byKey: ReadonlyMap<string, SeededRecord>;
  readonly keyOfId: ReadonlyMap<string, string>;
  /** Each restaurant's orders, newest first (the data set's order). */
  readonly ordersOf: ReadonlyMap<string, readonly Order[]>;
}

const catalogues = new WeakMap<SeedData, Catalogue>();

function catalogue(data: SeedData): Catalogue {
  const known = catalogues.get(data);
  if (known) return known;
  const byKey = new Map<string, SeededRecord>();
  const keyOfId = new Map<string, string>();
  const ordersOf = new Map<string, Order[]>();
  for (const record of [...data.restaurants, ...data.menuItems, ...data.users]) {
    byKey.set(record.id, record);
    keyOfId.set(record.id, record.id);
  }
  for (const order of data.orders) {
    const own = ordersOf.get(order.restaurant.id) ?? [];
    own.push(order);
    ordersOf.set(order.restaurant.id, own);
    const key = orderKey(order.restaurant.id, own.length);
    byKey.set(key, order);
    keyOfId.set(order.id, key);
  }
  const made = { byKey, keyOfId, ordersOf };
  catalogues.set(data, made);
  return made;
}

/** "The k-th (1-based) newest order of the restaurant": an order's key, the same rule under every seed. */
const orderKey = (restaurantId: string, k: number) => `${restaurantId}/order-${k}`;

function parseOrderKey(key: string): { restaurantId: string; k: number } | undefined {
  const match = /^(.+)\/order-(\d+)$/.exec(key);
  return match ? { restaurantId: match[1]!, k: Number(match[2]) } : undefined;
}

/** The key of a record of the authored (default) data set, found by its id; undefined for anything else. */
export function recordKey(value: unknown): string | undefined {
  return isPlainObject(value) && typeof value.id === 'string'
    ? catalogue(authoredData()).keyOfId.get(value.id)
    : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

const field = (record: object, name: string): unknown => Reflect.get(record, name);

/** The fields of `value` (a record of the authored data set, perhaps changed by the story) that differ from the record. */
function changes(value: Record<string, unknown>, original: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([name, v]) => !same(v, field(original, name))));
}

/**
 * Resolves record keys in one data set: each key to the record with that key there. An order's key whose
 * restaurant has fewer orders there (or whose order is already taken by another key of the same args) gets the
 * restaurant's next untaken order, else the newest untaken one, so a list of distinct orders stays distinct.
 */
function resolver(data: SeedData) {
  const { byKey, ordersOf } = catalogue(data);
  const chosen = new Map<string, SeededRecord>();
  const taken = new Set<string>();
  return (key: string): SeededRecord | undefined => {
    const known = chosen.get(key);
    if (known) return known;
    const order = parseOrderKey(key);
    let record: SeededRecord | undefined;
    if (!order) record = byKey.get(key);
    else {
      const own = ordersOf.get(order.restaurantId) ?? [];
      const candidates = [own[order.k - 1], ...own, ...data.orders];
      record = candidates.find((candidate) => candidate !== undefined && !taken.has(candidate.id));
    }
    if (record) {
      chosen.set(key, record);
      taken.add(record.id);
    }
    return record;
  };
}

/**
 * `value` (a story's args, or any part of them) with every record of the authored data set in it, at any
 * depth, replaced by the record with the same key in `data`, keeping the fields the story changed (those that
 * differ from the authored record: `isOpen: false`, a long name, a cart line's `quantity`) and only the fields
 * the story gave (a `{ id, name }` stays a `{ id, name }`). Anything else is returned as it is (the same object
 * when nothing in it changed: spies, elements, dates).
 */
export function resolveRecords<T>(value: T, data: SeedData): T {
  const authored = authoredData();
  if (data === authored) return value;
  const { byKey, keyOfId } = catalogue(authored);
  const resolve = resolver(data);

  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) {
      const out = v.map(walk);
      return out.every((item, i) => item === v[i]) ? v : out;
    }
    if (!isPlainObject(v) || '$$typeof' in v) return v;
    const key = typeof v.id === 'string' ? keyOfId.get(v.id) : undefined;
    const original = key === undefined ? undefined : byKey.get(key);
    const next = key === undefined ? undefined : resolve(key);
    const out: Record<string, unknown> = {};
    let changed = false;
    for (const [name, fieldValue] of Object.entries(v)) {
      const kept = original && next && same(fieldValue, field(original, name));
      out[name] = kept ? field(next, name) : walk(fieldValue);
      changed ||= out[name] !== fieldValue;
    }
    return changed ? out : v;
  };

  // The walk returns the same shape it was given: a record for a record, a list for a list.
  return walk(value) as T;
}

/** Labels of the records a designer recognises: a restaurant and a user by name, a dish with its restaurant, an order by number. */
function recordLabel(prop: RecordProp, record: SeededRecord, restaurantName: ReadonlyMap<string, string>): string {
  if (prop === 'item' && 'restaurantId' in record)
    return `${record.name} (${restaurantName.get(record.restaurantId) ?? ''})`;
  if (prop === 'order' && 'restaurant' in record) return `${orderIdDisplay(record.id)}, ${record.restaurant.name}`;
  return 'name' in record ? record.name : record.id;
}

/** How many orders the order select offers (the newest), besides the story's own. */
const ORDER_OPTIONS = 30;

/**
 * A select of the authored data set's records of a prop, by name: its options are record keys, `mapping`
 * turns a key into the record with the story's `initial` record's changes applied, so choosing another record
 * keeps the story's state (a Closed story stays closed).
 */
function recordSelect(prop: RecordProp, initial: unknown): InputType {
  const data = authoredData();
  const records: readonly SeededRecord[] = data[RECORD_PROPS[prop]];
  const restaurantName = new Map(data.restaurants.map((restaurant) => [restaurant.id, restaurant.name]));
  const initialKey = recordKey(initial);
  const { byKey } = catalogue(data);
  const initialRecord = initialKey === undefined ? undefined : byKey.get(initialKey);
  const own = initialRecord && isPlainObject(initial) ? changes(initial, initialRecord) : {};
  const offered = (prop === 'order' ? records.slice(0, ORDER_OPTIONS) : records).map((record) => ({
    key: recordKey(record)!,
    record,
  }));
  if (initialKey !== undefined && initialRecord && !offered.some(({ key }) => key === initialKey)) {
    offered.push({ key: initialKey, record: initialRecord });
  }
  return {
    control: {
      type: 'select',
      labels: Object.fromEntries(offered.map(({ key, record }) => [key, recordLabel(prop, record, restaurantName)])),
    },
    options: offered.map(({ key }) => key),
    mapping: Object.fromEntries(offered.map(({ key, record }) => [key, { ...record, ...own }])),
    description: undefined,
  };
}

const seededList = {
  control: false,
  description: 'Seeded records: change them with the toolbar\u2019s Data seed and Data scale.',
} satisfies InputType;

/**
 * The arg types of the record props of one story (`initialArgs`, its args as written): a select of records
 * for `restaurant`, `item`, `user` and `order`, no control for the lists (`restaurants`, `orders`…). A prop
 * whose control the story turned off (`control: false`: an arg of its own, such as LiveRegion's demo `item`)
 * keeps it off; its record is still resolved against the toolbar's data.
 */
export function recordArgTypes(argTypes: Record<string, InputType>, initialArgs: Args): Record<string, InputType> {
  const names = new Set([...Object.keys(argTypes), ...Object.keys(initialArgs)]);
  const out: Record<string, InputType> = { ...argTypes };
  for (const name of names) {
    const argType = argTypes[name];
    // Storybook normalises a story's `control: false` to `{ disable: true }` before the enhancers run.
    const off = argType?.control === false || (argType?.control as { disable?: boolean } | undefined)?.disable;
    if (off) continue;
    const initial = initialArgs[name];
    const control = isRecordProp(name)
      ? initial == null || recordKey(initial) !== undefined
        ? recordSelect(name, initial)
        : undefined
      : LIST_PROPS.includes(name) || (Array.isArray(initial) && initial.some((v) => recordKey(v) !== undefined))
        ? seededList
        : undefined;
    if (control) out[name] = { name, ...argType, ...control, description: control.description ?? argType?.description };
  }
  return out;
}

/** The story's record args as the keys the selects offer (so a select shows the story's record, not "Choose option…"). */
export function recordArgs(argTypes: Record<string, InputType>, initialArgs: Args): Args {
  return Object.fromEntries(
    Object.entries(initialArgs).flatMap(([name, value]) => {
      const key = isRecordProp(name) ? recordKey(value) : undefined;
      return key !== undefined && argTypes[name]?.mapping?.[key] !== undefined ? [[name, key]] : [];
    }),
  );
}
