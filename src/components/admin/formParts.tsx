import { amountHint, MAX_LENGTH, RATING_HINT } from '../../domain/validation';
import { Button } from '../ui/Button';
import { cx } from '../utils/cx';
import { TextAreaField, TextField, type TextAreaFieldProps, type TextFieldProps } from '../ui/Field';
import { FormActions, formGridWide } from '../ui/Form';

/*
 * The fields and buttons the Restaurant and Menu Item forms share, each with its label and limits set once.
 * Spread a `useValidatedForm` field into each: `<NameField {...field('name')} />`.
 */

type PresetProps<P> = Omit<P, 'label'>;

/** Name: a whole row, up to `MAX_LENGTH.name` characters, no autofill (it names a record, not the admin). */
export function NameField({ className, ...rest }: PresetProps<TextFieldProps>) {
  return (
    <TextField
      label="Name"
      autoComplete="off"
      maxLength={MAX_LENGTH.name}
      {...rest}
      className={cx(formGridWide, className)}
    />
  );
}

/** Image URL: a whole row, a URL keyboard on phones, up to `MAX_LENGTH.image` characters. */
export function ImageUrlField({ className, ...rest }: PresetProps<TextFieldProps>) {
  return (
    <TextField
      label="Image URL"
      type="url"
      inputMode="url"
      placeholder="https://..."
      maxLength={MAX_LENGTH.image}
      {...rest}
      className={cx(formGridWide, className)}
    />
  );
}

/** Rating: a number from 1 to 5 in steps of 0.1 (half a row), with its range as a hint (`RATING_HINT`) before any error. */
export function RatingField(props: PresetProps<TextFieldProps>) {
  return (
    <TextField
      label="Rating"
      type="number"
      inputMode="decimal"
      min={1}
      max={5}
      step={0.1}
      hint={RATING_HINT}
      {...props}
    />
  );
}

/**
 * An amount in dollars (price, delivery fee): named by its `label`, from 0 to `max` dollars in steps of a cent (half
 * a row), with that range as a hint (`amountHint(max)`) before any error.
 */
export function MoneyField(props: TextFieldProps & { max: number }) {
  return <TextField type="number" inputMode="decimal" min={0} step={0.01} hint={amountHint(props.max)} {...props} />;
}

/** Description: a whole-row text area, up to `MAX_LENGTH.description` characters. */
export function DescriptionField({ className, ...rest }: PresetProps<TextAreaFieldProps>) {
  return (
    <TextAreaField
      label="Description"
      maxLength={MAX_LENGTH.description}
      {...rest}
      className={cx(formGridWide, className)}
    />
  );
}

export interface CancelSubmitActionsProps {
  /** Cancel pressed (nothing is saved). */
  onCancel: () => void;
  /** The submit button's text ('Add Restaurant', 'Update Menu Item'…); kept while saving. */
  submitLabel: string;
  /**
   * The submitted values are being saved: the submit button shows its spinner and ignores presses (no second
   * submit, focus stays on it) and Cancel is disabled.
   */
  saving?: boolean;
}

/** The form's last row: Cancel (secondary), then the submit button. */
export function CancelSubmitActions({ onCancel, submitLabel, saving = false }: CancelSubmitActionsProps) {
  return (
    <FormActions>
      <Button variant="secondary" disabled={saving} onClick={() => onCancel()}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </FormActions>
  );
}
