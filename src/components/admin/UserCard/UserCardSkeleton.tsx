import type { ComponentProps } from 'react';
import cardStyles from '../../ui/Card/Card.module.css';
import { cx } from '../../utils/cx';
import { SkeletonBox, SkeletonText } from '../../ui/Skeleton';
import styles from './UserCard.module.css';

export type UserCardSkeletonProps = ComponentProps<'div'>;

/**
 * A user card still to come, in the card's own boxes (its classes): the avatar's circle beside the name,
 * email and phone lines, the three figures between their rules, then the status selector and the
 * 'View Details' button. Decorative: put it in a `SkeletonRegion` (or `AdminCardGridSkeleton`).
 */
export function UserCardSkeleton({ className, ...rest }: UserCardSkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-skeleton="user-card"
      {...rest}
      className={cx(cardStyles.Card, styles.UserCard, className)}
    >
      <div className={styles.UserCardHead}>
        <SkeletonBox width="3.5rem" height="3.5rem" radius="pill" />
        <div className={styles.UserCardIdentity}>
          <div className={cardStyles.CardTitle} data-size="md">
            <SkeletonText width="60%" />
          </div>
          <div className={cardStyles.CardMeta}>
            <SkeletonText width="80%" />
          </div>
          <div className={cardStyles.CardMeta}>
            <SkeletonText width="50%" />
          </div>
        </div>
      </div>
      <div className={styles.UserCardStats}>
        {['3rem', '3.5rem', '4.5rem'].map((width) => (
          <div key={width}>
            <div style={{ fontSize: 'var(--font-size-xs)' }}>
              <SkeletonText width="2.5rem" />
            </div>
            <div style={{ fontSize: 'var(--font-size-sm)' }}>
              <SkeletonText width={width} />
            </div>
          </div>
        ))}
      </div>
      <div className={cx(cardStyles.CardActions, styles.UserCardActions)}>
        <SkeletonBox height="2.25rem" radius="pill" className={styles.UserCardStatus} />
        <SkeletonBox width="8.5rem" height="2rem" radius="md" />
      </div>
    </div>
  );
}
