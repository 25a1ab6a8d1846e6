import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { Icon, type IconName } from '../Icon';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-ghost';
export type ButtonSize = 'sm' | 'md';

export type ButtonProps = ComponentProps<'button'> & {
  /**
   * Visual emphasis: `primary` (brand fill, default), `secondary` (outlined), `ghost` (text only), `danger` (a
   * destructive action being decided: the confirm dialog), `danger-ghost` (a destructive action that repeats, as a
   * Delete on every card: danger text, filled on hover).
   */
  variant?: ButtonVariant;
  /** `md` (default, 44 px touch target) or `sm` (compact, tables and toolbars). */
  size?: ButtonSize;
  /** Icon shown before the label (decorative). */
  icon?: IconName;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /**
   * Working on the action it names (a save, a delete, …), in every variant: a spinner replaces the icon, the
   * button's own label stays as it is (never swapped for a generic "Saving…"), `aria-busy` is set and presses are
   * ignored (`aria-disabled`, so a form cannot be submitted twice); focus stays on the button.
   */
  loading?: boolean;
};

/** A text button. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  fullWidth = false,
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      {...rest}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled']}
      onClick={(event) => {
        // Busy: no second press, and a submit button does not submit again.
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      className={cx(styles.Button, className)}
    >
      {loading ? (
        <span aria-hidden="true" className={styles.ButtonSpinner} />
      ) : (
        icon && <Icon name={icon} size={size === 'sm' ? 16 : 18} className={styles.ButtonIcon} />
      )}
      {children}
    </button>
  );
}
