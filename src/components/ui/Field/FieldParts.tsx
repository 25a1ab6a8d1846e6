import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import styles from './Field.module.css';

/** Ids of the hint and error under a control, and the matching `aria-describedby`. */
export function describedBy(id: string, hint: ReactNode | undefined, error: string | undefined, extra?: string) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const ids = [extra, hintId, errorId].filter(Boolean).join(' ');
  return { hintId, errorId, ariaDescribedBy: ids || undefined };
}

/** The visible '*' after a required field's label (hidden from screen readers, which get `aria-required`). */
export function RequiredMark({ required }: { required: boolean | undefined }) {
  if (!required) return null;
  return (
    <span className={styles.FieldRequired} aria-hidden="true">
      *
    </span>
  );
}

/** Hint and error lines under a control. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.FieldHint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.FieldError}>
          <Icon name="close" size={16} />
          {error}
        </p>
      )}
    </>
  );
}
