import type { ComponentProps } from 'react';
import type { User, UserStatus } from '../../../domain/types';
import { CardGrid } from '../../ui/CardGrid';
import { cx } from '../../ui/cx';
import { UserCard } from '../UserCard';
import styles from './UserGrid.module.css';

export const NO_USERS_TEXT = 'No users yet';
/** The search matched nobody (status filter on All Users). */
export const NO_MATCHING_USERS_TEXT = 'No users match your search.';
/** The status filter matched nobody (no search). */
export const NO_USERS_WITH_STATUS_TEXT = 'No users with this status.';
/** Search and status filter together matched nobody. */
export const NO_USERS_MATCH_SEARCH_AND_STATUS_TEXT = 'No users with this status match your search.';

/**
 * The empty-state text of the users grid, naming what emptied it: no users at all, the search,
 * the status filter, or both.
 */
export function usersEmptyText({
  total,
  search,
  status,
}: {
  /** Users before filtering. */
  total: number;
  /** The search text (blank means no search). */
  search: string;
  /** The status filter (`'all'` means none). */
  status: string;
}): string {
  if (total === 0) return NO_USERS_TEXT;
  const searching = search.trim() !== '';
  const filtering = status !== 'all';
  if (searching && filtering) return NO_USERS_MATCH_SEARCH_AND_STATUS_TEXT;
  if (filtering) return NO_USERS_WITH_STATUS_TEXT;
  return NO_MATCHING_USERS_TEXT;
}

export type UserGridProps = ComponentProps<'div'> & {
  /** The users, in order. */
  users: User[];
  /** Called when a card's status selector changes. */
  onStatusChange: (id: string, status: UserStatus) => void;
  /** Called with a user's id by their 'View Details' button. */
  onView: (id: string) => void;
  /** Text shown when the list is empty (`usersEmptyText(...)` names the search or filter that emptied it). */
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
