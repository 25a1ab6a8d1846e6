/**
 * Story data from one place: the generated records in a story's args (`makeRestaurant({ isOpen: false })`,
 * `makeOrder({}, 3)`…, written with the default data set) refer to records by a key that holds under every
 * seed, and one step resolves them against the toolbar's Data seed and Data scale.
 *
 * - A record's key: its id for a restaurant (`restaurant-3`), a dish (`restaurant-3-item-5`) and a user
 *   (`user-7`), which every seed generates; for an order (whose id is random per seed) the rule "the k-th
 *   newest order of its restaurant": `restaurant-3/order-2`.
 * - A prop that takes one record (`restaurant`, `item`, `user`, `order`) gets a select of the records by name
 *   (`recordArgTypes`); its arg holds the record's key (`recordArgs`), so the select shows it, and the arg
 *   type's `records` turn the key back into the record, with the story's own changes (a closed restaurant, a
 *   long name) applied to whichever record is chosen.
 * - Not Storybook's `mapping`: a docs page's Controls block reads the story's *mapped* args, so a select whose
 *   options are keys found a record there, matched no option and showed "Choose option…". With `records` the
 *   args hold the key everywhere (canvas, docs page, Controls panel, URL), and the key becomes the record in
 *   the project's `beforeEach` (`recordsFromKeys`), before anything renders.
 * - Before each render (`resolveRecords`, that same `beforeEach` in preview.tsx) every record in the args, at
 *   any depth (a list of orders, an order's restaurant and lines, a cart line), is replaced by the record with
 *   the same key in the toolbar seed's data set, keeping the fields the story changed. The component, the
 *   decorators and the play all read that same `context.args`: a play's expectations come from what was
 *   rendered, under every seed.
 * - "Show code" says where each record comes from (`recordSource`): `const restaurant = data.restaurants[2];`
 *   over the JSX, with `data` from the public `@fooddash/ui/data` at the toolbar's seed and scale.
 */
import type { ArgTypes, Args } from '@storybook/react-vite';
import { DEFAULT_NOW, DEFAULT_SEED, getSeedData } from '../src/data';
import { orderIdDisplay } from '../src/domain';
import type { MenuItem, Order, Restaurant, SeedData, User } from '../src/domain/types';

/** One arg's type and control. */
type InputType = ArgTypes[string];

/** A record select's arg type: its options are record keys, `records` the record each key stands for. */
type RecordInputType = InputType & { records?: Record<string, SeededRecord> };

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
 * A select of the authored data set's records of a prop, by name: its options are record keys, `records`
 * holds the record of each key with the story's `initial` record's changes applied, so choosing another record
 * keeps the story's state (a Closed story stays closed).
 */
function recordSelect(prop: RecordProp, initial: unknown): RecordInputType {
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
    records: Object.fromEntries(offered.map(({ key, record }) => [key, { ...record, ...own }])),
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
      return key !== undefined && recordsOf(argTypes[name])?.[key] !== undefined ? [[name, key]] : [];
    }),
  );
}

const recordsOf = (argType: InputType | undefined) => (argType as RecordInputType | undefined)?.records;

/**
 * The args with each record key (a record select's value: the story's own, or one chosen in Controls) replaced
 * by its record, as the story wrote it; anything else as it is (the same object when nothing is a key).
 */
export function recordsFromKeys<T extends Args>(args: T, argTypes: Record<string, InputType>): T {
  let out: T | undefined;
  for (const [name, value] of Object.entries(args)) {
    const record = typeof value === 'string' ? recordsOf(argTypes[name])?.[value] : undefined;
    if (record) (out ??= { ...args } as T)[name as keyof T] = record as T[keyof T];
  }
  return out ?? args;
}

/* --- "Show code": where the records come from --- */

/** Each record of a data set by id: its list and its place there (built once a data set). */
type RecordList = 'restaurants' | 'menuItems' | 'users' | 'orders';
const places = new WeakMap<SeedData, Map<string, { list: RecordList; index: number }>>();

