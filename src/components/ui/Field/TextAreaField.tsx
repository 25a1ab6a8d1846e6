import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { FieldFrame, useFieldIds } from './FieldParts';
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
  const ids = useFieldIds({ id, required, hint, error, extraDescribedBy });
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea rows={rows} {...rest} {...ids.controlProps} className={cx(styles.FieldControl, styles.FieldTextArea)} />
    </FieldFrame>
  );
}
