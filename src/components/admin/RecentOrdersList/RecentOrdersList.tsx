import type { ComponentProps } from 'react';
import { formatDate, itemCount } from '../../../domain/format';
import type { Order } from '../../../domain/types';
import { EmptyState } from '../../ui/EmptyState';
import { Panel } from '../../ui/Panel';
import { Price } from '../../ui/Price';
import { StatusBadge } from '../../ui/StatusBadge';
import styles from './RecentOrdersList.module.css';

export const NO_RECENT_ORDERS_TEXT = 'No orders yet';
/** Under it: what will fill the list. */
export const RECENT_ORDERS_ARRIVE_TEXT = 'The five newest orders show here as customers check out.';

export type RecentOrdersListProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The orders to list, newest first (the dashboard passes `recentOrders(orders, 5)`). */
  orders: Order[];
};

/** "Recent Orders": restaurant, date, item count, total and a coloured status badge per order. */
export function RecentOrdersList({ orders, ...rest }: RecentOrdersListProps) {
  return (
    <Panel title="Recent Orders" {...rest}>
      {orders.length === 0 ? (
        <EmptyState icon="receipt" title={NO_RECENT_ORDERS_TEXT}>
          <p>{RECENT_ORDERS_ARRIVE_TEXT}</p>
        </EmptyState>
      ) : (
        <ul className={styles.RecentOrdersListItems}>
          {orders.map((order) => {
            const count = itemCount(order);
            return (
              <li key={order.id} className={styles.RecentOrdersListItem}>
                <div className={styles.RecentOrdersListMain}>
                  <p className={styles.RecentOrdersListRestaurant}>{order.restaurant.name}</p>
                  <p className={styles.RecentOrdersListMeta}>
                    <time dateTime={order.orderTime.toISOString()}>{formatDate(order.orderTime)}</time>
                    {' • '}
                    {count} {count === 1 ? 'item' : 'items'}
                  </p>
                </div>
                <div className={styles.RecentOrdersListSide}>
                  <Price amount={order.total} />
                  <StatusBadge status={order.status} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
