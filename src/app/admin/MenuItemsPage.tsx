import { useMemo, useRef } from 'react';
import {
  AdminMenuItemGrid,
  AdminPageHeader,
  MenuItemFilters,
  MenuItemForm,
  NO_ADMIN_MENU_ITEMS_TEXT,
  NO_MATCHING_MENU_ITEMS_TEXT,
} from '../../components/admin';
import { Button } from '../../components/ui';
import {
  emptyMenuItemForm,
  filterAdminMenuItems,
  menuItemToFormValues,
  toMenuItem,
  type MenuItemFormValues,
} from '../../domain';
import { useAdminData } from '../../machines';
import { adminTitle } from './adminTitle';
import { useListView } from './listView';
import { RecordDialogs, useRecordEditing } from './RecordEditing';
import styles from './AdminPage.module.css';

const DELETE_MENU_ITEM_QUESTION = 'Are you sure you want to delete this menu item?';

/** /admin/menu-items: restaurant and category filters, the paged card grid, the Add/Edit form and the delete confirmation. */
export function MenuItemsPage() {
  const { restaurants, menuItems, addMenuItem, updateMenuItem, deleteMenuItem } = useAdminData();
  const list = useListView({ restaurantId: 'all', category: 'all', page: 1 });
  // A deleted restaurant no longer filters anything.
  const known = (id: string) => (restaurants.some((r) => r.id === id) ? id : 'all');
  const restaurantId = known(list.view.restaurantId);
  const shownRestaurantId = known(list.shown.restaurantId);
  const shownCategory = list.shown.category;

  const visible = useMemo(
    () => filterAdminMenuItems(menuItems, { restaurantId: shownRestaurantId, category: shownCategory }),
    [menuItems, shownRestaurantId, shownCategory],
  );
  const restaurantNames = useMemo(() => Object.fromEntries(restaurants.map((r) => [r.id, r.name])), [restaurants]);

  const addButtonRef = useRef<HTMLButtonElement>(null);
  const flow = useRecordEditing<(typeof menuItems)[number], MenuItemFormValues>({
    records: menuItems,
    save: (values, { mode, editingId }) => {
      if (mode === 'edit' && editingId !== null) updateMenuItem(toMenuItem(values, editingId));
      else addMenuItem(toMenuItem(values));
    },
    remove: deleteMenuItem,
  });

  return (
    <div className={styles.AdminPage}>
      <title>{adminTitle('Menu Items')}</title>
      <AdminPageHeader
        title="Menu Items"
        description="Manage the dishes each restaurant offers"
        actions={
          <Button ref={addButtonRef} icon="plus" onClick={flow.openNew}>
            Add Menu Item
          </Button>
        }
      />
      <MenuItemFilters
        restaurants={restaurants}
        restaurantId={restaurantId}
        category={list.view.category}
        onRestaurantChange={(value) => list.refine({ restaurantId: value })}
        onCategoryChange={(value) => list.refine({ category: value })}
      />
      <AdminMenuItemGrid
        items={visible}
        page={list.shown.page}
        onPageChange={list.setPage}
        aria-busy={list.busy || undefined}
        restaurantNames={restaurantNames}
        emptyText={menuItems.length === 0 ? NO_ADMIN_MENU_ITEMS_TEXT : NO_MATCHING_MENU_ITEMS_TEXT}
        onEdit={flow.openEdit}
        onDelete={flow.askDelete}
      />
      <RecordDialogs
        flow={flow}
        returnFocusRef={addButtonRef}
        noun="Menu Item"
        deleteQuestion={DELETE_MENU_ITEM_QUESTION}
        renderForm={(props, editing) => (
          <MenuItemForm
            key={editing?.id ?? 'new'}
            {...props}
            restaurants={restaurants}
            initialValues={
              editing ? menuItemToFormValues(editing) : emptyMenuItemForm(restaurantId === 'all' ? '' : restaurantId)
            }
          />
        )}
      />
    </div>
  );
}