function placeOf(data: SeedData, id: string) {
  let known = places.get(data);
  if (!known) {
    known = new Map();
    for (const list of ['restaurants', 'menuItems', 'users', 'orders'] as const)
      data[list].forEach((record, index) => known!.set(record.id, { list, index }));
    places.set(data, known);
  }
  return known.get(id);
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Entries between brackets: on one line when short, else one a line. */
function bracketed(entries: readonly string[], [open, close]: readonly [string, string], indent: string): string {
  if (entries.length === 0) return `${open}${close}`;
  const pad = open === '{' ? ' ' : '';
  const oneLine = `${open}${pad}${entries.join(', ')}${pad}${close}`;
  if (oneLine.length <= 72 && !oneLine.includes('\n')) return oneLine;
  return `${open}\n${entries.map((entry) => `${indent}  ${entry},`).join('\n')}\n${indent}${close}`;
}

/** A value as a developer writes it in TypeScript: `'Thai'`, `['Italian', 'Pizza']`, `{ isOpen: false }`. */
export function literal(value: unknown, indent = ''): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
  if (value instanceof Date) return `new Date('${value.toISOString()}')`;
  if (value === undefined) return 'undefined';
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value))
    return bracketed(
      value.map((item) => literal(item, `${indent}  `)),
      ['[', ']'],
      indent,
    );
  return spread(undefined, value as Record<string, unknown>, indent);
}

/** `{ ...base, name: value }`: an object literal, spreading `base` first when given. */
function spread(base: string | undefined, fields: Record<string, unknown>, indent = ''): string {
  const entries = Object.entries(fields).map(
    ([key, v]) => `${IDENTIFIER.test(key) ? key : literal(key)}: ${literal(v, `${indent}  `)}`,
  );
  return bracketed(base ? [`...${base}`, ...entries] : entries, ['{', '}'], indent);
}

/** An expression of the data set, and the type it needs declared (when the story changed a field: `status: 'delivered'` stays a status). */
export interface DataExpression {
  expression: string;
  /** The record type (`Restaurant`, `Order[]`) a `const` of it is declared with, from `@fooddash/ui`; none when unchanged. */
  type?: string;
}

const RECORD_TYPES: Record<RecordList, string> = {
  restaurants: 'Restaurant',
  menuItems: 'MenuItem',
  users: 'User',
  orders: 'Order',
};

/** The type of a record of `list` with the story's changes: a dish with a `quantity` is a cart line. */
const recordType = (list: RecordList, own: Record<string, unknown>) =>
  list === 'menuItems' && 'quantity' in own ? 'CartItem' : RECORD_TYPES[list];

/**
 * A record of `data` as an expression: `data.restaurants[2]!`, or with the story's changes,
 * `{ ...data.restaurants[2]!, isOpen: false }` (typed `Restaurant`). The `!`: the project's `noUncheckedIndexedAccess`.
 */
export function recordExpression(record: SeededRecord, data: SeedData, indent = ''): DataExpression | undefined {
  const place = placeOf(data, record.id);
  if (!place) return undefined;
  const source = `data.${place.list}[${place.index}]!`;
  const own = changes(record as unknown as Record<string, unknown>, data[place.list][place.index]!);
  return Object.keys(own).length === 0
    ? { expression: source }
    : { expression: spread(source, own, indent), type: recordType(place.list, own) };
}

/** The longest list written out record by record. */
const LIST_INLINE = 6;

