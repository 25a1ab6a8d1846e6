import { AdminRestaurantGrid, RestaurantForm } from '../../components/admin';
import { emptyRestaurantForm, restaurantToFormValues } from '../../domain';
import { useListView } from './useListView';
import { RecordPage } from './RecordPage';

/** /admin/restaurants: the paged card grid, the Add/Edit form dialog and the delete confirmation. */
export function RestaurantsPage() {
  const list = useListView({ page: 1 });
  return (
    <RecordPage
      page="restaurants"
      renderForm={(props, editing) => (
        <RestaurantForm {...props} initialValues={editing ? restaurantToFormValues(editing) : emptyRestaurantForm()} />
      )}
    >
      {(flow) => (
        <AdminRestaurantGrid
          restaurants={flow.records}
          page={list.shown.page}
          onPageChange={list.setPage}
          aria-busy={list.busy || undefined}
          placeRef={flow.placeRef}
          onAdd={flow.openNew}
          onEdit={flow.openEdit}
          onDelete={flow.askDelete}
        />
      )}
    </RecordPage>
  );
}
