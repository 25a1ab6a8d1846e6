export { AdminSidebar, ADMIN_NAV_ITEMS, type AdminSidebarProps, type AdminNavItem } from './AdminSidebar';
