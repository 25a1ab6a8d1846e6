export {
  ADD_FIRST_RESTAURANT_LABEL,
  AdminRestaurantGrid,
  NO_ADMIN_RESTAURANTS_TEXT,
  NO_ADMIN_RESTAURANTS_YET_TEXT,
  type AdminRestaurantGridProps,
} from './AdminRestaurantGrid';
