import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon';
import { FieldFrame, useFieldIds } from './FieldParts';
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
  const ids = useFieldIds({ id, required, hint, error, extraDescribedBy });
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <span className={styles.FieldSelectWrap}>
        <select {...rest} {...ids.controlProps} className={cx(styles.FieldControl, styles.FieldSelect)}>
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
    </FieldFrame>
  );
}
