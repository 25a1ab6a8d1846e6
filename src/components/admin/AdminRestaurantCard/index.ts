export { AdminRestaurantCard, type AdminRestaurantCardProps } from './AdminRestaurantCard';
export { AdminRestaurantCardSkeleton, type AdminRestaurantCardSkeletonProps } from './AdminRestaurantCardSkeleton';
