import { AdminRestaurantGrid, RestaurantForm } from '../../components/admin';
import { emptyRestaurantForm, restaurantToFormValues } from '../../domain';
import { RecordPage } from './RecordEditing';

/** /admin/restaurants: the card grid, the Add/Edit form dialog and the delete confirmation. */
export function RestaurantsPage() {
  return (
    <RecordPage
      page="restaurants"
      renderForm={(props, editing) => (
        <RestaurantForm {...props} initialValues={editing ? restaurantToFormValues(editing) : emptyRestaurantForm()} />
      )}
    >
      {(flow) => <AdminRestaurantGrid restaurants={flow.records} onEdit={flow.openEdit} onDelete={flow.askDelete} />}
    </RecordPage>
  );
}
