import { useMemo, useState } from 'react';
import {
  AdminPageHeader,
  NO_ORDERS_TEXT,
  OrderDetailModal,
  OrdersTable,
  OrderStatusFilter,
  type OrderStatusFilterValue,
} from '../../components/admin';
import { filterOrdersByStatus, recentOrders } from '../../domain';
import { useAdminData } from '../../machines';
import { useDetailModal } from './adminHooks';
import { adminTitle } from './adminTitle';
import styles from './AdminPage.module.css';

const NO_MATCHING_ORDERS_TEXT = 'No orders with this status.';

/** /admin/orders: the status filter, the orders table (newest first) and the order detail dialog. */
export function OrdersPage() {
  const { orders, setOrderStatus } = useAdminData();
  const [status, setStatus] = useState<OrderStatusFilterValue>('all');
  const visible = useMemo(() => {
    const matching = filterOrdersByStatus(orders, status);
    return recentOrders(matching, matching.length);
  }, [orders, status]);

  const detail = useDetailModal();
  const shown = detail.id === null ? null : (orders.find((o) => o.id === detail.id) ?? null);

  return (
    <div className={styles.AdminPage}>
      <title>{adminTitle('Orders')}</title>
      <AdminPageHeader
        title="Orders"
        description="Follow every order and update its status"
        actions={<OrderStatusFilter value={status} onChange={setStatus} />}
      />
      <OrdersTable
        orders={visible}
        emptyText={orders.length === 0 ? NO_ORDERS_TEXT : NO_MATCHING_ORDERS_TEXT}
        onStatusChange={setOrderStatus}
        onView={detail.open}
      />
      <OrderDetailModal order={shown} onClose={detail.close} />
    </div>
  );
}
