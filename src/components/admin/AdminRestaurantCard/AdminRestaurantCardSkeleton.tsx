import type { ComponentProps } from 'react';
import cardStyles from '../../ui/Card/Card.module.css';
import { cx } from '../../utils/cx';
import buttonsStyles from '../EditDeleteButtons/EditDeleteButtons.module.css';
import { SkeletonBox, SkeletonText } from '../../ui/Skeleton';
import styles from './AdminRestaurantCard.module.css';

export type AdminRestaurantCardSkeletonProps = ComponentProps<'div'>;

/** The height of a `Tag` (one tight line of small text and its padding). */
export const TAG_HEIGHT = 'calc(var(--font-size-sm) * var(--line-height-tight) + 2 * var(--space-1))';

/**
 * An admin restaurant card still to come, in the card's own boxes (its classes): the 16:9 picture, the name
 * and rating, the cuisines, the time and fee line, the address line and the Edit and Delete buttons.
 * Decorative: put it in a `SkeletonRegion` (or `AdminCardGridSkeleton`).
 */
export function AdminRestaurantCardSkeleton({ className, ...rest }: AdminRestaurantCardSkeletonProps) {
  return (
    <div aria-hidden="true" data-skeleton="admin-restaurant-card" {...rest} className={cx(cardStyles.Card, className)}>
      <SkeletonBox radius={0} style={{ aspectRatio: '16 / 9' }} className={styles.AdminRestaurantCardImage} />
      <div className={cardStyles.CardBody}>
        <div className={styles.AdminRestaurantCardHead}>
          <div className={cardStyles.CardTitle} style={{ flex: '1 1 auto' }}>
            <SkeletonText width="70%" />
          </div>
          <div className={cardStyles.CardTitle}>
            <SkeletonText width="2.25rem" />
          </div>
        </div>
        <div className={cardStyles.CardMeta}>
          <SkeletonText width="50%" />
        </div>
        <div className={cx(cardStyles.CardMeta, styles.AdminRestaurantCardMeta)}>
          <SkeletonText width="4.5rem" />
          <SkeletonText width="6rem" />
        </div>
        <div className={cardStyles.CardMeta}>
          <SkeletonText width="80%" />
        </div>
        <div className={cardStyles.CardActions}>
          <AdminCardButtonsSkeleton />
        </div>
      </div>
    </div>
  );
}

/** The Edit and Delete pair of an admin card: two small buttons. */
export function AdminCardButtonsSkeleton() {
  return (
    <span className={buttonsStyles.EditDeleteButtons}>
      <SkeletonBox width="4.5rem" height="2rem" radius="md" />
      <SkeletonBox width="5.25rem" height="2rem" radius="md" />
    </span>
  );
}
