export { UserCard, type UserCardProps } from './UserCard';
export { UserCardSkeleton, type UserCardSkeletonProps } from './UserCardSkeleton';
