import type { ComponentProps, ReactNode } from 'react';
import { SkeletonBox, SkeletonRegion } from '../../ui/Skeleton';
import { AdminShell } from './AdminShell';
import styles from './AdminShellSkeleton.module.css';

/** What the admin frame's skeleton says to screen readers while it shows. */
export const ADMIN_LOADING = 'Loading the admin…';

export type AdminShellSkeletonProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The page's skeleton, in the frame's `<main>`. */
  children?: ReactNode;
  /** What is loading, said once (default 'Loading the admin…'). */
  label?: string;
};

/**
 * The admin frame still to come (`AdminShell` with its sidebar and top bar): the sidebar's column from 64rem
 * (a drawer, not drawn, below) and the top bar at its height, around the page's skeleton. One busy region
 * with one polite label, in the frame's `<main>`.
 */
export function AdminShellSkeleton({ children, label = ADMIN_LOADING, ...rest }: AdminShellSkeletonProps) {
  return (
    <AdminShell
      {...rest}
      sidebar={
        <div aria-hidden="true" className={styles.AdminShellSkeletonSidebar}>
          <SkeletonBox width="8rem" height="2rem" />
          {Array.from({ length: 5 }, (_, index) => (
            <SkeletonBox key={index} height="2.75rem" radius="md" />
          ))}
        </div>
      }
      topBar={
        <div aria-hidden="true" className={styles.AdminShellSkeletonTopBar}>
          <SkeletonBox width="9rem" height="1.5rem" />
          <SkeletonBox width="2.75rem" height="2.75rem" radius="pill" />
        </div>
      }
    >
      <SkeletonRegion label={label}>{children}</SkeletonRegion>
    </AdminShell>
  );
}
