export { AdminRestaurantGrid, NO_ADMIN_RESTAURANTS_TEXT, type AdminRestaurantGridProps } from './AdminRestaurantGrid';
