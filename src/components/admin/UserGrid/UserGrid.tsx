import { useRef, type ComponentProps } from 'react';
import { USER_STATUS_OPTIONS } from '../../../domain/format';
import type { User, UserStatus } from '../../../domain/types';
import { CardGrid } from '../../ui/CardGrid';
import { cx } from '../../ui/cx';
import { UserCard } from '../UserCard';
import { LiveRegion } from '../../ui/LiveRegion';
import { useKeepPlace } from '../../ui/useKeepPlace';
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

/** What the live region says when a status change takes a user out of a filtered grid. */
function userLeftFilterText(name: string, status: UserStatus): string {
  const label = USER_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
  return `${name} is now ${label} and no longer matches this filter.`;
}

export type UserGridProps = ComponentProps<'div'> & {
  /** The users, in order. */
  users: User[];
  /**
   * Called when a card's status selector changes. When the parent lists only one status, the card may
   * leave at once: focus then moves to the card that takes its place (its name; or the card before it,
   * or the empty state), and a polite live region says why.
   */
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
  const listRef = useRef<HTMLUListElement>(null);
  const { emptyRef, announcement, changeInPlace } = useKeepPlace();

  function changeStatus(id: string, status: UserStatus) {
    const index = users.findIndex((user) => user.id === id);
    const cards = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-user-id]') ?? []);
    // A card that leaves hands focus to the name of the card now at its place.
    changeInPlace(() => onStatusChange(id, status), {
      index,
      isStillListed: () => cards().some((card) => card.dataset.userId === id),
      focusTargets: () => cards().flatMap((card) => card.querySelector<HTMLElement>('h2') ?? []),
      leftText: userLeftFilterText(users[index]?.name ?? '', status),
    });
  }

  return (
    <div {...rest} className={cx(styles.UserGrid, className)}>
      <CardGrid
        ref={listRef}
        aria-label="Users"
        items={users}
        emptyText={emptyText}
        emptyIcon="users"
        emptyRef={emptyRef}
        renderItem={(user) => (
          <UserCard user={user} data-user-id={user.id} onStatusChange={changeStatus} onView={onView} />
        )}
      />
      {/* Rendered in both branches (so it is in the page before it speaks), and not a role="status" of its own. */}
      <LiveRegion>{announcement}</LiveRegion>
    </div>
  );
}
