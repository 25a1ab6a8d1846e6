export { RestaurantCard, type RestaurantCardProps } from './RestaurantCard';
