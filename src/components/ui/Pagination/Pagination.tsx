import { useLayoutEffect, useMemo, useRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { pageRangeText, pageSlice, paginationSlots, type ListNoun, type PageSlice } from '../../../domain/paging';
import { Button } from '../Button';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon';
import styles from './Pagination.module.css';

const pageNumber = new Intl.NumberFormat('en-US');

export type PaginationProps = Omit<ComponentProps<'nav'>, 'aria-label'> & {
  /** The page shown, 1-based. */
  page: number;
  /** How many pages there are; with one page (or none) nothing is rendered. */
  pageCount: number;
  /** Called with the page a button asks for. */
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Pagination, orders' (a page may hold several). */
  'aria-label': string;
};

/**
 * Previous, page buttons (first, last, and the current page with a neighbour each side; '…' for the
 * rest) and Next, in a named `<nav>`. The current page's button carries `aria-current="page"`.
 *
 * On a narrow screen (under 40rem: phones, 200 % zoom) it is one row whatever the page count:
 * Previous and Next as icon buttons (still named "Previous" and "Next") either side of "Page 3 of 40";
 * the page buttons are not rendered there (`display: none`, so not read either).
 *
 * Focus stays on the pressed button: Previous and Next are `aria-disabled` at the ends, never
 * `disabled`, so pressing Next onto the last page does not drop focus, and a pressed page number
 * becomes the current page, which is always drawn. Should focus fall to the page anyway, it goes to
 * the current page's button (on a narrow screen, to Next, or Previous on the last page).
 */
export function Pagination({ page, pageCount, onPageChange, className, ...rest }: PaginationProps) {
  const navRef = useRef<HTMLElement>(null);
  const pressed = useRef(false);

  useLayoutEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    // The first of these that is drawn (the page buttons are not, on a narrow screen).
    const nav = navRef.current;
    const targets = ['[aria-current="page"]', '[data-step="next"]:not([aria-disabled])', '[data-step="previous"]'];
    targets
      .map((selector) => nav?.querySelector<HTMLElement>(selector))
      .find((target) => target && target.getClientRects().length > 0)
      ?.focus();
  }, [page]);

  if (pageCount <= 1) return null;
  const go = (to: number) => {
    if (to < 1 || to > pageCount || to === page) return;
    pressed.current = true;
    onPageChange(to);
  };
  const slots = paginationSlots(page, pageCount);
  return (
    <nav ref={navRef} {...rest} className={cx(styles.Pagination, className)}>
      <ul className={styles.PaginationList}>
        <li>
          <Button
            variant="secondary"
            size="sm"
            aria-disabled={page === 1 || undefined}
            onClick={() => go(page - 1)}
            icon="arrow-left"
            data-step="previous"
            className={styles.PaginationStep}
          >
            <span className={styles.PaginationStepLabel}>Previous</span>
          </Button>
        </li>
        {slots.map((slot, index) =>
          slot === 'gap' ? (
            <li
              key={index < slots.length / 2 ? 'gap-start' : 'gap-end'}
              aria-hidden="true"
              className={cx(styles.PaginationNumbered, styles.PaginationGap)}
            >
              …
            </li>
          ) : (
            <li key={`page-${slot}`} className={styles.PaginationNumbered}>
              <Button
                variant={slot === page ? 'primary' : 'ghost'}
                size="sm"
                aria-label={`Page ${slot}`}
                aria-current={slot === page ? 'page' : undefined}
                onClick={() => go(slot)}
                className={styles.PaginationPage}
              >
                {slot}
              </Button>
            </li>
          ),
        )}
        {/* Shown instead of the page buttons on a narrow screen. */}
        <li className={styles.PaginationSummary}>
          Page {pageNumber.format(page)} of {pageNumber.format(pageCount)}
        </li>
        <li>
          <Button
            variant="secondary"
            size="sm"
            aria-disabled={page === pageCount || undefined}
            onClick={() => go(page + 1)}
            data-step="next"
            className={styles.PaginationStep}
          >
            <span className={styles.PaginationStepLabel}>Next</span>
            <Icon name="arrow-left" size={16} className={styles.PaginationNextIcon} />
          </Button>
        </li>
      </ul>
    </nav>
  );
}

export type ListPagerProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The page shown and the list's length (`pageSlice(total, page, pageSize)`). */
  slice: PageSlice;
  /** What the rows are: `{ one: 'order', other: 'orders' }`. */
  noun: ListNoun;
  /** Called with the page a button asks for. */
  onPageChange: (page: number) => void;
};