/** A list of records of `data` as an expression: the whole list, a slice (changed alike), or the records one by one. */
function listExpression(list: readonly unknown[], data: SeedData): DataExpression | undefined {
  if (list.length === 0) return undefined;
  const items = list.map((item) => {
    if (!isPlainObject(item) || typeof item.id !== 'string') return undefined;
    const place = placeOf(data, item.id);
    return place && { place, own: changes(item, data[place.list][place.index]!) };
  });
  if (items.some((item) => item === undefined)) return undefined;
  const known = items as { place: { list: RecordList; index: number }; own: Record<string, unknown> }[];
  const { list: name, index: first } = known[0]!.place;
  const contiguous = known.every(({ place }, k) => place.list === name && place.index === first + k);
  const alike = known.every(({ own }) => same(own, known[0]!.own));
  if (contiguous && alike) {
    const whole = first === 0 && list.length === data[name].length;
    const slice = whole ? `data.${name}` : `data.${name}.slice(${first}, ${first + list.length})`;
    const own = known[0]!.own;
    if (Object.keys(own).length === 0) return { expression: slice };
    return { expression: `${slice}.map((record) => (${spread('record', own)}))`, type: `${recordType(name, own)}[]` };
  }
  if (list.length > LIST_INLINE) return undefined;
  const each = list.map((item) => recordExpression(item as SeededRecord, data, '  ')!);
  // Typed when a record is changed, and the records are of one kind (a cart's lines are all `CartItem`s).
  const type = each.find((entry) => entry.type)?.type;
  const oneKind = known.every(({ place }) => place.list === name);
  return {
    expression: `[\n${each.map(({ expression }) => `  ${expression},`).join('\n')}\n]`,
    type: type && oneKind ? `${type}[]` : undefined,
  };
}

/** What `recordSource` reads of a story's context on a docs page: its args as the Controls hold them (keys). */
export interface RecordSourceContext {
  args?: Args;
  argTypes?: Record<string, InputType>;
}

/**
 * "Show code" with the lines that say where its records come from, above the JSX: each prop the source prints
 * as a variable (`restaurant={restaurant}`, from ./source.ts) gets `const restaurant = data.restaurants[2];`
 * (with the story's changes spread over it), `data` being the toolbar's data set from the public API
 * (`getSeedData(seed)`, `@fooddash/ui/data`): the record the story rendered, pasteable as it is.
 */
export function recordSource(
  code: string,
  context: RecordSourceContext,
  { data, seed, scale = 1 }: { data: SeedData; seed: number; scale?: number },
): string {
  // Storybook runs the transform twice (when the story emits its snippet, and when the docs block shows it):
  // the lines of the first pass are dropped, and written again from this context.
  if (/^import .*'@fooddash\/ui(\/data)?';$/m.test(code) && code.startsWith('import ')) {
    const jsx = code.search(/^</m);
    if (jsx > 0) code = code.slice(jsx);
  }
  const args = resolveRecords(recordsFromKeys(context.args ?? {}, context.argTypes ?? {}), data);
  const types = new Set<string>();
  const lines = Object.entries(args).flatMap(([name, value]) => {
    if (!IDENTIFIER.test(name) || !new RegExp(`\\b${name}=\\{${name}\\}`).test(code)) return [];
    const found = Array.isArray(value)
      ? listExpression(value, data)
      : isPlainObject(value) && typeof value.id === 'string'
        ? recordExpression(value as unknown as SeededRecord, data)
        : undefined;
    if (!found)
      // A long list the story changed record by record: say what it is, as a developer would read it.
      return Array.isArray(value) && value.length > 0
        ? [`// ${name}: ${value.length} records of the data set, as the story changes them (see its args).`]
        : [];
    if (found.type) types.add(found.type.replace('[]', ''));
    return [`const ${name}${found.type ? `: ${found.type}` : ''} = ${found.expression};`];
  });
  if (lines.length === 0) return code;
  const call = scale === 1 ? `getSeedData(${seed})` : `getSeedData(${seed}, DEFAULT_NOW, ${scale})`;
  const names = scale === 1 ? 'getSeedData' : 'DEFAULT_NOW, getSeedData';
  return [
    ...(types.size > 0 ? [`import type { ${[...types].sort().join(', ')} } from '@fooddash/ui';`] : []),
    `import { ${names} } from '@fooddash/ui/data';`,
    '',
    `const data = ${call};`,
    ...lines,
    '',
    code,
  ].join('\n');
}
