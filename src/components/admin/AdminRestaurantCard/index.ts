export { AdminRestaurantCard, type AdminRestaurantCardProps } from './AdminRestaurantCard';
