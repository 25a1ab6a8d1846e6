import { useId, type ComponentProps } from 'react';
import { ALL } from '../../../domain/filters';
import type { MenuItem } from '../../../domain/types';
import { CardGrid } from '../../ui/CardGrid';
import { cx } from '../../utils/cx';
import { EmptyState } from '../../ui/EmptyState';
import { CategoryChips } from '../CategoryChips';
import { MenuItemCard } from '../MenuItemCard';
import styles from './MenuSection.module.css';

export type MenuSectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** Section heading (default 'Menu'). */
  title?: string;
  /** Categories for the chips ('All' is added first). */
  categories: string[];
  /** The selected category, or 'All'. */
  selectedCategory: string;
  /** A category chip was pressed. */
  onSelectCategory: (category: string) => void;
  /** The items to show (already filtered by the selected category). */
  items: MenuItem[];
  /** An item's add button was pressed. */
  onAdd: (item: MenuItem) => void;
  /** Quantity in the cart by menu item id, shown on each card. */
  quantities?: Readonly<Record<string, number>>;
  /**
   * Nothing can be ordered right now (the restaurant is closed): the id of the note that says why, once (the
   * page's `Banner`). Every Add button is disabled and described by it; the chips still filter.
   */
  unavailableNoteId?: string;
};

/** Empty text under All: the restaurant has no dish at all. */
export const EMPTY_MENU_TEXT = 'No menu items yet.';
/** Empty text under a category: other categories may still have dishes. */
export const EMPTY_CATEGORY_TEXT = 'No items in this category.';

/**
 * A restaurant's 'Menu': category chips over a responsive grid of menu item cards; when nothing is shown,
 * 'No menu items yet.' under All, 'No items in this category.' under a category. A closed restaurant's page
 * says so once, in a banner (`unavailableNoteId`), which describes every disabled Add button.
 */
export function MenuSection({
  title = 'Menu',
  categories,
  selectedCategory,
  onSelectCategory,
  items,
  onAdd,
  quantities = {},
  unavailableNoteId,
  className,
  ...rest
}: MenuSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} {...rest} className={cx(styles.MenuSection, className)}>
      <h2 id={headingId} className={styles.MenuSectionTitle}>
        {title}
      </h2>
      <CategoryChips categories={categories} selected={selectedCategory} onSelect={onSelectCategory} />
      {items.length === 0 ? (
        <EmptyState icon="list" title={selectedCategory === ALL ? EMPTY_MENU_TEXT : EMPTY_CATEGORY_TEXT} framed />
      ) : (
        <CardGrid
          items={items}
          columns={4}
          className={styles.MenuSectionList}
          renderItem={(item) => (
            <MenuItemCard
              item={item}
              onAdd={onAdd}
              quantityInCart={quantities[item.id] ?? 0}
              unavailableNoteId={unavailableNoteId}
            />
          )}
        />
      )}
    </section>
  );
}
