import type { ComponentProps } from 'react';
import type { Restaurant } from '../../../domain/types';
import { CardGrid } from '../../ui/CardGrid';
import { cx } from '../../ui/cx';
import { AdminRestaurantCard } from '../AdminRestaurantCard';
import styles from './AdminRestaurantGrid.module.css';

export const NO_ADMIN_RESTAURANTS_TEXT = 'No restaurants yet. Add one to get started.';

export type AdminRestaurantGridProps = ComponentProps<'div'> & {
  /** The restaurants, in order. */
  restaurants: Restaurant[];
  /** Called with a restaurant's id by its Edit button. */
  onEdit: (id: string) => void;
  /** Called with a restaurant's id by its Delete button. */
  onDelete: (id: string) => void;
  /** Text shown when the list is empty. */
  emptyText?: string;
};

/** The admin restaurants as a responsive card grid (1 to 3 columns), or an empty state. */
export function AdminRestaurantGrid({
  restaurants,
  onEdit,
  onDelete,
  emptyText = NO_ADMIN_RESTAURANTS_TEXT,
  className,
  ...rest
}: AdminRestaurantGridProps) {
  return (
    <div {...rest} className={cx(styles.AdminRestaurantGrid, className)}>
      <CardGrid
        aria-label="Restaurants"
        items={restaurants}
        emptyText={emptyText}
        emptyIcon="store"
        renderItem={(restaurant) => <AdminRestaurantCard restaurant={restaurant} onEdit={onEdit} onDelete={onDelete} />}
      />
    </div>
  );
}
