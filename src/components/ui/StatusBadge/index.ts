export { StatusBadge, type StatusBadgeProps, type Status } from './StatusBadge';
