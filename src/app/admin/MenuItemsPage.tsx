import { useMemo } from 'react';
import {
  AdminMenuItemGrid,
  MenuItemFilters,
  MenuItemForm,
  NO_ADMIN_MENU_ITEMS_TEXT,
  NO_MATCHING_MENU_ITEMS_TEXT,
} from '../../components/admin';
import { emptyMenuItemForm, filterAdminMenuItems, menuItemToFormValues } from '../../domain';
import { useAdminData } from '../../machines';
import { useListView } from './useListView';
import { RecordPage } from './RecordPage';

/** /admin/menu-items: restaurant and category filters, the paged card grid, the Add/Edit form and the delete confirmation. */
export function MenuItemsPage() {
  const { restaurants, menuItems } = useAdminData();
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
            emptyAction={
              menuItems.length > 0
                ? { label: 'Clear filters', onAction: () => list.refine({ restaurantId: 'all', category: 'all' }) }
                : undefined
            }
            placeRef={flow.placeRef}
            onAdd={flow.openNew}
            onEdit={flow.openEdit}
            onDelete={flow.askDelete}
          />
        </>
      )}
    </RecordPage>
  );
}
