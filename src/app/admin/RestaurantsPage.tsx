import { useRef } from 'react';
import { AdminPageHeader, AdminRestaurantGrid, FormModal, RestaurantForm } from '../../components/admin';
import { Button, ConfirmDialog } from '../../components/ui';
import { emptyRestaurantForm, restaurantToFormValues, toRestaurant, type RestaurantFormValues } from '../../domain';
import {
  nextId,
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

const DELETE_RESTAURANT_QUESTION = 'Are you sure you want to delete this restaurant?';

/** /admin/restaurants: the card grid, the Add/Edit form dialog and the delete confirmation. */
export function RestaurantsPage() {
  const { restaurants, addRestaurant, updateRestaurant, deleteRestaurant } = useAdminData();
  // The values of the last valid submit, read by `save`.
  const submitted = useRef<RestaurantFormValues | null>(null);

  const [form, sendForm] = useFormModal(({ mode, editingId }) => {
    const values = submitted.current;
    submitted.current = null;
    if (!values) return;
    if (mode === 'edit' && editingId !== null) updateRestaurant(toRestaurant(values, editingId));
    else
      addRestaurant(
        toRestaurant(
          values,
          nextId(
            'restaurant',
            restaurants.map((r) => r.id),
          ),
        ),
      );
  });
  const [confirm, sendConfirm] = useConfirm((id) => deleteRestaurant(id));

  const mode = selectFormMode(form);
  const editingId = selectEditingId(form);
  const editing = editingId === null ? undefined : restaurants.find((r) => r.id === editingId);
  const target = selectConfirmTarget(confirm);

  return (
    <div className={styles.AdminPage}>
      <title>{adminTitle('Restaurants')}</title>
      <AdminPageHeader
        title="Restaurants"
        description="Add, edit and remove the restaurants on your platform"
        actions={
          <Button icon="plus" onClick={() => sendForm({ type: 'form.openNew' })}>
            Add Restaurant
          </Button>
        }
      />
      <AdminRestaurantGrid
        restaurants={restaurants}
        onEdit={(id) => sendForm({ type: 'form.openEdit', id })}
        onDelete={(id) => sendConfirm({ type: 'confirm.ask', id })}
      />
      <FormModal
        open={selectIsFormOpen(form)}
        title={mode === 'edit' ? 'Edit Restaurant' : 'Add Restaurant'}
        onClose={() => sendForm({ type: 'form.cancel' })}
      >
        <RestaurantForm
          key={editingId ?? 'new'}
          mode={mode}
          initialValues={editing ? restaurantToFormValues(editing) : emptyRestaurantForm()}
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
        title={`Delete ${restaurants.find((r) => r.id === target)?.name ?? 'restaurant'}`}
        message={DELETE_RESTAURANT_QUESTION}
        onConfirm={() => sendConfirm({ type: 'confirm.yes' })}
        onCancel={() => sendConfirm({ type: 'confirm.no' })}
      />
    </div>
  );
}
