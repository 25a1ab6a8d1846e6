import type { ComponentProps } from 'react';
import type { MenuItem } from '../../../domain/types';
import { CardGrid } from '../../ui/CardGrid';
import { cx } from '../../ui/cx';
import { AdminMenuItemCard } from '../AdminMenuItemCard';
import styles from './AdminMenuItemGrid.module.css';

export const NO_ADMIN_MENU_ITEMS_TEXT = 'No menu items yet. Add one to get started.';
export const NO_MATCHING_MENU_ITEMS_TEXT = 'No menu items match the selected filters.';

export type AdminMenuItemGridProps = ComponentProps<'div'> & {
  /** The items, in order. */
  items: MenuItem[];
  /** Restaurant names by id, shown on each card. */
  restaurantNames?: Readonly<Record<string, string>>;
  /** Called with an item's id by its Edit button. */
  onEdit: (id: string) => void;
  /** Called with an item's id by its Delete button. */
  onDelete: (id: string) => void;
  /** Text shown when the list is empty (e.g. `NO_MATCHING_MENU_ITEMS_TEXT` when a filter matches nothing). */
  emptyText?: string;
};

/** The admin menu items as a responsive card grid (1 to 3 columns), or an empty state. */
export function AdminMenuItemGrid({
  items,
  restaurantNames = {},
  onEdit,
  onDelete,
  emptyText = NO_ADMIN_MENU_ITEMS_TEXT,
  className,
  ...rest
}: AdminMenuItemGridProps) {
  // Names shown more than once (compared case-insensitively): those cards name their restaurant in their buttons.
  const counts = new Map<string, number>();
  for (const item of items)
    counts.set(item.name.trim().toLowerCase(), (counts.get(item.name.trim().toLowerCase()) ?? 0) + 1);
  const repeats = (name: string) => (counts.get(name.trim().toLowerCase()) ?? 0) > 1;
  return (
    <div {...rest} className={cx(styles.AdminMenuItemGrid, className)}>
      <CardGrid
        aria-label="Menu items"
        items={items}
        emptyText={emptyText}
        emptyIcon="list"
        renderItem={(item) => (
          <AdminMenuItemCard
            item={item}
            restaurantName={restaurantNames[item.restaurantId]}
            nameRepeats={repeats(item.name)}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        )}
      />
    </div>
  );
}
