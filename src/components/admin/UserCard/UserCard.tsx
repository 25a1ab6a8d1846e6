import type { ComponentProps } from 'react';
import { formatDate, USER_STATUS_OPTIONS } from '../../../domain/format';
import { formatPrice } from '../../../domain/money';
import type { User, UserStatus } from '../../../domain/types';
import { Button } from '../../ui/Button';
import { Card, CardActions, CardMeta, CardTitle } from '../../ui/Card';
import { cx } from '../../utils/cx';
import { EmailText } from '../EmailText';
import { Avatar } from '../../ui/Avatar';
import { StatusSelect } from '../../ui/StatusSelect';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import styles from './UserCard.module.css';

export type UserCardProps = ComponentProps<'article'> & {
  /** The user shown; an inactive one is dimmed and badged 'inactive'. */
  user: User;
  /** Called when the status selector changes. */
  onStatusChange: (id: string, status: UserStatus) => void;
  /** Called with the user's id by 'View Details'. */
  onView: (id: string) => void;
};

/** A user in the admin grid: avatar, name, email, phone, orders, spend, join date; a status selector and 'View Details'. */
export function UserCard({ user, onStatusChange, onView, className, ...rest }: UserCardProps) {
  const { id, name, email, phone, avatar, joinDate, totalOrders, totalSpent, status } = user;
  return (
    <Card data-status={status} {...rest} className={cx(styles.UserCard, className)}>
      <div className={styles.UserCardHead}>
        <Avatar src={avatar} name={name} size={56} className={styles.UserCardAvatar} />
        <div className={styles.UserCardIdentity}>
          {/* Focusable by script only: where focus goes when the card before it leaves a filtered grid. */}
          <CardTitle size="md" tabIndex={-1}>
            {name}
          </CardTitle>
          <CardMeta>
            <EmailText email={email} />
          </CardMeta>
          <CardMeta>{phone}</CardMeta>
        </div>
      </div>
      <dl className={styles.UserCardStats}>
        <div>
          <dt>Orders</dt>
          <dd>{totalOrders}</dd>
        </div>
        <div>
          <dt>Spent</dt>
          <dd>{formatPrice(totalSpent)}</dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>{formatDate(joinDate)}</dd>
        </div>
      </dl>
      <CardActions className={styles.UserCardActions}>
        <StatusSelect
          label={`Status for ${name}`}
          value={status}
          options={USER_STATUS_OPTIONS}
          onStatusChange={(next) => onStatusChange(id, next)}
          className={styles.UserCardStatus}
        />
        <Button variant="secondary" size="sm" icon="eye" onClick={() => onView(id)}>
          View Details<VisuallyHidden> for {name}</VisuallyHidden>
        </Button>
      </CardActions>
    </Card>
  );
}
