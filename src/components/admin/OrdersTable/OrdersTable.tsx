import { memo, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type ComponentProps } from 'react';
import { formatDateTime, itemCount, ORDER_STATUS_OPTIONS, orderIdDisplay } from '../../../domain/format';
import { pageHolding, type ListNoun } from '../../../domain/paging';
import { DEFAULT_ORDER_SORT, nextOrderSort, sortOrders, type OrderSort, type OrderSortKey } from '../../../domain/sort';
import type { Order, OrderStatus } from '../../../domain/types';
import { Button } from '../../ui/Button';
import { CARD_GRID_PAGE_SIZE } from '../../ui/CardGrid';
import { cx } from '../../utils/cx';
import { EmptyState, useFocusOnRefill, type EmptyStateAction } from '../../ui/EmptyState';
import { StatusSelect } from '../../ui/StatusSelect';
import { PagedListBars, usePage, type PagedListProps } from '../../ui/Pagination';
import { Price } from '../../ui/Price';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { LiveRegion } from '../../ui/LiveRegion';
import { useKeepPlace } from '../../hooks/useKeepPlace';
import { useStableCallback } from '../../hooks/useStableCallback';
import styles from './OrdersTable.module.css';

export const NO_ORDERS_TEXT = 'No orders yet';
/** Under 'No orders yet' when nothing filtered the list: what will fill it. */
export const ORDERS_ARRIVE_TEXT = 'Orders show here as customers check out.';

/**
 * Rows per page. At the spec's 200 orders that is 4 pages; at 100× (20,000) 400. Fifty rows fill about
 * two desktop screens: enough to scan and compare, few enough that a page change renders quickly.
 */
export const ORDERS_PAGE_SIZE = 50;

/**
 * Orders per page on a phone (a window under 40rem, where the pagination also folds to 'Page 2 of 9'). Each order
 * is a card there, about three rows tall, so 50 made a page of some ten phone screens, with the pagination (above
 * the list) ten screens back up. 24, as the admin's other card lists (`CARD_GRID_PAGE_SIZE`): about four screens.
 */
export const ORDERS_PHONE_PAGE_SIZE = CARD_GRID_PAGE_SIZE;

/** A phone's window, as the pagination's compact form reads it (Pagination.module.css). */
const PHONE_QUERY = '(width < 40rem)';

