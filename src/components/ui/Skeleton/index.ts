export {
  SkeletonBox,
  SkeletonRegion,
  SkeletonText,
  type SkeletonBoxProps,
  type SkeletonRegionProps,
  type SkeletonTextProps,
} from './Skeleton';
export { ListPagerSkeleton, type ListPagerSkeletonProps } from './ListPagerSkeleton';
