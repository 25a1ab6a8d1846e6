import { useMemo } from 'react';
import {
  AdminPageHeader,
  NO_ORDERS_TEXT,
  OrderDetailModal,
  OrdersTable,
  OrderStatusFilter,
  type OrderStatusFilterValue,
} from '../../components/admin';
import { DEFAULT_ORDER_SORT, filterOrdersByStatus, orderStatusMessage, type OrderSort } from '../../domain';
import { useAdminData, useToaster } from '../../machines';
import { useDetailModal } from './useDetailModal';
import { adminTitle } from './adminTitle';
import { useListView } from './useListView';
import styles from './AdminPage.module.css';

const NO_MATCHING_ORDERS_TEXT = 'No orders with this status.';

/** /admin/orders: the status filter, the orders table (newest first, sortable, paged) and the order detail dialog. */
export function OrdersPage() {
  const { orders, setOrderStatus } = useAdminData();
  const toaster = useToaster();
  const list = useListView<{ status: OrderStatusFilterValue; sort: OrderSort; page: number }>({
    status: 'all',
    sort: DEFAULT_ORDER_SORT,
    page: 1,
  });
  const { status, sort, page } = list.shown;
  const matching = useMemo(() => filterOrdersByStatus(orders, status), [orders, status]);

  const detail = useDetailModal();
  const shown = detail.id === null ? null : (orders.find((o) => o.id === detail.id) ?? null);

  return (
    <div className={styles.AdminPage}>
      <title>{adminTitle('Orders')}</title>
      <AdminPageHeader title="Orders" description="Follow every order and update its status" />
      <OrderStatusFilter value={list.view.status} onChange={(value) => list.refine({ status: value })} />
      <OrdersTable
        orders={matching}
        sort={sort}
        onSortChange={(value) => list.refine({ sort: value })}
        page={page}
        onPageChange={list.setPage}
        busy={list.busy}
        emptyText={orders.length === 0 ? NO_ORDERS_TEXT : NO_MATCHING_ORDERS_TEXT}
        emptyAction={
          orders.length > 0 ? { label: 'Show all orders', onAction: () => list.refine({ status: 'all' }) } : undefined
        }
        // One announcement a change: the toast (which says when the order left the filter), not the table too.
        announceLeaving={false}
        onStatusChange={(id, next) => {
          setOrderStatus(id, next);
          const leftFilter = status !== 'all' && next !== status;
          toaster.show({ tone: 'success', message: orderStatusMessage(id, next, leftFilter) });
        }}
        onView={detail.open}
      />
      <OrderDetailModal order={shown} onClose={detail.close} />
    </div>
  );
}