/**
 * The bar above a paged list: the count ('Showing 51–100 of 20,000 orders', the number of matches of
 * whatever filter is on) in a polite live region, so a new page, filter or search is announced, and the
 * pagination ('Pagination, orders'). It sits above the list, so after Next the new page starts right
 * under the pressed button, for mouse, keyboard and screen-reader users alike.
 * With no rows the count is blank (the list's empty state speaks), but stays in the page to speak later.
 */
export function ListPager({ slice, noun, onPageChange, className, ...rest }: ListPagerProps) {
  return (
    // Empty, it is taken out of the layout (not out of the accessibility tree), so the empty state sits where the list would.
    // tabIndex -1: the end-of-list pager hands focus here after turning the page.
    <div tabIndex={-1} {...rest} className={cx(styles.ListPager, slice.total === 0 && 'visually-hidden', className)}>
      <p aria-live="polite" aria-atomic="true" className={styles.ListPagerCount}>
        {slice.total === 0 ? '' : pageRangeText(slice, noun)}
      </p>
      <Pagination
        aria-label={`Pagination, ${noun.other}`}
        page={slice.page}
        pageCount={slice.pageCount}
        onPageChange={onPageChange}
      />
    </div>
  );
}

/** A page shows the pagination again under its end from this many rows or cards (`ListEndPager`). */
export const END_PAGER_MIN_ROWS = 10;

export type ListEndPagerProps = ListPagerProps & {
  /** The bar above the list (`ListPager`): a page turned here brings the reader back to it. */
  start: RefObject<HTMLElement | null>;
};

/**
 * The pagination again under a long page (`END_PAGER_MIN_ROWS` rows or more shown: 24 order cards on a phone
 * are about four screens), so the reader who reached the end need not scroll back up to turn the page. Its
 * count is not a live region (the bar above already speaks), and its landmark is named apart ('Pagination,
 * orders, end of list'). A page turned here shows the new page from its start: the bar above is scrolled to
 * the top of the window and takes focus, so Tab goes on into the new rows.
 */
export function ListEndPager({ slice, noun, onPageChange, start, className, ...rest }: ListEndPagerProps) {
  if (slice.pageCount <= 1 || slice.end - slice.start < END_PAGER_MIN_ROWS) return null;
  const turn = (page: number) => {
    onPageChange(page);
    const bar = start.current;
    if (!bar) return;
    bar.focus({ preventScroll: true });
    bar.scrollIntoView({ block: 'start' });
  };
  return (
    <div {...rest} className={cx(styles.ListPager, styles.ListEndPager, className)}>
      <p className={styles.ListPagerCount}>{pageRangeText(slice, noun)}</p>
      <Pagination
        aria-label={`Pagination, ${noun.other}, end of list`}
        page={slice.page}
        pageCount={slice.pageCount}
        onPageChange={turn}
      />
    </div>
  );
}

export type PagedListBarsProps = Pick<ListPagerProps, 'slice' | 'noun' | 'onPageChange'> & {
  /** The list (or its empty state), between the two bars. */
  children: ReactNode;
};

/**
 * A paged list's bars around the list: `ListPager` above it, and `ListEndPager` under it when the page is long.
 * Renders a fragment, so the bars and the list are laid out by the list's own box.
 */
export function PagedListBars({ slice, noun, onPageChange, children }: PagedListBarsProps) {
  const start = useRef<HTMLDivElement>(null);
  return (
    <>
      <ListPager ref={start} slice={slice} noun={noun} onPageChange={onPageChange} />
      {children}
      <ListEndPager start={start} slice={slice} noun={noun} onPageChange={onPageChange} />
    </>
  );
}

/** The props of a list shown one page at a time (the orders table, the admin card grids). */
export type PagedListProps = {
  /** The page shown, 1-based (default 1); past the last page shows the last. Reset it to 1 when a filter, search or sort changes. */
  page?: number;
  /** Called with the page a pagination button asks for. */
  onPageChange: (page: number) => void;
  /** Rows or cards per page (each list documents its default). */
  pageSize?: number;
};

/** The page of `items` to show: its slice (for `ListPager`) and its items, kept while neither changes. */
export function usePage<T>(items: readonly T[], page: number, pageSize: number) {
  const slice = pageSlice(items.length, page, pageSize);
  const shown = useMemo(() => items.slice(slice.start, slice.end), [items, slice.start, slice.end]);
  return { slice, shown };
}
