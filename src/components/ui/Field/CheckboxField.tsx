import { useId, type ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { describedBy, FieldMessages } from './FieldParts';
import styles from './Field.module.css';

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Visible label next to the box; its accessible name. */
  label: string;
  /** Help text shown under the checkbox. */
  hint?: string;
  /** Validation message shown under the checkbox; sets `aria-invalid`. */
  error?: string;
  /** Class for the wrapper; other props go to the `<input type="checkbox">`. */
  className?: string;
};

/** A checkbox with its label on the right (e.g. 'Open for orders'). */
export function CheckboxField({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': extraDescribedBy,
  ...rest
}: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { hintId, errorId, ariaDescribedBy } = describedBy(inputId, hint, error, extraDescribedBy);
  return (
    <div className={cx(styles.Field, className)}>
      <label htmlFor={inputId} className={styles.FieldCheckboxLabel}>
        <input
          {...rest}
          type="checkbox"
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ariaDescribedBy}
          className={styles.FieldCheckbox}
        />
        {label}
      </label>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
