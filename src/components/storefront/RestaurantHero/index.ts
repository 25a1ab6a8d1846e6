export { RestaurantHero, RESTAURANT_CLOSED_NOTICE, type RestaurantHeroProps } from './RestaurantHero';
export { RestaurantHeroSkeleton, type RestaurantHeroSkeletonProps } from './RestaurantHeroSkeleton';
