import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { SkeletonBox, SkeletonText } from '../../ui/Skeleton';
import styles from './AdminPageHeader.module.css';

export type AdminPageHeaderSkeletonProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The page has a control at the right of its header (an Add button, a filter): a bone of a button's size. */
  actions?: boolean;
};

/**
 * An admin page's header still to come, in the header's own boxes (its classes): the title's line, the
 * description's line and, with `actions`, a button-sized bone. Decorative: put it in a `SkeletonRegion`.
 */
export function AdminPageHeaderSkeleton({ actions = false, className, ...rest }: AdminPageHeaderSkeletonProps) {
  return (
    <div aria-hidden="true" {...rest} className={cx(styles.AdminPageHeader, className)}>
      <div className={styles.AdminPageHeaderText}>
        <div className={styles.AdminPageHeaderTitle}>
          <SkeletonText width="9rem" />
        </div>
        <div className={styles.AdminPageHeaderDescription}>
          <SkeletonText width="min(20rem, 70vw)" />
        </div>
      </div>
      {actions && (
        <div className={styles.AdminPageHeaderActions}>
          <SkeletonBox width="10rem" height="2.75rem" radius="md" />
        </div>
      )}
    </div>
  );
}
