export { StatCard, type StatCardProps } from './StatCard';
export { StatCardSkeleton, type StatCardSkeletonProps } from './StatCardSkeleton';
