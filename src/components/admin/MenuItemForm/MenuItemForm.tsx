import type { ComponentProps } from 'react';
import { FORM_MENU_CATEGORIES, type Restaurant } from '../../../domain/types';
import { MAX_PRICE, validateMenuItemForm, type FormErrors, type MenuItemFormValues } from '../../../domain/validation';
import { RadioGroupField, SelectField } from '../../ui/Field';
import { Form, FormErrorSummary, FormGrid, formGridWide } from '../../ui/Form';
import { CancelSubmitActions, DescriptionField, ImageUrlField, MoneyField, NameField, RatingField } from '../formParts';
import { useValidatedForm, type AdminFormCallbacks } from '../../hooks/useValidatedForm';

const TYPE_OPTIONS = [
  { value: 'veg', label: 'Vegetarian' },
  { value: 'non-veg', label: 'Non-Vegetarian' },
];

export type MenuItemFormErrors = FormErrors<MenuItemFormValues>;

export type MenuItemFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> &
  AdminFormCallbacks<MenuItemFormValues> & {
    /** Starting values: `emptyMenuItemForm(restaurantId)` to add, `menuItemToFormValues(item)` to edit. */
    initialValues: MenuItemFormValues;
    /** 'new' labels the submit button 'Add Menu Item', 'edit' labels it 'Update Menu Item'. */
    mode: 'new' | 'edit';
    /**
     * The submitted values are being saved: the submit button shows a spinner (label kept) and ignores presses,
     * Cancel is disabled; the fields keep what was typed.
     */
    saving?: boolean;
    /** Restaurants offered by the Restaurant select. */
    restaurants: Pick<Restaurant, 'id' | 'name'>[];
    /** Categories offered (default Starters, Main Course, Desserts, Beverages, Sides). */
    categories?: readonly string[];
  };

/**
 * The Add / Edit Menu Item form. It keeps what is typed; a submit runs the domain validator,
 * shows each message under its field, focuses the first invalid field and saves nothing, or
 * hands the values to `onSubmit`.
 */
export function MenuItemForm({
  initialValues,
  mode,
  saving = false,
  restaurants,
  categories = FORM_MENU_CATEGORIES,
  onSubmit,
  onCancel,
  onInvalid,
  onDirtyChange,
  className,
  ...rest
}: MenuItemFormProps) {
  const { values, errors, update, field, onFormSubmit } = useValidatedForm({
    initialValues,
    validate: validateMenuItemForm,
    onSubmit,
    onInvalid,
    onDirtyChange,
  });

  // Keep a category that is not in the list (e.g. from other data) selectable when editing.
  const categoryOptions = [...new Set([...categories, ...(values.category ? [values.category] : [])])].map((c) => ({
    value: c,
    label: c,
  }));

  return (
    <Form onSubmit={onFormSubmit} {...rest} className={className}>
      <FormErrorSummary errors={errors} />
      <FormGrid>
        <NameField {...field('name')} />
        <SelectField
          label="Restaurant"
          placeholder="Select a restaurant"
          options={restaurants.map((r) => ({ value: r.id, label: r.name }))}
          {...field('restaurantId')}
          className={formGridWide}
        />
        <MoneyField label="Price ($)" max={MAX_PRICE} {...field('price')} />
        <SelectField
          label="Category"
          placeholder="Select a category"
          options={categoryOptions}
          {...field('category')}
        />
        <RatingField {...field('rating')} />
        <RadioGroupField
          label="Type"
          name="isVeg"
          value={values.isVeg ? 'veg' : 'non-veg'}
          options={TYPE_OPTIONS}
          onChange={(value) => update('isVeg', value === 'veg')}
        />
        <DescriptionField {...field('description')} />
        <ImageUrlField {...field('image')} />
      </FormGrid>
      <CancelSubmitActions
        onCancel={onCancel}
        submitLabel={mode === 'edit' ? 'Update Menu Item' : 'Add Menu Item'}
        saving={saving}
      />
    </Form>
  );
}
