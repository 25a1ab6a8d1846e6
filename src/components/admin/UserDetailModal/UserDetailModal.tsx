import { formatPrice } from '../../../domain/money';
import { userStats } from '../../../domain/stats';
import type { User } from '../../../domain/types';
import { EmailText } from '../EmailText';
import { Avatar } from '../../ui/Avatar';
import { Modal } from '../../ui/Modal';
import { StatusBadge } from '../../ui/StatusBadge';
import styles from './UserDetailModal.module.css';

export type UserDetailModalProps = {
  /** The user shown; the dialog is closed when null. */
  user: User | null;
  /** "Now", for days since joining (the app's clock; frozen in stories). */
  now: Date;
  /** Called by the close button, Escape and the backdrop. */
  onClose: () => void;
};

/**
 * 'User Details': avatar, name, email, phone, status; total orders, total spent, average order,
 * days since joining; member since, account status, user id and 'Last Activity: Recently Active'.
 */
export function UserDetailModal({ user, now, onClose }: UserDetailModalProps) {
  const stats = user ? userStats(user, now) : null;
  return (
    <Modal open={user !== null} title="User Details" onClose={onClose} size="md">
      {user && stats && (
        <div className={styles.UserDetailModal}>
          <div className={styles.UserDetailModalProfile}>
            <Avatar
              src={user.avatar}
              alt={`Avatar of ${user.name}`}
              name={user.name}
              size={80}
              className={styles.UserDetailModalAvatar}
            />
            <div className={styles.UserDetailModalIdentity}>
              <h3 className={styles.UserDetailModalName}>{user.name}</h3>
              <p className={styles.UserDetailModalContact}>
                <EmailText email={user.email} />
              </p>
              <p className={styles.UserDetailModalContact}>{user.phone}</p>
              <StatusBadge status={user.status} />
            </div>
          </div>
          <dl className={styles.UserDetailModalStats}>
            <div className={styles.UserDetailModalStat}>
              <dt>Total Orders</dt>
              <dd>{user.totalOrders}</dd>
            </div>
            <div className={styles.UserDetailModalStat}>
              <dt>Total Spent</dt>
              <dd>{formatPrice(user.totalSpent)}</dd>
            </div>
            <div className={styles.UserDetailModalStat}>
              <dt>Average Order</dt>
              <dd>{formatPrice(stats.averageOrder)}</dd>
            </div>
            <div className={styles.UserDetailModalStat}>
              <dt>Days Since Joining</dt>
              <dd>{stats.daysSinceJoining}</dd>
            </div>
          </dl>
          <div className={styles.UserDetailModalAccount}>
            <h4 className={styles.UserDetailModalHeading}>Account Information</h4>
            <p>
              <strong>Member Since:</strong> {stats.memberSince}
            </p>
            <p>
              <strong>Account Status:</strong> <span className={styles.UserDetailModalStatus}>{user.status}</span>
            </p>
            <p>
              <strong>User ID:</strong> {user.id}
            </p>
            <p>
              <strong>Last Activity:</strong> Recently Active
            </p>
          </div>
        </div>
      )}
    </Modal>
  );
}
