import type { ComponentProps, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import { EmptyState, type EmptyStateAction } from '../EmptyState';
import type { IconName } from '../Icon';
import styles from './CardGrid.module.css';

/**
 * Cards per page of a paged card grid (the admin's menu items, restaurants and users): 24 fills whole
 * rows at every column count (1, 2, 3 and 4) and renders quickly; at the spec's sizes the 12 restaurants
 * fit on one page, the 50 users take 3 and the 192 menu items 8.
 */
export const CARD_GRID_PAGE_SIZE = 24;

export type CardGridProps<T extends { id: string }> = Omit<ComponentProps<'ul'>, 'children'> & {
  /** The entries, one card each, in order (keyed by `id`). */
  items: readonly T[];
  /** Renders an entry's card; it is placed in an `<li>`. */
  renderItem: (item: T) => ReactNode;
  /** Columns on wide screens: 3 (from 75rem), or 4 (3 from 60rem, 4 from 75rem). One column on phones, two from 36rem. */
  columns?: 3 | 4;
  /**
   * Shown in a framed empty state (`EmptyState framed`) instead of the list when there are no items (without it,
   * an empty list is rendered).
   */
  emptyText?: string;
  /** Decorative icon of the empty box. */
  emptyIcon?: IconName;
  /** The empty box's next step, one secondary button ('Add a restaurant' when there is none yet). */
  emptyAction?: EmptyStateAction;
  /**
   * Ref to the empty box. Giving one also makes the box focusable by script (`tabIndex={-1}`), so focus
   * has somewhere to go when the last card leaves the grid.
   */
  emptyRef?: Ref<HTMLDivElement>;
};

/** A responsive grid of cards: a list (name it with `aria-label`), or a framed empty state when there is nothing to list. */
export function CardGrid<T extends { id: string }>({
  items,
  renderItem,
  columns = 3,
  emptyText,
  emptyIcon,
  emptyAction,
  emptyRef,
  className,
  ...rest
}: CardGridProps<T>) {
  if (items.length === 0 && emptyText !== undefined) {
    return (
      <EmptyState
        ref={emptyRef}
        tabIndex={emptyRef ? -1 : undefined}
        icon={emptyIcon}
        title={emptyText}
        action={emptyAction}
        framed
      />
    );
  }
  return (
    <ul data-columns={columns} {...rest} className={cx(styles.CardGrid, className)}>
      {items.map((item) => (
        <li key={item.id} className={styles.CardGridItem}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
