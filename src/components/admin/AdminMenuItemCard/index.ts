export { AdminMenuItemCard, type AdminMenuItemCardProps } from './AdminMenuItemCard';
export { AdminMenuItemCardSkeleton, type AdminMenuItemCardSkeletonProps } from './AdminMenuItemCardSkeleton';
