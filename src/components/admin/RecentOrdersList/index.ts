export {
  RecentOrdersList,
  NO_RECENT_ORDERS_TEXT,
  RECENT_ORDERS_ARRIVE_TEXT,
  type RecentOrdersListProps,
} from './RecentOrdersList';
