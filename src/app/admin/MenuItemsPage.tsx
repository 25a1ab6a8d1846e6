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
import {
  nextMenuItemId,
  selectConfirmTarget,
  selectEditingId,
  selectFormMode,
  selectIsConfirming,
  selectIsFormOpen,
  useAdminData,
} from '../../machines';
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

  const submitted = useRef<MenuItemFormValues | null>(null);
  const [form, sendForm] = useFormModal(({ mode, editingId }) => {
    const values = submitted.current;
    submitted.current = null;
    if (!values) return;
    if (mode === 'edit' && editingId !== null) updateMenuItem(toMenuItem(values, editingId));
    else
      addMenuItem(
        toMenuItem(
          values,
          nextMenuItemId(
            values.restaurantId,
            menuItems.map((m) => m.id),
          ),
        ),
      );
  });
  const [confirm, sendConfirm] = useConfirm((id) => deleteMenuItem(id));

  const mode = selectFormMode(form);
  const editingId = selectEditingId(form);
  const editing = editingId === null ? undefined : menuItems.find((m) => m.id === editingId);
  const target = selectConfirmTarget(confirm);

  return (
    <div className={styles.AdminPage}>
      <title>{adminTitle('Menu Items')}</title>
      <AdminPageHeader
        title="Menu Items"
        description="Manage the dishes each restaurant offers"
        actions={
          <Button icon="plus" onClick={() => sendForm({ type: 'form.openNew' })}>
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
        onEdit={(id) => sendForm({ type: 'form.openEdit', id })}
        onDelete={(id) => sendConfirm({ type: 'confirm.ask', id })}
      />
      <FormModal
        open={selectIsFormOpen(form)}
        title={mode === 'edit' ? 'Edit Menu Item' : 'Add Menu Item'}
        onClose={() => sendForm({ type: 'form.cancel' })}
      >
        <MenuItemForm
          key={editingId ?? 'new'}
          mode={mode}
          restaurants={restaurants}
          initialValues={
            editing ? menuItemToFormValues(editing) : emptyMenuItemForm(restaurantId === 'all' ? '' : restaurantId)
          }
          onSubmit={(values) => {
            submitted.current = values;
            sendForm({ type: 'form.submit', valid: true });
          }}
          onInvalid={() => sendForm({ type: 'form.submit', valid: false })}
          onCancel={() => sendForm({ type: 'form.cancel' })}
        />
      </FormModal>
      <ConfirmDialog
        open={selectIsConfirming(confirm)}
        title={`Delete ${menuItems.find((m) => m.id === target)?.name ?? 'menu item'}`}
        message={DELETE_MENU_ITEM_QUESTION}
        onConfirm={() => sendConfirm({ type: 'confirm.yes' })}
        onCancel={() => sendConfirm({ type: 'confirm.no' })}
      />
    </div>
  );
}
