import { useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import {
  addCuisine,
  MAX_DELIVERY_FEE,
  MAX_LENGTH,
  removeCuisine,
  validateRestaurantForm,
  type FormErrors,
  type RestaurantFormValues,
} from '../../../domain/validation';
import { Button } from '../../ui/Button';
import { cx } from '../../utils/cx';
import { CheckboxField, TextField } from '../../ui/Field';
import { Form, FormErrorSummary, FormGrid, formGridWide } from '../../ui/Form';
import { IconButton } from '../../ui/IconButton';
import { Tag } from '../../ui/Tag';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { CancelSubmitActions, DescriptionField, ImageUrlField, MoneyField, NameField, RatingField } from '../formParts';
import { useValidatedForm, type AdminFormCallbacks } from '../../hooks/useValidatedForm';
import styles from './RestaurantForm.module.css';

export type RestaurantFormErrors = FormErrors<RestaurantFormValues>;

export type RestaurantFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> &
  AdminFormCallbacks<RestaurantFormValues> & {
    /** Starting values: `emptyRestaurantForm()` to add, `restaurantToFormValues(r)` to edit. */
    initialValues: RestaurantFormValues;
    /** 'new' labels the submit button 'Add Restaurant', 'edit' labels it 'Update Restaurant'. */
    mode: 'new' | 'edit';
    /**
     * The submitted values are being saved: the submit button shows a spinner (label kept) and ignores presses,
     * Cancel is disabled; the fields keep what was typed.
     */
    saving?: boolean;
  };

/**
 * The Add / Edit Restaurant form. It keeps what is typed; a submit runs the domain validator,
 * shows each message under its field, focuses the first invalid field and saves nothing, or
 * hands the values to `onSubmit`. Cuisines are added one at a time (Enter or 'Add cuisine'); one still
 * in the Cuisines box when the form is submitted is added as well.
 */
export function RestaurantForm({
  initialValues,
  mode,
  saving = false,
  onSubmit,
  onCancel,
  onInvalid,
  onDirtyChange,
  className,
  ...rest
}: RestaurantFormProps) {
  const [cuisineDraft, setCuisineDraft] = useState('');
  const {
    values,
    errors,
    update,
    field: text,
    onFormSubmit,
  } = useValidatedForm({
    initialValues,
    validate: validateRestaurantForm,
    // A cuisine typed but not yet added (no Enter, no 'Add cuisine') is saved too, not silently dropped.
    onSubmit: (valid) => onSubmit({ ...valid, cuisine: addCuisine(valid.cuisine, cuisineDraft) }),
    onInvalid,
    onDirtyChange,
    pending: cuisineDraft.trim() !== '',
  });
  const cuisineRef = useRef<HTMLInputElement>(null);

  const addDraftCuisine = () => {
    update('cuisine', addCuisine(values.cuisine, cuisineDraft));
    setCuisineDraft('');
  };

  const onCuisineKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the cuisine instead of submitting the form.
    addDraftCuisine();
  };

  return (
    <Form onSubmit={onFormSubmit} {...rest} className={className}>
      <FormErrorSummary errors={errors} />
      <FormGrid>
        <NameField {...text('name')} />
        <ImageUrlField {...text('image')} />
        <RatingField {...text('rating')} />
        <TextField
          label="Delivery Time"
          placeholder="e.g., 25-30 min"
          maxLength={MAX_LENGTH.deliveryTime}
          {...text('deliveryTime')}
        />
        <MoneyField label="Delivery Fee ($)" max={MAX_DELIVERY_FEE} {...text('deliveryFee')} />
        <TextField label="Address" maxLength={MAX_LENGTH.address} {...text('address')} />
        <DescriptionField {...text('description')} />

        <div className={cx(styles.RestaurantFormCuisines, formGridWide)}>
          <div className={styles.RestaurantFormCuisineRow}>
            <TextField
              ref={cuisineRef}
              label="Cuisines"
              maxLength={MAX_LENGTH.cuisine}
              hint="Type a cuisine and press Enter or Add"
              value={cuisineDraft}
              onChange={(event) => setCuisineDraft(event.target.value)}
              onKeyDown={onCuisineKeyDown}
              className={styles.RestaurantFormCuisineInput}
            />
            <Button
              variant="secondary"
              icon="plus"
              onClick={addDraftCuisine}
              className={styles.RestaurantFormCuisineAdd}
            >
              Add<VisuallyHidden> cuisine</VisuallyHidden>
            </Button>
          </div>
          {values.cuisine.length > 0 && (
            <ul aria-label="Added cuisines" className={styles.RestaurantFormCuisineList}>
              {values.cuisine.map((tag) => (
                <li key={tag}>
                  <Tag className={styles.RestaurantFormCuisineTag}>
                    {tag}
                    <IconButton
                      label={`Remove cuisine ${tag}`}
                      icon="close"
                      size="sm"
                      onClick={() => {
                        update('cuisine', removeCuisine(values.cuisine, tag));
                        cuisineRef.current?.focus();
                      }}
                    />
                  </Tag>
                </li>
              ))}
            </ul>
          )}
        </div>

        <CheckboxField
          label="Open"
          hint="A closed restaurant is left off the home page; its menu can still be opened, but not ordered from."
          name="isOpen"
          checked={values.isOpen}
          onChange={(event) => update('isOpen', event.target.checked)}
          className={formGridWide}
        />
      </FormGrid>
      <CancelSubmitActions
        onCancel={onCancel}
        submitLabel={mode === 'edit' ? 'Update Restaurant' : 'Add Restaurant'}
        saving={saving}
      />
    </Form>
  );
}
