export { AdminShell, type AdminShellProps } from './AdminShell';
export { AdminShellSkeleton, ADMIN_LOADING, type AdminShellSkeletonProps } from './AdminShellSkeleton';
