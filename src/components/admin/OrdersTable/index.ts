export { OrdersTable, NO_ORDERS_TEXT, type OrdersTableProps } from './OrdersTable';
