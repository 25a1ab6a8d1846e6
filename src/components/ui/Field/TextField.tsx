import type { ComponentProps } from 'react';
import { FieldFrame, useFieldIds } from './FieldParts';
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
  const ids = useFieldIds({ id, required, hint, error, extraDescribedBy });
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <input type="text" {...rest} {...ids.controlProps} className={styles.FieldControl} />
    </FieldFrame>
  );
}
