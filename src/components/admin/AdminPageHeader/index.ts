export { AdminPageHeader, type AdminPageHeaderProps } from './AdminPageHeader';
export { AdminPageHeaderSkeleton, type AdminPageHeaderSkeletonProps } from './AdminPageHeaderSkeleton';
