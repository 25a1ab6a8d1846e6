import { useId, type ComponentProps } from 'react';
import { cx } from '../cx';
import { Icon } from '../Icon';
import { describedBy, FieldMessages, RequiredMark } from './FieldParts';
import styles from './Field.module.css';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = ComponentProps<'select'> & {
  /** Label; the select's accessible name (visible unless `hideLabel`). */
  label: string;
  /** The choices, in order. */
  options: ReadonlyArray<SelectOption>;
  /** Validation message shown under the select; sets `aria-invalid`. */
  error?: string;
  /** Help text shown under the select. */
  hint?: string;
  /** Hide the label visually (e.g. a status selector in a table row); it stays the accessible name. */
  hideLabel?: boolean;
  /** Text of an empty first option (value ''), e.g. 'Select a restaurant'. */
  placeholder?: string;
  /** Class for the wrapper; other props go to the `<select>`. */
  className?: string;
};

/** A labelled native select with a chevron. */
export function SelectField({
  label,
  options,
  error,
  hint,
  hideLabel = false,
  placeholder,
  required,
  id,
  className,
  'aria-describedby': extraDescribedBy,
  ...rest
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const { hintId, errorId, ariaDescribedBy } = describedBy(selectId, hint, error, extraDescribedBy);
  return (
    <div className={cx(styles.Field, className)}>
      <label htmlFor={selectId} className={hideLabel ? 'visually-hidden' : styles.FieldLabel}>
        {label}
        <RequiredMark required={required} />
      </label>
      <span className={styles.FieldSelectWrap}>
        <select
          {...rest}
          id={selectId}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ariaDescribedBy}
          className={cx(styles.FieldControl, styles.FieldSelect)}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={18} className={styles.FieldSelectIcon} />
      </span>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
