import { useMemo, useState } from 'react';
import {
  AdminMenuItemGrid,
  MenuItemFilters,
  MenuItemForm,
  NO_ADMIN_MENU_ITEMS_TEXT,
  NO_MATCHING_MENU_ITEMS_TEXT,
} from '../../components/admin';
import { emptyMenuItemForm, filterAdminMenuItems, menuItemToFormValues } from '../../domain';
import { useAdminData } from '../../machines';
import { RecordPage } from './RecordEditing';

/** /admin/menu-items: restaurant and category filters, the card grid, the Add/Edit form and the delete confirmation. */
export function MenuItemsPage() {
  const { restaurants, menuItems } = useAdminData();
  const [restaurantFilter, setRestaurantFilter] = useState('all');
  const [category, setCategory] = useState('all');
  // A deleted restaurant no longer filters anything.
  const restaurantId = restaurants.some((r) => r.id === restaurantFilter) ? restaurantFilter : 'all';

  const visible = useMemo(
    () => filterAdminMenuItems(menuItems, { restaurantId, category }),
    [menuItems, restaurantId, category],
  );
  const restaurantNames = useMemo(() => Object.fromEntries(restaurants.map((r) => [r.id, r.name])), [restaurants]);

  return (
    <RecordPage
      page="menuItems"
      renderForm={(props, editing) => (
        <MenuItemForm
          {...props}
          restaurants={restaurants}
          initialValues={
            editing ? menuItemToFormValues(editing) : emptyMenuItemForm(restaurantId === 'all' ? '' : restaurantId)
          }
        />
      )}
    >
      {(flow) => (
        <>
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
            onEdit={flow.openEdit}
            onDelete={flow.askDelete}
          />
        </>
      )}
    </RecordPage>
  );
}
