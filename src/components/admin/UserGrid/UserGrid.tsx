import { useRef, useState, type ComponentProps } from 'react';
import { flushSync } from 'react-dom';
import type { User, UserStatus } from '../../../domain/types';
import { CardGrid } from '../../ui/CardGrid';
import { cx } from '../../ui/cx';
import { USER_STATUS_OPTIONS, UserCard } from '../UserCard';
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
  const emptyRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');

  function changeStatus(id: string, status: UserStatus) {
    const index = users.findIndex((user) => user.id === id);
    const name = users[index]?.name ?? '';
    // Apply the parent's update now, so we can see whether this card is still in the grid.
    flushSync(() => onStatusChange(id, status));
    const cards = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-user-id]') ?? []);
    if (cards.some((card) => card.dataset.userId === id)) {
      setAnnouncement('');
      return;
    }
    // The card left (it no longer matches the parent's filter) and took focus with it: keep the
    // user's place, on the name of the card now at the same position, else the last card, else the
    // empty state. Not on its selector: an arrow key changes a closed <select> at once on Windows and Linux.
    if (document.activeElement === null || document.activeElement === document.body) {
      const card = cards.length > 0 ? cards[Math.min(index, cards.length - 1)] : undefined;
      (card?.querySelector<HTMLElement>('h2') ?? emptyRef.current)?.focus();
    }
    setAnnouncement(userLeftFilterText(name, status));
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
      <p aria-live="polite" aria-atomic="true" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
