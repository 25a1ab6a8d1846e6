import { useId, type ComponentProps } from 'react';
import { cx } from '../cx';
import { describedBy, FieldMessages, RequiredMark } from './FieldParts';
import styles from './Field.module.css';

export type TextFieldProps = ComponentProps<'input'> & {
  /** Visible label; the input's accessible name. */
  label: string;
  /** Validation message shown under the input; sets `aria-invalid`. */
  error?: string;
  /** Help text shown under the input. */
  hint?: string;
  /** Class for the wrapper (label + input + messages); other props go to the `<input>`. */
  className?: string;
};

/**
 * A labelled text input. `required` shows a '*' and sets `aria-required` (no native validation:
 * forms show their own messages). `ref` reaches the `<input>` so forms can focus the first invalid field.
 */
export function TextField({
  label,
  error,
  hint,
  required,
  id,
  className,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { hintId, errorId, ariaDescribedBy } = describedBy(inputId, hint, error, extraDescribedBy);
  return (
    <div className={cx(styles.Field, className)}>
      <label htmlFor={inputId} className={styles.FieldLabel}>
        {label}
        <RequiredMark required={required} />
      </label>
      <input
        type="text"
        {...rest}
        id={inputId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ariaDescribedBy}
        className={styles.FieldControl}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
