import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
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

/**
 * The wiring of a labelled control: its id (`id`, or a generated one), the ids of its hint and
 * error, and the props the control takes (`id`, `aria-required`, `aria-invalid`, `aria-describedby`).
 */
export function useFieldIds({
  id,
  required,
  hint,
  error,
  extraDescribedBy,
}: {
  id: string | undefined;
  required: boolean | undefined;
  hint: ReactNode | undefined;
  error: string | undefined;
  extraDescribedBy: string | undefined;
}) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const { hintId, errorId, ariaDescribedBy } = describedBy(controlId, hint, error, extraDescribedBy);
  const controlProps = {
    id: controlId,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ariaDescribedBy,
  };
  return { controlId, hintId, errorId, controlProps };
}

/** A field's wrapper: the label (with '*' when required), the control (`children`), then the hint and error. */
export function FieldFrame({
  ids,
  label,
  hideLabel = false,
  required,
  hint,
  error,
  className,
  children,
}: {
  ids: ReturnType<typeof useFieldIds>;
  label: string;
  hideLabel?: boolean;
  required: boolean | undefined;
  hint: ReactNode | undefined;
  error: string | undefined;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={cx(styles.Field, className)}>
      <label htmlFor={ids.controlId} className={hideLabel ? 'visually-hidden' : styles.FieldLabel}>
        {label}
        <RequiredMark required={required} />
      </label>
      {children}
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
