import { memo, useRef, type ComponentProps } from 'react';
import { USER_STATUS_OPTIONS } from '../../../domain/format';
import type { ListNoun } from '../../../domain/paging';
import type { User, UserStatus } from '../../../domain/types';
import { CARD_GRID_PAGE_SIZE, CardGrid } from '../../ui/CardGrid';
import { cx } from '../../utils/cx';
import { EmptyState, useFocusOnRefill, type EmptyStateAction } from '../../ui/EmptyState';
import { PagedListBars, usePage, type PagedListProps } from '../../ui/Pagination';
import { useStableCallback } from '../../hooks/useStableCallback';
import { UserCard } from '../UserCard';
import { LiveRegion } from '../../ui/LiveRegion';
import { useKeepPlace } from '../../hooks/useKeepPlace';
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

const USERS_NOUN: ListNoun = { one: 'user', other: 'users' };

/** A card re-renders only when its own props change (the grid's handlers are stable). */
const Card = memo(UserCard);

/** What the live region says when a status change takes a user out of a filtered grid. */
function userLeftFilterText(name: string, status: UserStatus): string {
  const label = USER_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
  return `${name} is now ${label} and no longer matches this filter.`;
}

export type UserGridProps = ComponentProps<'div'> &
  PagedListProps & {
    /** Every user that matches the page's search and filter, in order: the grid shows one page of them. */
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
    /**
     * The empty state's way back, when a search or filter is what emptied the list ('Clear filters'); none
     * when there are no users at all. Once the users are back, focus moves to the list.
     */
    emptyAction?: EmptyStateAction;
    /**
     * Whether the grid's own live region says that a card left the filter (default true). Set it to false when
     * the page announces every status change itself (the admin's toasts), so a screen reader hears it once.
     */
    announceLeaving?: boolean;
  };

/**
 * The admin users as a responsive card grid (1 to 3 columns), one page at a time under a count
 * ("Showing 1–24 of 50 users": the matches of the search and filter) and a pagination bar, or an empty
 * state. Paged rather than windowed for the reasons given on `OrdersTable`.
 */
export function UserGrid({
  users,
  onStatusChange,
  onView,
  page = 1,
  onPageChange,
  pageSize = CARD_GRID_PAGE_SIZE,
  emptyText = NO_USERS_TEXT,
  emptyAction,
  announceLeaving = true,
  className,
  ...rest
}: UserGridProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const { emptyRef, announcement, changeInPlace } = useKeepPlace({ announce: announceLeaving });

  const { slice, shown } = usePage(users, page, pageSize);

  const changeStatus = useStableCallback((id: string, status: UserStatus) => {
    const index = shown.findIndex((user) => user.id === id);
    const cards = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-user-id]') ?? []);
    // A card that leaves hands focus to the name of the card now at its place.
    changeInPlace(() => onStatusChange(id, status), {
      index,
      isStillListed: () => cards().some((card) => card.dataset.userId === id),
      focusTargets: () => cards().flatMap((card) => card.querySelector<HTMLElement>('h2') ?? []),
      leftText: userLeftFilterText(shown[index]?.name ?? '', status),
    });
  });
  const view = useStableCallback(onView);
  const refocusing = useFocusOnRefill(shown.length > 0, () => listRef.current);

  return (
    <div {...rest} className={cx(styles.UserGrid, className)}>
      <PagedListBars slice={slice} noun={USERS_NOUN} onPageChange={onPageChange}>
        {shown.length === 0 ? (
          <EmptyState
            ref={emptyRef}
            tabIndex={-1}
            icon="users"
            title={emptyText}
            action={refocusing(emptyAction)}
            framed
          />
        ) : (
          <CardGrid
            ref={listRef}
            aria-label="Users"
            // Focused by script when a 'Clear filters' brings the users back.
            tabIndex={-1}
            items={shown}
            renderItem={(user) => (
              <Card user={user} data-user-id={user.id} onStatusChange={changeStatus} onView={view} />
            )}
          />
        )}
      </PagedListBars>
      {/* Rendered in both branches (so it is in the page before it speaks), and not a role="status" of its own. */}
      <LiveRegion>{announcement}</LiveRegion>
    </div>
  );
}
