import { useRef } from 'react';
import { AdminPageHeader, AdminRestaurantGrid, FormModal, RestaurantForm } from '../../components/admin';
import { Button, ConfirmDialog } from '../../components/ui';
import { emptyRestaurantForm, restaurantToFormValues, toRestaurant, type RestaurantFormValues } from '../../domain';
import { nextId, useAdminData } from '../../machines';
import { useConfirm, useFormModal } from './adminHooks';
import { adminTitle } from './adminTitle';
import styles from './AdminPage.module.css';

const DELETE_RESTAURANT_QUESTION = 'Are you sure you want to delete this restaurant?';

/** /admin/restaurants: the card grid, the Add/Edit form dialog and the delete confirmation. */
export function RestaurantsPage() {
  const { restaurants, addRestaurant, updateRestaurant, deleteRestaurant } = useAdminData();

  const form = useFormModal<RestaurantFormValues>((values, { mode, editingId }) => {
    if (mode === 'edit' && editingId !== null) return updateRestaurant(toRestaurant(values, editingId));
    const takenIds = restaurants.map((r) => r.id);
    addRestaurant(toRestaurant(values, nextId('restaurant', takenIds)));
  });
  // After a confirmed delete the card (and the Delete button that opened the dialog) is gone:
  // focus goes to the Add button instead of falling to <body> (the form dialog falls back to it too).
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const confirm = useConfirm(deleteRestaurant);

  const editing = form.editingId === null ? undefined : restaurants.find((r) => r.id === form.editingId);
  const target = restaurants.find((r) => r.id === confirm.targetId);

  return (
    <div className={styles.AdminPage}>
      <title>{adminTitle('Restaurants')}</title>
      <AdminPageHeader
        title="Restaurants"
        description="Add, edit and remove the restaurants on your platform"
        actions={
          <Button ref={addButtonRef} icon="plus" onClick={form.openNew}>
            Add Restaurant
          </Button>
        }
      />
      <AdminRestaurantGrid restaurants={restaurants} onEdit={form.openEdit} onDelete={confirm.ask} />
      <FormModal
        open={form.isOpen}
        title={form.mode === 'edit' ? 'Edit Restaurant' : 'Add Restaurant'}
        onClose={form.cancel}
        returnFocusRef={addButtonRef}
      >
        <RestaurantForm
          key={form.editingId ?? 'new'}
          mode={form.mode}
          initialValues={editing ? restaurantToFormValues(editing) : emptyRestaurantForm()}
          onSubmit={form.submit}
          onInvalid={form.reject}
          onCancel={form.cancel}
        />
      </FormModal>
      <ConfirmDialog
        open={confirm.isOpen}
        title={`Delete ${target?.name ?? 'restaurant'}`}
        message={DELETE_RESTAURANT_QUESTION}
        onConfirm={confirm.confirm}
        onCancel={confirm.cancel}
        returnFocusRef={addButtonRef}
      />
    </div>
  );
}
