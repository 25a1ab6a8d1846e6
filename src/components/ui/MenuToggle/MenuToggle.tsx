import { cx } from '../../utils/cx';
import { IconButton, type IconButtonProps } from '../IconButton';
import styles from './MenuToggle.module.css';

export type MenuToggleProps = Omit<IconButtonProps, 'icon' | 'label' | 'aria-expanded' | 'aria-controls'> & {
  /** Accessible name (default 'Menu'). */
  label?: string;
  /** Whether the menu it shows and hides is open (`aria-expanded`). */
  open: boolean;
  /** Id of the element it shows and hides (`aria-controls`); set it only when that element is rendered. */
  controls?: string;
  /**
   * Draw a close (×) while open (default): for a panel that opens in place beside the toggle. A drawer that
   * covers the toggle (and has its own close button) keeps the menu drawing.
   */
  closeWhenOpen?: boolean;
  /** The width from which the menu shows inline and the toggle is hidden: `tablet` (768px) or `desktop` (1024px). */
  hideFrom?: 'tablet' | 'desktop';
};

/**
 * The button that shows and hides a small screen's menu (the storefront header's panel, the admin drawer): an
 * icon-only button named by `label` that says whether its menu is expanded and which element it controls.
 */
export function MenuToggle({
  label = 'Menu',
  open,
  controls,
  closeWhenOpen = true,
  hideFrom,
  className,
  ...rest
}: MenuToggleProps) {
  return (
    <IconButton
      label={label}
      icon={open && closeWhenOpen ? 'close' : 'menu'}
      aria-expanded={open}
      aria-controls={controls}
      data-hide-from={hideFrom}
      {...rest}
      className={cx(styles.MenuToggle, className)}
    />
  );
}
