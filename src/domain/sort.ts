/** Pure sort rules of the admin orders table: comparators, the default order and what a header click does. */
import type { Order } from './types';

/** The columns the orders table sorts by. */
export const ORDER_SORT_KEYS = ['orderTime', 'total', 'restaurant'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];

/** The values of `aria-sort`, so a sort can be written onto its header as is. */
export type SortDirection = 'ascending' | 'descending';

export interface OrderSort {
  key: OrderSortKey;
  direction: SortDirection;
}

/** Newest first, as the spec's Orders screen opens. */
export const DEFAULT_ORDER_SORT: OrderSort = { key: 'orderTime', direction: 'descending' };

/** The direction a column starts in when first chosen: newest and largest first, restaurants A to Z. */
export const FIRST_DIRECTION: Record<OrderSortKey, SortDirection> = {
  orderTime: 'descending',
  total: 'descending',
  restaurant: 'ascending',
};

// One collator for every comparison: `localeCompare` with options builds one per call.
const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const byKey: Record<OrderSortKey, (a: Order, b: Order) => number> = {
  orderTime: (a, b) => a.orderTime.getTime() - b.orderTime.getTime(),
  total: (a, b) => a.total - b.total,
  restaurant: (a, b) => names.compare(a.restaurant.name, b.restaurant.name),
};

/** Ties fall back to newest first, then the id, so every sort is total and the same on every run. */
function tieBreak(a: Order, b: Order): number {
  return b.orderTime.getTime() - a.orderTime.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The comparator of `sort` (for `Array.prototype.sort`). */
export function compareOrders(sort: OrderSort): (a: Order, b: Order) => number {
  const compare = byKey[sort.key];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return (a, b) => sign * compare(a, b) || tieBreak(a, b);
}

/** A sorted copy of `orders`. */
export function sortOrders(orders: readonly Order[], sort: OrderSort = DEFAULT_ORDER_SORT): Order[] {
  return [...orders].sort(compareOrders(sort));
}

/** The sort after a click on `key`'s header: the same column flips direction, another starts in its first direction. */
export function nextOrderSort(current: OrderSort, key: OrderSortKey): OrderSort {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: FIRST_DIRECTION[key] };
}
