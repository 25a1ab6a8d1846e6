import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { SkeletonBox, SkeletonText } from '../../ui/Skeleton';
import styles from './RestaurantHero.module.css';

export type RestaurantHeroSkeletonProps = ComponentProps<'div'>;

/** The height of a `Tag` (one tight line of small text and its padding). */
const TAG_HEIGHT = 'calc(var(--font-size-sm) * var(--line-height-tight) + 2 * var(--space-1))';

/**
 * The top of a restaurant's page still to come, in the hero's own boxes (its classes): the picture (16:9 on
 * phones, beside the text from 48rem), the name's line, the rating, time and fee row, two lines of
 * description, the address and the cuisine tags. Decorative: put it in a `SkeletonRegion`.
 */
export function RestaurantHeroSkeleton({ className, ...rest }: RestaurantHeroSkeletonProps) {
  return (
    <div aria-hidden="true" data-skeleton="restaurant-hero" {...rest} className={cx(styles.RestaurantHero, className)}>
      <SkeletonBox radius={0} className={styles.RestaurantHeroImage} />
      <div className={styles.RestaurantHeroBody}>
        <div className={styles.RestaurantHeroHeading}>
          <div className={styles.RestaurantHeroName} style={{ flex: '1 1 auto' }}>
            <SkeletonText width="55%" />
          </div>
        </div>
        <div className={styles.RestaurantHeroMeta}>
          <SkeletonText width="2.25rem" />
          <SkeletonText width="4.5rem" />
          <SkeletonText width="6rem" />
        </div>
        <div className={styles.RestaurantHeroDescription}>
          <SkeletonText lines={2} lastLineWidth="70%" />
        </div>
        <div className={styles.RestaurantHeroAddress}>
          <SkeletonText width="16rem" />
        </div>
        <div className={styles.RestaurantHeroTags}>
          <SkeletonBox width="4.5rem" height={TAG_HEIGHT} radius="pill" />
          <SkeletonBox width="3.75rem" height={TAG_HEIGHT} radius="pill" />
        </div>
      </div>
    </div>
  );
}
