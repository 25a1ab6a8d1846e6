import { useRef, type ChangeEvent, type ComponentProps } from 'react';
import { formatDateTime, itemCount, ORDER_STATUS_OPTIONS, orderIdDisplay } from '../../../domain/format';
import type { Order, OrderStatus } from '../../../domain/types';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField } from '../../ui/Field';
import { Price } from '../../ui/Price';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { LiveRegion } from '../../ui/LiveRegion';
import { useKeepPlace } from '../../ui/useKeepPlace';
import styles from './OrdersTable.module.css';

export const NO_ORDERS_TEXT = 'No orders yet';

/** What the live region says when a status change takes an order out of a filtered table. */
function orderLeftFilterText(id: string, status: OrderStatus): string {
  const label = ORDER_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
  return `Order ${orderIdDisplay(id)} is now ${label} and no longer matches this filter.`;
}

export type OrdersTableProps = ComponentProps<'div'> & {
  /** The rows, in order. */
  orders: Order[];
  /**
   * Called when a row's status selector changes (any status may be set). When the parent lists
   * only one status, the row may leave at once: focus then moves to the row that takes its place
   * (its Order ID cell; or the row above, or the empty state), and a polite live region says why.
   */
  onStatusChange: (id: string, status: OrderStatus) => void;
  /** Called with the order's id by its View button. */
  onView: (id: string) => void;
  /** Text shown instead of the table when there are no rows. */
  emptyText?: string;
};

/**
 * The admin orders as a table: Order ID, Restaurant, Items, Total, Status (a coloured selector),
 * Order Time and a View button. It scrolls sideways inside its own focusable region on phones.
 */
export function OrdersTable({
  orders,
  onStatusChange,
  onView,
  emptyText = NO_ORDERS_TEXT,
  className,
  ...rest
}: OrdersTableProps) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const { emptyRef, announcement, changeInPlace } = useKeepPlace();

  function changeStatus(event: ChangeEvent<HTMLSelectElement>, id: string, index: number) {
    const select = event.currentTarget;
    const status = select.value as OrderStatus;
    // A row that leaves hands focus to the row header (Order ID) now at its place; Tab reaches its selector.
    changeInPlace(() => onStatusChange(id, status), {
      index,
      isStillListed: () => select.isConnected,
      focusTargets: () => Array.from(bodyRef.current?.rows ?? [], (row) => row.cells[0]!),
      leftText: orderLeftFilterText(id, status),
    });
  }

  return (
    <div {...rest} className={cx(styles.OrdersTable, className)}>
      {orders.length === 0 ? (
        <EmptyState ref={emptyRef} tabIndex={-1} icon="receipt" title={emptyText} className={styles.OrdersTableEmpty} />
      ) : (
        /* A scrollable region must be reachable by keyboard, hence the tabIndex and the name. */
        <div role="region" aria-label="Orders table" tabIndex={0} className={styles.OrdersTableScroll}>
          <table className={styles.OrdersTableTable}>
            <caption className="visually-hidden">Orders</caption>
            <thead>
              <tr>
                <th scope="col">Order ID</th>
                <th scope="col">Restaurant</th>
                <th scope="col">Items</th>
                <th scope="col">Total</th>
                <th scope="col">Status</th>
                <th scope="col">Order Time</th>
                <th scope="col">View</th>
              </tr>
            </thead>
            <tbody ref={bodyRef}>
              {orders.map((order, index) => {
                const shortId = orderIdDisplay(order.id);
                return (
                  <tr key={order.id}>
                    {/* Focusable by script only: where focus goes when the row above leaves the table. */}
                    <th scope="row" tabIndex={-1} className={styles.OrdersTableId}>
                      {shortId}
                    </th>
                    <td className={styles.OrdersTableRestaurant}>{order.restaurant.name}</td>
                    <td className={styles.OrdersTableNumber}>{itemCount(order)}</td>
                    <td className={styles.OrdersTableNumber}>
                      <Price amount={order.total} />
                    </td>
                    <td>
                      <SelectField
                        label={`Status for order ${shortId}`}
                        hideLabel
                        value={order.status}
                        data-status={order.status}
                        options={ORDER_STATUS_OPTIONS}
                        onChange={(event) => changeStatus(event, order.id, index)}
                        className={styles.OrdersTableStatus}
                      />
                    </td>
                    <td className={styles.OrdersTableTime}>
                      <time dateTime={order.orderTime.toISOString()}>{formatDateTime(order.orderTime)}</time>
                    </td>
                    <td>
                      <Button variant="secondary" size="sm" icon="eye" onClick={() => onView(order.id)}>
                        View<VisuallyHidden> order {shortId}</VisuallyHidden>
                      </Button>
                    </td>
                  </tr>
                );
              })}
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
      {/* Rendered in both branches (so it is in the page before it speaks), and not a role="status" of its own. */}
      <LiveRegion>{announcement}</LiveRegion>
    </div>
  );
}
