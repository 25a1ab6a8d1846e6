export {
  AdminMenuItemGrid,
  NO_ADMIN_MENU_ITEMS_TEXT,
  NO_MATCHING_MENU_ITEMS_TEXT,
  type AdminMenuItemGridProps,
} from './AdminMenuItemGrid';
