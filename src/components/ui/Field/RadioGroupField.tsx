import { useId, type ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import type { SelectOption } from './SelectField';
import { describedBy, FieldMessages, RequiredMark } from './FieldParts';
import styles from './Field.module.css';

export type RadioGroupFieldProps = Omit<ComponentProps<'fieldset'>, 'onChange'> & {
  /** Visible legend; the group's accessible name. */
  label: string;
  /** `name` shared by the radios. */
  name: string;
  /** The selected option's value. */
  value: string;
  /** The choices, in order. */
  options: ReadonlyArray<SelectOption>;
  /** Called with the value of the option the user picks. */
  onChange: (value: string) => void;
  /** Help text under the options. */
  hint?: string;
  /** Validation message under the options. */
  error?: string;
  /** Shows '*' after the legend. */
  required?: boolean;
};

/** A set of radios as a fieldset with a legend (e.g. Vegetarian / Non-Vegetarian). */
export function RadioGroupField({
  label,
  name,
  value,
  options,
  onChange,
  hint,
  error,
  required,
  disabled,
  className,
  ...rest
}: RadioGroupFieldProps) {
  const id = useId();
  const { hintId, errorId, ariaDescribedBy } = describedBy(id, hint, error);
  return (
    <fieldset
      {...rest}
      disabled={disabled}
      aria-describedby={ariaDescribedBy}
      className={cx(styles.FieldSet, className)}
    >
      <legend className={cx(styles.FieldLabel, styles.FieldLegend)}>
        {label}
        <RequiredMark required={required} />
      </legend>
      <div className={styles.FieldRadioOptions}>
        {options.map((option) => (
          <label key={option.value} className={styles.FieldCheckboxLabel}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              className={styles.FieldRadio}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
