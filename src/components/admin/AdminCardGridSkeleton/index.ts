export {
  AdminCardGridSkeleton,
  ADMIN_CARD_GRID_LOADING,
  type AdminCardGridSkeletonProps,
  type AdminCardKind,
} from './AdminCardGridSkeleton';
