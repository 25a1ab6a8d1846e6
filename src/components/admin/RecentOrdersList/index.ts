export { RecentOrdersList, NO_RECENT_ORDERS_TEXT, type RecentOrdersListProps } from './RecentOrdersList';
