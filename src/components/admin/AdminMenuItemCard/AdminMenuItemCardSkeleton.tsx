import type { ComponentProps } from 'react';
import cardStyles from '../../ui/Card/Card.module.css';
import { cx } from '../../utils/cx';
import { SkeletonBox, SkeletonText } from '../../ui/Skeleton';
import { AdminCardButtonsSkeleton, TAG_HEIGHT } from '../AdminRestaurantCard/AdminRestaurantCardSkeleton';
import styles from './AdminMenuItemCard.module.css';

export type AdminMenuItemCardSkeletonProps = ComponentProps<'div'>;

/**
 * An admin menu item card still to come, in the card's own boxes (its classes): the 4:3 picture, the marker
 * and name, the restaurant line, the category tag and rating, two lines of description, then the price and
 * the Edit and Delete buttons. Decorative: put it in a `SkeletonRegion` (or `AdminCardGridSkeleton`).
 */
export function AdminMenuItemCardSkeleton({ className, ...rest }: AdminMenuItemCardSkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-skeleton="admin-menu-item-card"
      {...rest}
      className={cx(cardStyles.Card, styles.AdminMenuItemCard, className)}
    >
      <SkeletonBox radius={0} style={{ aspectRatio: '4 / 3' }} className={styles.AdminMenuItemCardImage} />
      <div className={cx(cardStyles.CardBody, styles.AdminMenuItemCardBody)}>
        <div className={styles.AdminMenuItemCardHead}>
          <SkeletonBox width="1rem" height="1rem" />
          <div className={cardStyles.CardTitle} style={{ flex: '1 1 auto' }}>
            <SkeletonText width="65%" />
          </div>
        </div>
        <div className={cardStyles.CardMeta}>
          <SkeletonText width="55%" />
        </div>
        <div className={styles.AdminMenuItemCardTags}>
          <SkeletonBox width="4.5rem" height={TAG_HEIGHT} radius="pill" />
          <SkeletonBox width="2.25rem" height="1rem" />
        </div>
        <div className={cardStyles.CardMeta}>
          <SkeletonText lines={2} lastLineWidth="70%" />
        </div>
        <div className={cardStyles.CardActions}>
          <SkeletonBox width="3.5rem" height="1lh" />
          <AdminCardButtonsSkeleton />
        </div>
      </div>
    </div>
  );
}
