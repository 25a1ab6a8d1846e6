export { RestaurantHero, type RestaurantHeroProps } from './RestaurantHero';
export { RestaurantHeroSkeleton, type RestaurantHeroSkeletonProps } from './RestaurantHeroSkeleton';
