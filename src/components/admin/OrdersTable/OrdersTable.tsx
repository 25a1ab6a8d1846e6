import type { ComponentProps } from 'react';
import { formatDateTime, itemCount, orderIdDisplay } from '../../../domain/format';
import type { Order, OrderStatus } from '../../../domain/types';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField } from '../../ui/Field';
import { Price } from '../../ui/Price';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { ORDER_STATUS_OPTIONS } from '../OrderStatusFilter';
import styles from './OrdersTable.module.css';

export const NO_ORDERS_TEXT = 'No orders yet';

export type OrdersTableProps = ComponentProps<'div'> & {
  /** The rows, in order. */
  orders: Order[];
  /** Called when a row's status selector changes (any status may be set). */
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
  if (orders.length === 0) {
    return (
      <div {...rest} className={cx(styles.OrdersTable, className)}>
        <EmptyState icon="receipt" title={emptyText} className={styles.OrdersTableEmpty} />
      </div>
    );
  }
  return (
    <div {...rest} className={cx(styles.OrdersTable, className)}>
      {/* A scrollable region must be reachable by keyboard, hence the tabIndex and the name. */}
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
          <tbody>
            {orders.map((order) => {
              const shortId = orderIdDisplay(order.id);
              return (
                <tr key={order.id}>
                  <th scope="row" className={styles.OrdersTableId}>
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
                      onChange={(event) => onStatusChange(order.id, event.target.value as OrderStatus)}
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
    </div>
  );
}
