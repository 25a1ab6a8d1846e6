import { memo, useMemo, useRef, type ComponentProps, type Ref } from 'react';
import type { ListNoun } from '../../../domain/paging';
import type { MenuItem } from '../../../domain/types';
import { CARD_GRID_PAGE_SIZE, CardGrid } from '../../ui/CardGrid';
import { cx } from '../../utils/cx';
import { EmptyState, useFocusOnRefill, type EmptyStateAction } from '../../ui/EmptyState';
import { PagedListBars, usePage, type PagedListProps } from '../../ui/Pagination';
import { useRemovalPlace, type RemovalPlace } from '../../hooks/useKeepPlace';
import { useStableCallback } from '../../hooks/useStableCallback';
import { listedCards } from '../listedCards';
import { AdminMenuItemCard } from '../AdminMenuItemCard';
import styles from './AdminMenuItemGrid.module.css';

export const NO_ADMIN_MENU_ITEMS_TEXT = 'No menu items yet. Add one to get started.';
/** The empty text when there is no way to add one here (no `onAdd`): it invites nothing it does not offer. */
export const NO_ADMIN_MENU_ITEMS_YET_TEXT = 'No menu items yet.';
/** The empty state's next step, under `NO_ADMIN_MENU_ITEMS_TEXT`. */
export const ADD_FIRST_MENU_ITEM_LABEL = 'Add a menu item';
export const NO_MATCHING_MENU_ITEMS_TEXT = 'No menu items match the selected filters.';

const MENU_ITEMS_NOUN: ListNoun = { one: 'menu item', other: 'menu items' };

/** A card re-renders only when its own props change (the grid's handlers are stable). */
const Card = memo(AdminMenuItemCard);

export type AdminMenuItemGridProps = ComponentProps<'div'> &
  PagedListProps & {
    /** Every item that matches the page's filters, in order: the grid shows one page of them. */
    items: MenuItem[];
    /** Restaurant names by id, shown on each card. */
    restaurantNames?: Readonly<Record<string, string>>;
    /** Called with an item's id by its Edit button. */
    onEdit: (id: string) => void;
    /** Called with an item's id by its Delete button. */
    onDelete: (id: string) => void;
    /**
     * Opens the add flow, as the page's 'Add Menu Item' button does. With it, and no `emptyAction`, the empty state
     * says "Add one to get started." and offers 'Add a menu item' (a secondary button) under it; without it, just
     * "No menu items yet.".
     */
    onAdd?: () => void;
    /**
     * Text shown when the list is empty (e.g. `NO_MATCHING_MENU_ITEMS_TEXT` when a filter matches nothing; default:
     * `NO_ADMIN_MENU_ITEMS_TEXT` with `onAdd`, else `NO_ADMIN_MENU_ITEMS_YET_TEXT`).
     */
    emptyText?: string;
    /**
     * The empty state's way back, when the filters are what emptied the list ('Clear filters'), in place of the
     * add step; none when there are no menu items at all. Once the items are back, focus moves to the list.
     */
    emptyAction?: EmptyStateAction;
    /**
     * Receives the grid's place keeper: once a card whose Delete was pressed is gone, `placeAfterRemoval()` gives
     * the Edit button of the card now at its place (else the last card's; none when the grid is now empty), where
     * the page's delete confirmation returns focus.
     */
    placeRef?: Ref<RemovalPlace>;
  };

/**
 * The admin menu items as a responsive card grid (1 to 3 columns), one page at a time under a count
 * ("Showing 1–24 of 192 menu items") and a pagination bar, or an empty state. Paged rather than
 * windowed for the reasons given on `OrdersTable`: every card on the page is real, in Tab order and
 * findable, and the grid's rows may differ in height.
 */
export function AdminMenuItemGrid({
  items,
  restaurantNames = {},
  onEdit,
  onDelete,
  page = 1,
  onPageChange,
  pageSize = CARD_GRID_PAGE_SIZE,
  onAdd,
  emptyText = onAdd ? NO_ADMIN_MENU_ITEMS_TEXT : NO_ADMIN_MENU_ITEMS_YET_TEXT,
  emptyAction,
  placeRef,
  className,
  ...rest
}: AdminMenuItemGridProps) {
  // Names shown more than once in the whole list (compared case-insensitively): those cards name their restaurant in their buttons.
  const repeated = useMemo(() => {
    const counts = new Map<string, number>();
    for (const item of items) {
      const key = item.name.trim().toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }, [items]);
  const { slice, shown } = usePage(items, page, pageSize);
  const edit = useStableCallback(onEdit);
  const listRef = useRef<HTMLUListElement>(null);
  const { noteRemoval } = useRemovalPlace({
    listed: () => listedCards(listRef.current),
    count: items.length,
    placeRef,
  });
  const remove = useStableCallback((id: string) => {
    noteRemoval(id);
    onDelete(id);
  });
  const refocusing = useFocusOnRefill(shown.length > 0, () => listRef.current);
  return (
    <div {...rest} className={cx(styles.AdminMenuItemGrid, className)}>
      <PagedListBars slice={slice} noun={MENU_ITEMS_NOUN} onPageChange={onPageChange}>
        {shown.length === 0 ? (
          <EmptyState
            icon="list"
            title={emptyText}
            // The add step opens a dialog, which returns focus itself: only the way back moves focus to the list.
            action={
              refocusing(emptyAction) ?? (onAdd && { label: ADD_FIRST_MENU_ITEM_LABEL, icon: 'plus', onAction: onAdd })
            }
            framed
          />
        ) : (
          <CardGrid
            ref={listRef}
            aria-label="Menu items"
            // Focused by script when a 'Clear filters' brings the items back.
            tabIndex={-1}
            items={shown}
            renderItem={(item) => (
              <Card
                item={item}
                data-card-id={item.id}
                restaurantName={restaurantNames[item.restaurantId]}
                nameRepeats={(repeated.get(item.name.trim().toLowerCase()) ?? 0) > 1}
                onEdit={edit}
                onDelete={remove}
              />
            )}
          />
        )}
      </PagedListBars>
    </div>
  );
}
