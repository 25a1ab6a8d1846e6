import { useId, type ComponentProps } from 'react';
import { cx } from '../cx';
import { describedBy, FieldMessages, RequiredMark } from './FieldParts';
import styles from './Field.module.css';

export type TextAreaFieldProps = ComponentProps<'textarea'> & {
  /** Visible label; the textarea's accessible name. */
  label: string;
  /** Validation message shown under the textarea; sets `aria-invalid`. */
  error?: string;
  /** Help text shown under the textarea. */
  hint?: string;
  /** Class for the wrapper; other props go to the `<textarea>`. */
  className?: string;
};

/** A labelled multi-line input; same contract as `TextField`. */
export function TextAreaField({
  label,
  error,
  hint,
  required,
  id,
  className,
  rows = 3,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { hintId, errorId, ariaDescribedBy } = describedBy(inputId, hint, error, extraDescribedBy);
  return (
    <div className={cx(styles.Field, className)}>
      <label htmlFor={inputId} className={styles.FieldLabel}>
        {label}
        <RequiredMark required={required} />
      </label>
      <textarea
        rows={rows}
        {...rest}
        id={inputId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ariaDescribedBy}
        className={cx(styles.FieldControl, styles.FieldTextArea)}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
