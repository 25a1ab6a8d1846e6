import type { ComponentProps } from 'react';
import type { User, UserStatus } from '../../../domain/types';
import { CardGrid } from '../../ui/CardGrid';
import { cx } from '../../ui/cx';
import { UserCard } from '../UserCard';
import styles from './UserGrid.module.css';

export const NO_USERS_TEXT = 'No users yet';
export const NO_MATCHING_USERS_TEXT = 'No users match your search.';

export type UserGridProps = ComponentProps<'div'> & {
  /** The users, in order. */
  users: User[];
  /** Called when a card's status selector changes. */
  onStatusChange: (id: string, status: UserStatus) => void;
  /** Called with a user's id by their 'View Details' button. */
  onView: (id: string) => void;
  /** Text shown when the list is empty (e.g. `NO_MATCHING_USERS_TEXT` when the search matches nobody). */
  emptyText?: string;
};

/** The admin users as a responsive card grid (1 to 3 columns), or an empty state. */
export function UserGrid({
  users,
  onStatusChange,
  onView,
  emptyText = NO_USERS_TEXT,
  className,
  ...rest
}: UserGridProps) {
  return (
    <div {...rest} className={cx(styles.UserGrid, className)}>
      <CardGrid
        aria-label="Users"
        items={users}
        emptyText={emptyText}
        emptyIcon="users"
        renderItem={(user) => <UserCard user={user} onStatusChange={onStatusChange} onView={onView} />}
      />
    </div>
  );
}
