export {
  ADD_FIRST_MENU_ITEM_LABEL,
  AdminMenuItemGrid,
  NO_ADMIN_MENU_ITEMS_TEXT,
  NO_ADMIN_MENU_ITEMS_YET_TEXT,
  NO_MATCHING_MENU_ITEMS_TEXT,
  type AdminMenuItemGridProps,
} from './AdminMenuItemGrid';
