import type { ComponentProps } from 'react';
import type { Restaurant } from '../../../domain/types';
import { cx } from '../../ui/cx';
import { EmptyState } from '../../ui/EmptyState';
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
      {restaurants.length === 0 ? (
        <EmptyState icon="store" title={emptyText} className={styles.AdminRestaurantGridEmpty} />
      ) : (
        <ul aria-label="Restaurants" className={styles.AdminRestaurantGridList}>
          {restaurants.map((restaurant) => (
            <li key={restaurant.id} className={styles.AdminRestaurantGridItem}>
              <AdminRestaurantCard restaurant={restaurant} onEdit={onEdit} onDelete={onDelete} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
