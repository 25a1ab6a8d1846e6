export {
  OrderStatusFilter,
  ORDER_STATUS_OPTIONS,
  type OrderStatusFilterProps,
  type OrderStatusFilterValue,
} from './OrderStatusFilter';
