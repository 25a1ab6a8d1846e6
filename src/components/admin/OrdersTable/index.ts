export {
  OrdersTable,
  NO_ORDERS_TEXT,
  ORDERS_ARRIVE_TEXT,
  ORDERS_PHONE_PAGE_SIZE,
  ORDERS_PAGE_SIZE,
  type OrdersTableProps,
} from './OrdersTable';
export { OrdersTableSkeleton, ORDERS_LOADING, type OrdersTableSkeletonProps } from './OrdersTableSkeleton';
