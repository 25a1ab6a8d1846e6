import type { ComponentProps } from 'react';
import { cx } from '../cx';
import { Icon, type IconName } from '../Icon';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export type ButtonProps = ComponentProps<'button'> & {
  /** Visual emphasis: `primary` (brand, default), `secondary` (outlined), `ghost` (text only), `danger` (destructive). */
  variant?: ButtonVariant;
  /** `md` (default, 44 px touch target) or `sm` (compact, tables and toolbars). */
  size?: ButtonSize;
  /** Icon shown before the label (decorative). */
  icon?: IconName;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
};

/** A text button. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  fullWidth = false,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      {...rest}
      className={cx(styles.Button, className)}
    >
      {icon && <Icon name={icon} size={size === 'sm' ? 16 : 18} className={styles.ButtonIcon} />}
      {children}
    </button>
  );
}
