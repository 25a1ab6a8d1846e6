export { OrderStatusFilter, type OrderStatusFilterProps, type OrderStatusFilterValue } from './OrderStatusFilter';
