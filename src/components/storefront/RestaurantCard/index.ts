export { RestaurantCard, type RestaurantCardProps } from './RestaurantCard';
export { RestaurantCardSkeleton, type RestaurantCardSkeletonProps } from './RestaurantCardSkeleton';
