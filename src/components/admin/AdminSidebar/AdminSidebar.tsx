import { useRef, type ComponentProps } from 'react';
import { Badge } from '../../ui/Badge';
import { BrandMark } from '../../ui/BrandMark';
import { cx } from '../../utils/cx';
import { Icon, type IconName } from '../../ui/Icon';
import { IconButton } from '../../ui/IconButton';
import { Link } from '../../ui/Link';
import { useFocusScope } from '../../hooks/focus/useFocusScope';
import styles from './AdminSidebar.module.css';

/** A destination in the admin navigation. */
export interface AdminNavItem {
  href: string;
  label: string;
  icon: IconName;
}

/** The five admin screens, in sidebar order (spec section 2). */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { href: '/admin', label: 'Dashboard', icon: 'dashboard' },
  { href: '/admin/restaurants', label: 'Restaurants', icon: 'store' },
  { href: '/admin/menu-items', label: 'Menu Items', icon: 'list' },
  { href: '/admin/orders', label: 'Orders', icon: 'receipt' },
  { href: '/admin/users', label: 'Users', icon: 'users' },
];

/** Normalises a path for comparison: no trailing slash (except the root). */
function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export type AdminSidebarProps = Omit<ComponentProps<'aside'>, 'children'> & {
  /** The current location's path; the matching link gets `aria-current="page"`. */
  currentPath: string;
  /** Small screens: whether the drawer is shown (always shown from 64rem up). */
  open?: boolean;
  /** Called by the drawer's close button, its backdrop and Escape (wherever focus is). */
  onClose?: () => void;
  /** Called when any link is followed (the layout closes the drawer). */
  onNavigate?: (href: string) => void;
};

/**
 * The admin navigation: a header with the 'Admin' badge, links to the five screens and
 * 'Back to App'. A fixed column from 64rem; below that a drawer toggled by the top bar. While the
 * drawer is open over the page, focus starts on its close button, Tab and Shift+Tab cycle inside
 * it, and Escape closes it wherever focus is.
 */
export function AdminSidebar({
  currentPath,
  open = false,
  onClose,
  onNavigate,
  id = 'admin-sidebar',
  className,
  ...rest
}: AdminSidebarProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const current = trimSlash(currentPath);

  /** The drawer is open over the page (on wide screens the close button is hidden: a plain column). */
  const isOverlay = () => open && closeRef.current?.checkVisibility() === true;

  // Opening the drawer moves focus into it; Escape closes it wherever focus is (even on <body> after a click
  // on the page) and Tab cannot leave it for the page under it. The same focus handling as the Modal.
  const asideRef = useRef<HTMLElement>(null);
  useFocusScope({
    active: open,
    containerRef: asideRef,
    onEscape: () => {
      if (isOverlay()) onClose?.();
    },
    trapTab: isOverlay,
    initialFocus: () => (isOverlay() ? closeRef.current : null),
  });

  return (
    <>
      {open && (
        // Mouse shortcut only; keyboard users have Escape and the close button.
        <div className={styles.AdminSidebarBackdrop} onClick={() => onClose?.()} data-testid="admin-sidebar-backdrop" />
      )}
      <aside
        ref={asideRef}
        id={id}
        aria-label="Admin"
        data-open={open || undefined}
        {...rest}
        className={cx(styles.AdminSidebar, className)}
      >
        <div className={styles.AdminSidebarHeader}>
          <BrandMark size={24} className={styles.AdminSidebarBrand} />
          <Badge>Admin</Badge>
          <IconButton
            ref={closeRef}
            label="Close admin menu"
            icon="close"
            onClick={() => onClose?.()}
            className={styles.AdminSidebarClose}
          />
        </div>
        <nav aria-label="Admin sections" className={styles.AdminSidebarNav}>
          <ul className={styles.AdminSidebarList}>
            {ADMIN_NAV_ITEMS.map((item) => {
              const active = current === item.href;
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={active ? 'page' : undefined}
                    data-active={active || undefined}
                    onClick={() => onNavigate?.(item.href)}
                    className={styles.AdminSidebarLink}
                  >
                    <Icon name={item.icon} />
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.AdminSidebarFooter}>
          <Link href="/" onClick={() => onNavigate?.('/')} className={styles.AdminSidebarLink}>
            <Icon name="arrow-left" />
            Back to App
          </Link>
        </div>
      </aside>
    </>
  );
}
