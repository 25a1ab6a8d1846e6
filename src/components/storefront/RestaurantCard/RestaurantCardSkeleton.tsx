import type { ComponentProps } from 'react';
import cardStyles from '../../ui/Card/Card.module.css';
import { cx } from '../../utils/cx';
import { SkeletonBox, SkeletonText } from '../../ui/Skeleton';
import styles from './RestaurantCard.module.css';

export type RestaurantCardSkeletonProps = ComponentProps<'div'>;

/**
 * A restaurant card still to come, at the card's size: the 16:10 picture, then one line each for the name,
 * the cuisines, and the rating, time and fee, in the card's own boxes (its classes), so the card that
 * replaces it moves nothing. Decorative: put it in a `SkeletonRegion` (or `RestaurantGridSkeleton`), which
 * says what is loading.
 */
export function RestaurantCardSkeleton({ className, ...rest }: RestaurantCardSkeletonProps) {
  return (
    <div aria-hidden="true" data-skeleton="restaurant-card" {...rest} className={cx(cardStyles.Card, className)}>
      <SkeletonBox radius={0} style={{ aspectRatio: '16 / 10' }} className={styles.RestaurantCardImage} />
      <div className={styles.RestaurantCardBody}>
        <div className={styles.RestaurantCardName}>
          <SkeletonText width="70%" />
        </div>
        <div className={styles.RestaurantCardDetails}>
          <div className={styles.RestaurantCardCuisine}>
            <SkeletonText width="45%" />
          </div>
          <div className={styles.RestaurantCardMeta}>
            {/* As wide as '★ 4.5', '🕑 25-35 min' and '$2.99 delivery' (42, 88 and 95 px measured); the fee on a
                line of its own, as on the card. */}
            <SkeletonText width="2.625rem" />
            <SkeletonText width="5.5rem" />
            <div className={styles.RestaurantCardFee}>
              <SkeletonText width="6rem" />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
