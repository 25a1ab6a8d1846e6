import { useMemo, useRef, useState } from 'react';
import {
  AdminMenuItemGrid,
  AdminPageHeader,
  FormModal,
  MenuItemFilters,
  MenuItemForm,
  NO_ADMIN_MENU_ITEMS_TEXT,
  NO_MATCHING_MENU_ITEMS_TEXT,
} from '../../components/admin';
import { Button, ConfirmDialog } from '../../components/ui';
import {
  emptyMenuItemForm,
  filterAdminMenuItems,
  menuItemToFormValues,
  toMenuItem,
  type MenuItemFormValues,
} from '../../domain';
import { nextMenuItemId, useAdminData } from '../../machines';
import { useConfirm, useFormModal } from './adminHooks';
import { adminTitle } from './adminTitle';
import styles from './AdminPage.module.css';

const DELETE_MENU_ITEM_QUESTION = 'Are you sure you want to delete this menu item?';

/** /admin/menu-items: restaurant and category filters, the card grid, the Add/Edit form and the delete confirmation. */
export function MenuItemsPage() {
  const { restaurants, menuItems, addMenuItem, updateMenuItem, deleteMenuItem } = useAdminData();
  const [restaurantFilter, setRestaurantFilter] = useState('all');
  const [category, setCategory] = useState('all');
  // A deleted restaurant no longer filters anything.
  const restaurantId = restaurants.some((r) => r.id === restaurantFilter) ? restaurantFilter : 'all';

  const visible = useMemo(
    () => filterAdminMenuItems(menuItems, { restaurantId, category }),
    [menuItems, restaurantId, category],
  );
  const restaurantNames = useMemo(() => Object.fromEntries(restaurants.map((r) => [r.id, r.name])), [restaurants]);

  const form = useFormModal<MenuItemFormValues>((values, { mode, editingId }) => {
    if (mode === 'edit' && editingId !== null) return updateMenuItem(toMenuItem(values, editingId));
    const takenIds = menuItems.map((m) => m.id);
    addMenuItem(toMenuItem(values, nextMenuItemId(values.restaurantId, takenIds)));
  });
  // After a confirmed delete the card (and the Delete button that opened the dialog) is gone, and a
  // saved edit can move the card out of the current filter: focus goes to the Add button instead of <body>.
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const confirm = useConfirm(deleteMenuItem);

  const editing = form.editingId === null ? undefined : menuItems.find((m) => m.id === form.editingId);
  const target = menuItems.find((m) => m.id === confirm.targetId);

  return (
    <div className={styles.AdminPage}>
      <title>{adminTitle('Menu Items')}</title>
      <AdminPageHeader
        title="Menu Items"
        description="Manage the dishes each restaurant offers"
        actions={
          <Button ref={addButtonRef} icon="plus" onClick={form.openNew}>
            Add Menu Item
          </Button>
        }
      />
      <MenuItemFilters
        restaurants={restaurants}
        restaurantId={restaurantId}
        category={category}
        onRestaurantChange={setRestaurantFilter}
        onCategoryChange={setCategory}
      />
      <AdminMenuItemGrid
        items={visible}
        restaurantNames={restaurantNames}
        emptyText={menuItems.length === 0 ? NO_ADMIN_MENU_ITEMS_TEXT : NO_MATCHING_MENU_ITEMS_TEXT}
        onEdit={form.openEdit}
        onDelete={confirm.ask}
      />
      <FormModal
        open={form.isOpen}
        title={form.mode === 'edit' ? 'Edit Menu Item' : 'Add Menu Item'}
        onClose={form.cancel}
        returnFocusRef={addButtonRef}
      >
        <MenuItemForm
          key={form.editingId ?? 'new'}
          mode={form.mode}
          restaurants={restaurants}
          initialValues={
            editing ? menuItemToFormValues(editing) : emptyMenuItemForm(restaurantId === 'all' ? '' : restaurantId)
          }
          onSubmit={form.submit}
          onInvalid={form.reject}
          onCancel={form.cancel}
        />
      </FormModal>
      <ConfirmDialog
        open={confirm.isOpen}
        title={`Delete ${target?.name ?? 'menu item'}`}
        message={DELETE_MENU_ITEM_QUESTION}
        onConfirm={confirm.confirm}
        onCancel={confirm.cancel}
        returnFocusRef={addButtonRef}
      />
    </div>
  );
}
