import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { SkeletonBox, SkeletonText } from '../../ui/Skeleton';
import styles from './StatCard.module.css';

export type StatCardSkeletonProps = ComponentProps<'div'>;

/**
 * A dashboard figure still to come, in the stat card's own boxes (its classes): the label's line beside the
 * icon's square, the big value's line and the change line. Decorative: put it in a `SkeletonRegion`.
 */
export function StatCardSkeleton({ className, ...rest }: StatCardSkeletonProps) {
  return (
    <div aria-hidden="true" data-skeleton="stat-card" {...rest} className={cx(styles.StatCard, className)}>
      <div className={styles.StatCardHead}>
        <div className={styles.StatCardLabel} style={{ flex: '1 1 auto' }}>
          <SkeletonText width="7rem" />
        </div>
        <SkeletonBox width="2.5rem" height="2.5rem" radius="md" />
      </div>
      <div className={styles.StatCardValue}>
        <SkeletonText width="5rem" />
      </div>
      <div className={styles.StatCardChange}>
        <SkeletonText width="9rem" />
      </div>
    </div>
  );
}
