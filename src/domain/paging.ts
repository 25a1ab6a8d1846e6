/** Pure rules of paged lists: which slice a page shows, which page buttons to draw, and the count line. */

/** One page of a list: `start` (inclusive) and `end` (exclusive) index into the whole list, 0-based. */
export interface PageSlice {
  /** The page shown, 1-based, clamped to `1 … pageCount`. */
  page: number;
  /** At least 1, also for an empty list. */
  pageCount: number;
  start: number;
  end: number;
  /** Rows in the whole (filtered) list. */
  total: number;
}

/**
 * The slice of a `total`-long list shown on `page` of `pageSize` rows. A page beyond the last (a filter
 * or a delete shortened the list) shows the last page; a page below 1 shows the first.
 */
export function pageSlice(total: number, page: number, pageSize: number): PageSlice {
  const size = Math.max(1, Math.trunc(pageSize));
  const count = Math.max(0, Math.trunc(total));
  const pageCount = Math.max(1, Math.ceil(count / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const start = (current - 1) * size;
  return { page: current, pageCount, start, end: Math.min(count, start + size), total: count };
}

/**
 * The page (1-based) of `pageSize` rows that holds the row at `index` (0-based): where a list goes when its page size
 * changes, so the row that led the page shown before is still on the page shown (`pageHolding(48, 50)` → 1).
 */
export function pageHolding(index: number, pageSize: number): number {
  return Math.floor(Math.max(0, Math.trunc(index)) / Math.max(1, Math.trunc(pageSize))) + 1;
}

/** The rows of `list` on `page` (see `pageSlice`). */
export function pageOf<T>(list: readonly T[], page: number, pageSize: number): T[] {
  const { start, end } = pageSlice(list.length, page, pageSize);
  return list.slice(start, end);
}

/** A page button, or a gap ('…') standing for pages not drawn. */
export type PaginationSlot = number | 'gap';

/**
 * The page buttons of a pagination bar: always the first and last page and the current one with
 * `siblings` pages either side; a run of left-out pages becomes one `'gap'`, but a gap that would hide a
 * single page shows that page instead. So the bar has at most `2 * siblings + 5` slots, and its length
 * does not jump about as the current page moves: `1 … 4 5 6 … 400`.
 */
export function paginationSlots(page: number, pageCount: number, siblings = 1): PaginationSlot[] {
  const last = Math.max(1, Math.trunc(pageCount));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), last);
  const width = 2 * siblings + 5;
  if (last <= width) return Array.from({ length: last }, (_, i) => i + 1);
  // The run around the current page, shifted near either end so the bar keeps its width:
  // 1 2 3 4 5 … 400 and 1 … 396 397 398 399 400. Page 2 (or last − 1) is drawn rather than a gap for it alone.
  const low = Math.max(Math.min(current - siblings, last - 2 * siblings - 2), 3);
  const high = Math.min(Math.max(current + siblings, 2 * siblings + 3), last - 2);
  const slots: PaginationSlot[] = [1, low > 3 ? 'gap' : 2];
  for (let p = low; p <= high; p += 1) slots.push(p);
  slots.push(high < last - 2 ? 'gap' : last - 1, last);
  return slots;
}

const count = new Intl.NumberFormat('en-US');

/** How a list names its rows: `{ one: 'order', other: 'orders' }`. */
export interface ListNoun {
  one: string;
  other: string;
}

/** '20,000 orders', '1 order'. */
export function countText(total: number, noun: ListNoun): string {
  return `${count.format(total)} ${total === 1 ? noun.one : noun.other}`;
}

/**
 * The count line above a paged list: 'Showing 51–100 of 20,000 orders', 'Showing 1 of 1 order',
 * and '0 orders' when nothing matches.
 */
export function pageRangeText(
  { start, end, total }: Pick<PageSlice, 'start' | 'end' | 'total'>,
  noun: ListNoun,
): string {
  if (total === 0) return countText(0, noun);
  const range = end - start === 1 ? count.format(start + 1) : `${count.format(start + 1)}–${count.format(end)}`;
  return `Showing ${range} of ${countText(total, noun)}`;
}
