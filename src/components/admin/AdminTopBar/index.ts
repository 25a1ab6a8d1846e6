export { AdminTopBar, ADMIN_NOTIFICATION_COUNT, type AdminTopBarProps } from './AdminTopBar';