function subscribeToPhone(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is a phone's: known at the first render, so a phone never renders a page of 50 first. */
function usePhoneWindow(): boolean {
  return useSyncExternalStore(
    subscribeToPhone,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

const ORDERS_NOUN: ListNoun = { one: 'order', other: 'orders' };

/** What the live region says when a status change takes an order out of a filtered table. */
function orderLeftFilterText(id: string, status: OrderStatus): string {
  const label = ORDER_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
  return `Order ${orderIdDisplay(id)} is now ${label} and no longer matches this filter.`;
}

export type OrdersTableProps = ComponentProps<'div'> &
  PagedListProps & {
    /** Every order that matches the page's filter, in any order: the table sorts them and shows one page. */
    orders: Order[];
    /**
     * Called when a row's status selector changes (any status may be set). When the parent lists
     * only one status, the row may leave at once: focus then moves to the row that takes its place
     * (its Order ID cell; or the row above, or the empty state), and a polite live region says why.
     */
    onStatusChange: (id: string, status: OrderStatus) => void;
    /** Called with the order's id by its View button. */
    onView: (id: string) => void;
    /** The sort: Order Time, Total or Restaurant, either way (default: Order Time, newest first). */
    sort?: OrderSort;
    /** Called with the new sort when a sortable column's header button is pressed (the same column flips direction). */
    onSortChange: (sort: OrderSort) => void;
    /** The rows are about to change (the parent is rendering a new filter, sort or page): dims them, `aria-busy`. */
    busy?: boolean;
    /**
     * Orders per page on a phone (a window under 40rem; default `ORDERS_PHONE_PAGE_SIZE`, 24), never more than
     * `pageSize`. When the window crosses 40rem (resized, zoomed, a phone turned), the page that holds the first
     * order shown is asked for (`onPageChange`), so the reader keeps their place.
     */
    phonePageSize?: number;
    /** Text shown instead of the table when there are no rows. */
    emptyText?: string;
    /**
     * The empty state's way back, when the filter is what emptied the table ('Show all orders'); none when
     * there are no orders at all. Once the rows are back, focus moves to the table's region.
     */
    emptyAction?: EmptyStateAction;
    /**
     * Whether the table's own live region says that a row left the filter (default true). Set it to false when
     * the page announces every status change itself (the admin's toasts), so a screen reader hears it once.
     */
    announceLeaving?: boolean;
  };

/** The sortable columns: header text and sort key. */
const SORTABLE: Partial<Record<string, OrderSortKey>> = {
  Restaurant: 'restaurant',
  Total: 'total',
  'Order Time': 'orderTime',
};
const COLUMNS = ['Order ID', 'Restaurant', 'Items', 'Total', 'Status', 'Order Time', 'View'];
/** Columns of numbers: right-aligned, header and cells. */
const NUMERIC = new Set(['Items', 'Total']);

interface OrderRowProps {
  order: Order;
  /** The row's place on the page (where focus goes if it leaves). */
  index: number;
  onStatus: (select: HTMLSelectElement, status: OrderStatus, id: string, index: number) => void;
  onView: (id: string) => void;
}

/** One row; memoised, so a new page, filter or status change re-renders only the rows it changes. */
const OrderRow = memo(function OrderRow({ order, index, onStatus, onView }: OrderRowProps) {
  const shortId = orderIdDisplay(order.id);
  const items = itemCount(order);
  return (
    // The roles restate the elements': on phones the rows are laid out as cards (CSS grid), and an explicit role
    // keeps a table a table to every browser's accessibility tree whatever its `display`.
    <tr role="row" className={styles.OrdersTableRow}>
      {/* Focusable by script only: where focus goes when the row above leaves the table. */}
      <th scope="row" role="rowheader" tabIndex={-1} className={styles.OrdersTableId}>
        {shortId}
      </th>
      <td role="cell" className={styles.OrdersTableRestaurant}>
        {order.restaurant.name}
      </td>
      {/* On a card the count reads "3 items": the word is drawn by CSS (data-unit), the column header names it. */}
      <td role="cell" data-unit={items === 1 ? 'item' : 'items'} className={styles.OrdersTableItems}>
        {items}
      </td>
      <td role="cell" className={styles.OrdersTableTotal}>
        <Price amount={order.total} />
      </td>
      <td role="cell" className={styles.OrdersTableStatusCell}>
        <StatusSelect
          label={`Status for order ${shortId}`}
          value={order.status}
          options={ORDER_STATUS_OPTIONS}
          onStatusChange={(status, select) => onStatus(select, status, order.id, index)}
          className={styles.OrdersTableStatus}
        />
      </td>
      <td role="cell" className={styles.OrdersTableTime}>
        <time dateTime={order.orderTime.toISOString()}>{formatDateTime(order.orderTime)}</time>
      </td>
      <td role="cell" className={styles.OrdersTableView}>
        <Button variant="secondary" size="sm" icon="eye" onClick={() => onView(order.id)}>
          View<VisuallyHidden> order {shortId}</VisuallyHidden>
        </Button>
      </td>
    </tr>
  );
});

/**
 * The admin orders as a table: Order ID, Restaurant, Items, Total, Status (a coloured selector),
 * Order Time and a View button.
 *
 * **Narrow (the table's box under 50rem: phones, tablets, 200 % zoom).** The same table is drawn as a list
 * of order cards (CSS grid per row, a container query): the Order ID and Total, the restaurant, the time
 * and item count, then the status selector and View, all in view. The header row keeps only the sort
 * buttons. Nothing is rendered twice: one table, one accessibility tree, the same names and focus
 * handling at every width. On a phone (a window under 40rem) a page holds 24 orders (`phonePageSize`), not 50.
 *
 * **One page at a time (pagination, not windowing).** A page is a real `<table>` holding real rows:
 * every row and control is in the DOM, so the browser's find, screen readers' table navigation and
 * Tab order work unchanged, row heights may vary (the status selector, wrapped restaurant names), and a
 * visual reference shows the same rows every time. Windowing would keep the table scrolling as one but
 * needs `aria-rowcount`/`aria-rowindex`, fixed row heights and focus rescue when a focused row scrolls
 * out, and cannot be searched with the browser's find. Sorting and the parent's filter apply to every
 * order; the count above names the matches ("Showing 1–50 of 200 orders").
 *
 * Sortable headers (Restaurant, Total, Order Time) are buttons inside their `<th>`; the sorted column's
 * `<th>` carries `aria-sort`.
 */
export function OrdersTable({
  orders,
  onStatusChange,
  onView,
  sort = DEFAULT_ORDER_SORT,
  onSortChange,
  page = 1,
  onPageChange,
  pageSize = ORDERS_PAGE_SIZE,
  phonePageSize = ORDERS_PHONE_PAGE_SIZE,
  busy = false,
  emptyText = NO_ORDERS_TEXT,
  emptyAction,
  announceLeaving = true,
  className,
  ...rest
}: OrdersTableProps) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const { emptyRef, announcement, changeInPlace } = useKeepPlace({ announce: announceLeaving });

  const sorted = useMemo(() => sortOrders(orders, sort), [orders, sort]);
  const size = usePhoneWindow() ? Math.min(phonePageSize, pageSize) : pageSize;
  const { slice, shown: rows } = usePage(sorted, page, size);
  // A new page size (the window crossed 40rem): ask for the page that holds the first order shown before.
  const shownFrom = useRef({ size, start: slice.start });
  useLayoutEffect(() => {
    const before = shownFrom.current;
    shownFrom.current = { size, start: slice.start };
    if (before.size === size) return;
    const keep = pageHolding(before.start, size);
    if (keep !== slice.page) onPageChange(keep);
  });

  const changeStatus = useStableCallback(
    (select: HTMLSelectElement, status: OrderStatus, id: string, index: number) => {
      // A row that leaves hands focus to the row header (Order ID) now at its place; Tab reaches its selector.
      changeInPlace(() => onStatusChange(id, status), {
        index,
        isStillListed: () => select.isConnected,
        focusTargets: () => Array.from(bodyRef.current?.rows ?? [], (row) => row.cells[0]!),
        leftText: orderLeftFilterText(id, status),
      });
    },
  );
  const view = useStableCallback(onView);
  const regionRef = useRef<HTMLDivElement>(null);
  const refocusing = useFocusOnRefill(orders.length > 0, () => regionRef.current);

  return (
    // `aria-busy` on the whole list (count, table or empty state): what is shown lags the filter, sort or page.
    <div aria-busy={busy || undefined} {...rest} className={cx(styles.OrdersTable, className)}>
      <PagedListBars slice={slice} noun={ORDERS_NOUN} onPageChange={onPageChange}>
        <div className={styles.OrdersTableBox}>
          {orders.length === 0 ? (
            <EmptyState
              ref={emptyRef}
              tabIndex={-1}
              icon="receipt"
              title={emptyText}
              action={refocusing(emptyAction)}
              className={styles.OrdersTableEmpty}
            >
              {/* With no filter to clear, say what will fill the list instead. */}
              {!emptyAction && emptyText === NO_ORDERS_TEXT && <p>{ORDERS_ARRIVE_TEXT}</p>}
            </EmptyState>
          ) : (
            /* A scrollable region must be reachable by keyboard, hence the tabIndex and the name. */
            <div
              ref={regionRef}
              role="region"
              aria-label="Orders table"
              tabIndex={0}
              onFocus={(event) => {
                // A control reached with the keyboard in a column cut off by the sideways scroll (the status
                // selector, the View button) is scrolled wholly into view; the browser would leave it half shown.
                // 'nearest' also keeps it clear of the sticky top bar (the page's scroll-padding). A clicked
                // control was in view where the pointer found it: nothing moves.
                const target = event.target;
                if (target !== event.currentTarget && target.matches(':focus-visible')) {
                  target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
                }
              }}
              className={styles.OrdersTableScroll}
            >
              <table role="table" className={styles.OrdersTableTable}>
                <caption className="visually-hidden">Orders</caption>
                <thead role="rowgroup" className={styles.OrdersTableHead}>
                  <tr role="row">
                    {COLUMNS.map((column) => {
                      const key = SORTABLE[column];
                      if (key === undefined)
                        return (
                          <th
                            key={column}
                            scope="col"
                            role="columnheader"
                            data-numeric={NUMERIC.has(column) || undefined}
                            className={styles.OrdersTablePlainHeader}
                          >
                            {column}
                          </th>
                        );
                      const sorted = sort.key === key ? sort.direction : undefined;
                      return (
                        <th
                          key={column}
                          scope="col"
                          role="columnheader"
                          aria-sort={sorted}
                          data-numeric={NUMERIC.has(column) || undefined}
                        >
                          <button
                            type="button"
                            data-sort={sorted ?? 'none'}
                            onClick={() => onSortChange(nextOrderSort(sort, key))}
                            className={styles.OrdersTableSort}
                          >
                            {column}
                          </button>
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                <tbody ref={bodyRef} role="rowgroup">
                  {rows.map((order, index) => (
                    <OrderRow key={order.id} order={order} index={index} onStatus={changeStatus} onView={view} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {orders.length > 0 && (
            /* Seen only when columns are out of view; the region and its table already say so to screen readers. */
            <p className={styles.OrdersTableHint} aria-hidden="true">
              Scroll sideways for more columns →
            </p>
          )}
        </div>
      </PagedListBars>
      {/* Rendered in both branches (so it is in the page before it speaks), and not a role="status" of its own. */}
      <LiveRegion>{announcement}</LiveRegion>
    </div>
  );
}
