import { useRef } from 'react';
import { AdminPageHeader, AdminRestaurantGrid, RestaurantForm } from '../../components/admin';
import { Button } from '../../components/ui';
import { emptyRestaurantForm, restaurantToFormValues, toRestaurant, type RestaurantFormValues } from '../../domain';
import { useAdminData } from '../../machines';
import { adminTitle } from './adminTitle';
import { useListView } from './listView';
import { RecordDialogs, useRecordEditing } from './RecordEditing';
import styles from './AdminPage.module.css';

const DELETE_RESTAURANT_QUESTION = 'Are you sure you want to delete this restaurant?';

/** /admin/restaurants: the paged card grid, the Add/Edit form dialog and the delete confirmation. */
export function RestaurantsPage() {
  const { restaurants, addRestaurant, updateRestaurant, deleteRestaurant } = useAdminData();
  const list = useListView({ page: 1 });
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const flow = useRecordEditing<(typeof restaurants)[number], RestaurantFormValues>({
    records: restaurants,
    save: (values, { mode, editingId }) => {
      if (mode === 'edit' && editingId !== null) updateRestaurant(toRestaurant(values, editingId));
      else addRestaurant(toRestaurant(values));
    },
    remove: deleteRestaurant,
  });

  return (
    <div className={styles.AdminPage}>
      <title>{adminTitle('Restaurants')}</title>
      <AdminPageHeader
        title="Restaurants"
        description="Add, edit and remove the restaurants on your platform"
        actions={
          <Button ref={addButtonRef} icon="plus" onClick={flow.openNew}>
            Add Restaurant
          </Button>
        }
      />
      <AdminRestaurantGrid
        restaurants={restaurants}
        page={list.shown.page}
        onPageChange={list.setPage}
        aria-busy={list.busy || undefined}
        onEdit={flow.openEdit}
        onDelete={flow.askDelete}
      />
      <RecordDialogs
        flow={flow}
        returnFocusRef={addButtonRef}
        noun="Restaurant"
        deleteQuestion={DELETE_RESTAURANT_QUESTION}
        renderForm={(props, editing) => (
          <RestaurantForm
            key={editing?.id ?? 'new'}
            {...props}
            initialValues={editing ? restaurantToFormValues(editing) : emptyRestaurantForm()}
          />
        )}
      />
    </div>
  );
}
