export {
  RestaurantGrid,
  NO_RESTAURANTS_TEXT,
  RESTAURANT_PAGE_SIZE,
  shownText,
  type RestaurantGridProps,
} from './RestaurantGrid';
export {
  RestaurantGridSkeleton,
  RESTAURANTS_LOADING,
  type RestaurantGridSkeletonProps,
} from './RestaurantGridSkeleton';
