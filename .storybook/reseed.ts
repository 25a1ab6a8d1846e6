import type { SeedData } from '../src/domain/types';

type Index = Map<string, unknown>;

const lists = (data: SeedData) => [data.restaurants, data.menuItems, data.users, data.orders] as const;

function indexById(data: SeedData): Index {
  const index: Index = new Map();
  for (const list of lists(data)) {
    for (const entity of list) index.set(entity.id, entity);
  }
  return index;
}

/**
 * Pairs each entity of `base` with the one at the same position in `next`: ids such as
 * `restaurant-3` are stable across seeds, order ids are random, so position is the key.
 */
function counterparts(base: SeedData, next: SeedData): Index {
  const index: Index = new Map();
  const nextLists = lists(next);
  lists(base).forEach((list, l) => list.forEach((entity, i) => index.set(entity.id, nextLists[l]![i])));
  return index;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * Re-seeds story args: every generated entity found in the args (by id, at any
 * depth) is replaced by its counterpart in `next`, keeping the
 * fields the story overrode (those that differ from the default data set).
 * So `makeRestaurant({ isOpen: false })` stays closed under any seed.
 */
export function reseedArgs<T>(value: T, base: SeedData, next: SeedData): T {
  const baseIndex = indexById(base);
  const nextIndex = counterparts(base, next);

  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!isRecord(v)) return v;
    const id = typeof v.id === 'string' ? v.id : null;
    const original = id ? baseIndex.get(id) : undefined;
    const replacement = id ? nextIndex.get(id) : undefined;
    if (isRecord(original) && isRecord(replacement)) {
      const out: Record<string, unknown> = { ...replacement };
      for (const [key, field] of Object.entries(v)) {
        if (!same(field, original[key])) out[key] = walk(field);
        else if (Array.isArray(field) || isRecord(field)) out[key] = walk(replacement[key] ?? field);
      }
      return out;
    }
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(v)) out[key] = walk(field);
    return out;
  };

  return walk(value) as T;
}
