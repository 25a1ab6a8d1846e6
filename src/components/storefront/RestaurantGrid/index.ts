export { RestaurantGrid, NO_RESTAURANTS_TEXT, type RestaurantGridProps } from './RestaurantGrid';
