import type { ComponentProps } from 'react';
import { Badge } from '../Badge';
import { cx } from '../../utils/cx';
import { Icon, type IconName } from '../Icon';
import styles from './IconButton.module.css';

export type IconButtonProps = ComponentProps<'button'> & {
  /** Accessible name, also shown as the tooltip: name the action and its object ("Remove Pad Thai from cart"). */
  label: string;
  /** The drawing shown in the button. */
  icon: IconName;
  /** Visual emphasis (default `ghost`). */
  variant?: 'ghost' | 'secondary' | 'primary' | 'danger';
  /** `md` (default, 44 px) or `sm` (32 px). */
  size?: 'sm' | 'md';
  /**
   * Count shown on the corner (e.g. cart items), exactly (110, never '99+'): hidden when 0 or undefined.
   * The badge is decorative; put the count in `label` ("Cart, 3 items").
   */
  badge?: number;
};

/** Formats a corner count: `''` when nothing to show, else the exact number (the pill widens with its digits). */
export function badgeText(count: number | undefined): string {
  if (!count || count <= 0) return '';
  return String(count);
}

/** An icon-only button with an accessible name and optional count badge. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  badge,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  const count = badgeText(badge);
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      data-variant={variant}
      data-size={size}
      {...rest}
      className={cx(styles.IconButton, className)}
    >
      <Icon name={icon} size={size === 'sm' ? 16 : 20} />
      {/* The count is drawn by CSS (::after) so it never competes with the accessible name. */}
      {count && <Badge aria-hidden="true" size="sm" pinned data-count={count} className={styles.IconButtonBadge} />}
    </button>
  );
}
