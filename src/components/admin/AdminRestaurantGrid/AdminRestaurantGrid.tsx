import { memo, type ComponentProps } from 'react';
import type { ListNoun } from '../../../domain/paging';
import type { Restaurant } from '../../../domain/types';
import { CARD_GRID_PAGE_SIZE, CardGrid } from '../../ui/CardGrid';
import { cx } from '../../ui/cx';
import { ListPager, usePage, type PagedListProps } from '../../ui/Pagination';
import { useStableCallback } from '../../ui/useStableCallback';
import { AdminRestaurantCard } from '../AdminRestaurantCard';
import styles from './AdminRestaurantGrid.module.css';

export const NO_ADMIN_RESTAURANTS_TEXT = 'No restaurants yet. Add one to get started.';

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
    /** Text shown when the list is empty. */
    emptyText?: string;
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
  emptyText = NO_ADMIN_RESTAURANTS_TEXT,
  className,
  ...rest
}: AdminRestaurantGridProps) {
  const { slice, shown } = usePage(restaurants, page, pageSize);
  const edit = useStableCallback(onEdit);
  const remove = useStableCallback(onDelete);
  return (
    <div {...rest} className={cx(styles.AdminRestaurantGrid, className)}>
      <ListPager slice={slice} noun={RESTAURANTS_NOUN} onPageChange={onPageChange} />
      <CardGrid
        aria-label="Restaurants"
        items={shown}
        emptyText={emptyText}
        emptyIcon="store"
        renderItem={(restaurant) => <Card restaurant={restaurant} onEdit={edit} onDelete={remove} />}
      />
    </div>
  );
}
