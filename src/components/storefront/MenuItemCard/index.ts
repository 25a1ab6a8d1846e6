export { MenuItemCard, addToCartLabel, type MenuItemCardProps } from './MenuItemCard';
export { MenuItemCardSkeleton, type MenuItemCardSkeletonProps } from './MenuItemCardSkeleton';
