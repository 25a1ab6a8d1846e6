import { memo, useRef, type ComponentProps, type Ref } from 'react';
import type { ListNoun } from '../../../domain/paging';
import type { Restaurant } from '../../../domain/types';
import { CARD_GRID_PAGE_SIZE, CardGrid } from '../../ui/CardGrid';
import { cx } from '../../utils/cx';
import { PagedListBars, usePage, type PagedListProps } from '../../ui/Pagination';
import { useRemovalPlace, type RemovalPlace } from '../../hooks/useKeepPlace';
import { useStableCallback } from '../../hooks/useStableCallback';
import { listedCards } from '../listedCards';
import { AdminRestaurantCard } from '../AdminRestaurantCard';
import styles from './AdminRestaurantGrid.module.css';

export const NO_ADMIN_RESTAURANTS_TEXT = 'No restaurants yet. Add one to get started.';
/** The empty text when there is no way to add one here (no `onAdd`): it invites nothing it does not offer. */
export const NO_ADMIN_RESTAURANTS_YET_TEXT = 'No restaurants yet.';
/** The empty state's next step, under `NO_ADMIN_RESTAURANTS_TEXT`. */
export const ADD_FIRST_RESTAURANT_LABEL = 'Add a restaurant';

const RESTAURANTS_NOUN: ListNoun = { one: 'restaurant', other: 'restaurants' };

/** A card re-renders only when its own props change (the grid's handlers are stable). */
const Card = memo(AdminRestaurantCard);

export type AdminRestaurantGridProps = ComponentProps<'div'> &
  PagedListProps & {
    /** Every restaurant, in order: the grid shows one page of them. */
    restaurants: Restaurant[];
    /** Called with a restaurant's id by its Edit button. */
    onEdit: (id: string) => void;
    /** Called with a restaurant's id by its Delete button. */
    onDelete: (id: string) => void;
    /**
     * Opens the add flow, as the page's 'Add Restaurant' button does. With it, the empty state says "Add one to get
     * started." and offers 'Add a restaurant' (a secondary button) under it; without it, just "No restaurants yet.".
     */
    onAdd?: () => void;
    /** Text shown when the list is empty (default: `NO_ADMIN_RESTAURANTS_TEXT` with `onAdd`, else `NO_ADMIN_RESTAURANTS_YET_TEXT`). */
    emptyText?: string;
    /**
     * Receives the grid's place keeper: once a card whose Delete was pressed is gone, `placeAfterRemoval()` gives
     * the Edit button of the card now at its place (else the last card's; none when the grid is now empty), where
     * the page's delete confirmation returns focus.
     */
    placeRef?: Ref<RemovalPlace>;
  };

/**
 * The admin restaurants as a responsive card grid (1 to 3 columns), one page at a time under a count
 * ("Showing 1–12 of 12 restaurants") and, with more than one page, a pagination bar; or an empty state.
 * Paged rather than windowed for the reasons given on `OrdersTable`.
 */
export function AdminRestaurantGrid({
  restaurants,
  onEdit,
  onDelete,
  page = 1,
  onPageChange,
  pageSize = CARD_GRID_PAGE_SIZE,
  onAdd,
  emptyText = onAdd ? NO_ADMIN_RESTAURANTS_TEXT : NO_ADMIN_RESTAURANTS_YET_TEXT,
  placeRef,
  className,
  ...rest
}: AdminRestaurantGridProps) {
  const { slice, shown } = usePage(restaurants, page, pageSize);
  const edit = useStableCallback(onEdit);
  const listRef = useRef<HTMLUListElement>(null);
  const { noteRemoval } = useRemovalPlace({
    listed: () => listedCards(listRef.current),
    count: restaurants.length,
    placeRef,
  });
  const remove = useStableCallback((id: string) => {
    noteRemoval(id);
    onDelete(id);
  });
  return (
    <div {...rest} className={cx(styles.AdminRestaurantGrid, className)}>
      <PagedListBars slice={slice} noun={RESTAURANTS_NOUN} onPageChange={onPageChange}>
        <CardGrid
          ref={listRef}
          aria-label="Restaurants"
          items={shown}
          emptyText={emptyText}
          emptyIcon="store"
          emptyAction={onAdd && { label: ADD_FIRST_RESTAURANT_LABEL, icon: 'plus', onAction: onAdd }}
          renderItem={(restaurant) => (
            <Card restaurant={restaurant} data-card-id={restaurant.id} onEdit={edit} onDelete={remove} />
          )}
        />
      </PagedListBars>
    </div>
  );
}
