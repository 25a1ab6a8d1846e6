import type { ComponentProps } from 'react';
import cardStyles from '../../ui/Card/Card.module.css';
import { cx } from '../../utils/cx';
import priceStyles from '../../ui/Price/Price.module.css';
import { SkeletonBox, SkeletonText } from '../../ui/Skeleton';
import styles from './MenuItemCard.module.css';

export type MenuItemCardSkeletonProps = ComponentProps<'div'>;

/**
 * A dish card still to come, at the card's size: the 4:3 picture, the marker and rating row, the name, two
 * lines of description, then the price and the small Add button over the reserved 'in cart' line, in the
 * card's own boxes (its classes). Decorative: put it in a `SkeletonRegion` (or `MenuSectionSkeleton`).
 */
export function MenuItemCardSkeleton({ className, ...rest }: MenuItemCardSkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-skeleton="menu-item-card"
      {...rest}
      className={cx(cardStyles.Card, styles.MenuItemCard, className)}
    >
      {/* The picture's box and corners are the card's (square above the text, rounded in a phone's row). */}
      <SkeletonBox style={{ borderRadius: undefined }} className={styles.MenuItemCardImage} />
      <div className={styles.MenuItemCardBody}>
        <div className={styles.MenuItemCardMeta}>
          <SkeletonBox width="1rem" height="1rem" />
          <SkeletonBox width="2.25rem" height="1rem" />
        </div>
        <div className={styles.MenuItemCardName}>
          <SkeletonText width="65%" />
        </div>
        <div className={styles.MenuItemCardDescription}>
          <SkeletonText lines={2} lastLineWidth="75%" />
        </div>
        <div className={styles.MenuItemCardFooter}>
          <div data-size="lg" className={cx(priceStyles.Price, styles.MenuItemCardPrice)}>
            <SkeletonText width="4rem" />
          </div>
          <span className={styles.MenuItemCardInCart} />
          <SkeletonBox width="4.25rem" height="2rem" radius="md" className={styles.MenuItemCardAdd} />
        </div>
      </div>
    </div>
  );
}
