import type { ComponentProps } from 'react';
import gridStyles from '../../ui/CardGrid/CardGrid.module.css';
import { cx } from '../../utils/cx';
import { SkeletonRegion, SkeletonText } from '../../ui/Skeleton';
import { RestaurantCardSkeleton } from '../RestaurantCard/RestaurantCardSkeleton';
import styles from './RestaurantGrid.module.css';

/** What a restaurant grid's skeleton says to screen readers while it shows. */
export const RESTAURANTS_LOADING = 'Loading restaurants…';

export type RestaurantGridSkeletonProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Cards shown (default 8: two rows of four on wide screens). */
  count?: number;
  /** What is loading, said once (default 'Loading restaurants…'); `null` inside a region that already says it. */
  label?: string | null;
};

/**
 * A restaurant grid still to come: the section title's line and `count` card skeletons in the grid's own
 * columns (1 on phones, 2, 3, then 4), each card at a card's size. One busy region with one polite label.
 */
export function RestaurantGridSkeleton({
  count = 8,
  label = RESTAURANTS_LOADING,
  className,
  ...rest
}: RestaurantGridSkeletonProps) {
  return (
    <SkeletonRegion label={label} {...rest} className={cx(styles.RestaurantGrid, className)}>
      <div className={styles.RestaurantGridTitle}>
        <SkeletonText width="14rem" />
      </div>
      <div data-columns={4} className={gridStyles.CardGrid}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={gridStyles.CardGridItem}>
            <RestaurantCardSkeleton />
          </div>
        ))}
      </div>
    </SkeletonRegion>
  );
}
