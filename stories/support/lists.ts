import { expect, waitFor, within } from 'storybook/test';
import { ORDERS_PAGE_SIZE } from '../../src/components/admin';
import { CARD_GRID_PAGE_SIZE } from '../../src/components/ui';
import { pageRangeText, pageSlice, type ListNoun } from '../../src/domain';

/**
 * Waits until the admin list inside `root` shows what its filter, search, sort and page ask for. The admin
 * pages render a list from a deferred copy of that choice (`useListView`, src/app/admin/useListView.ts): the
 * select or search field paints at once and the list follows in the background, marked `aria-busy`
 * meanwhile (the orders table and the card grids). A play reading rows right after a filter change reads
 * them once the list has followed, as a user reads them once the list has settled.
 */
export async function listFollows(root: HTMLElement, options: { timeout?: number } = {}): Promise<void> {
  await waitFor(() => expect(root.querySelector('[aria-busy="true"]')).toBeNull(), options); // the global asyncUtilTimeout (5 s, .storybook/preview.tsx) unless given
}

/** The count line above a paged admin list ('Showing 1–24 of 120 restaurants'), a polite live region. */
export function countLine(root: HTMLElement): HTMLElement {
  return within(root).getByText(/^Showing /, { selector: '[aria-live="polite"]' });
}

/**
 * Page `page` of a paged admin card grid holding `records` (CardGrid's 24 a page unless told): the records its
 * cards show, its count line and how many pages there are. A play reads what to expect from the story's
 * data this way, so it holds at any Data scale: at the spec's sizes a list fits one page, at 10× it takes several.
 */
export function cardPage<T>(records: readonly T[], noun: ListNoun, page = 1, pageSize = CARD_GRID_PAGE_SIZE) {
  const slice = pageSlice(records.length, page, pageSize);
  return {
    page: slice.page,
    pageCount: slice.pageCount,
    shown: records.slice(slice.start, slice.end),
    count: pageRangeText(slice, noun),
  };
}

/** The cards (`article`s) in `root` are page `page` of `records`, and the count line counts all of them. */
export async function expectCardPage<T>(root: HTMLElement, records: readonly T[], noun: ListNoun, page = 1) {
  const expected = cardPage(records, noun, page);
  await expect(within(root).getAllByRole('article')).toHaveLength(expected.shown.length);
  await expect(countLine(root)).toHaveTextContent(expected.count);
}

/**
 * Shows page `page` of a paged admin list with its page button in the pagination named 'Pagination, {noun}',
 * as a user would, and waits for the list to follow. Nothing to press when the list fits one page.
 */
export async function goToPage(
  root: HTMLElement,
  user: { click: (element: Element) => Promise<void> },
  noun: ListNoun,
  page: number,
) {
  const nav = within(root).queryByRole('navigation', { name: `Pagination, ${noun.other}` });
  if (!nav) return;
  const button = within(nav).getByRole('button', { name: `Page ${page}` });
  if (button.getAttribute('aria-current') !== 'page') await user.click(button);
  await listFollows(root);
}

/**
 * Page `page` of the paged admin orders table holding `records` (its 50 rows a page, `ORDERS_PAGE_SIZE`; on a phone
 * 24, `ORDERS_PHONE_PAGE_SIZE`: pass that there): as `cardPage`, for the table's rows. At the spec's 200 orders that
 * is 4 pages, or 9 on a phone; at 10× 40, or 84.
 */
export function tablePage<T>(records: readonly T[], noun: ListNoun, page = 1, pageSize = ORDERS_PAGE_SIZE) {
  return cardPage(records, noun, page, pageSize);
}

/**
 * The page of a paged admin list that shows `record`, one of `records` in the list's order (1 when it is not
 * listed): where a play goes before it acts on that record (`goToPage`).
 */
export function recordPage<T>(records: readonly T[], record: T, pageSize = CARD_GRID_PAGE_SIZE): number {
  return Math.floor(Math.max(0, records.indexOf(record)) / pageSize) + 1;
}
