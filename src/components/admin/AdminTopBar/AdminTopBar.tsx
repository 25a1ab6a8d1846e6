import { useRef, type ComponentProps, type Ref } from 'react';
import { Badge } from '../../ui/Badge';
import { cx } from '../../utils/cx';
import { Icon } from '../../ui/Icon';
import { MenuToggle } from '../../ui/MenuToggle';
import { Avatar } from '../../ui/Avatar';
import { ThemeSwitch, type ThemePreference } from '../../ui/ThemeSwitch';
import { useStickyBarInset } from '../../hooks/focus/useStickyBarInset';
import styles from './AdminTopBar.module.css';

/** The static number on the notification bell (spec section 9). */
export const ADMIN_NOTIFICATION_COUNT = 3;

export type AdminTopBarProps = ComponentProps<'header'> & {
  /** Small screens: called by the menu button that shows or hides the sidebar. */
  onMenuToggle?: () => void;
  /** Whether the sidebar drawer is open (the menu button's `aria-expanded`). */
  menuOpen?: boolean;
  /** Id of the sidebar the menu button controls (set it only when that element is rendered). */
  menuControls?: string;
  /** The admin's avatar URL (a static picture; initials when missing). */
  avatarSrc?: string;
  /** Reaches the menu button (the layout gives focus back to it when the drawer closes). */
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** The colour theme preference the theme switch shows (default System). */
  theme?: ThemePreference;
  /** A theme chosen in the switch; the switch (labelled "Theme") shows, at the end of the bar, only when given. */
  onThemeChange?: (theme: ThemePreference) => void;
  /**
   * The screen shown under the bar ('Orders', 'Users'…): the title reads 'Admin Dashboard / Orders', so the bar says
   * where you are. Leave it out on the dashboard itself.
   */
  pageTitle?: string;
};

/**
 * The bar above every admin screen: 'Admin Dashboard' (followed by the screen's own title, when it has one) /
 * 'Manage your food delivery platform',
 * a bell with the static count 3 (an indicator, not a button), the admin's avatar and 'Admin User'. On small screens it
 * carries the button that opens the sidebar. Sticky: its measured height is the page's scroll padding
 * (useStickyBarInset), so a focused control never hides under it.
 */
export function AdminTopBar({
  onMenuToggle,
  menuOpen = false,
  menuControls,
  avatarSrc,
  menuButtonRef,
  theme = 'system',
  onThemeChange,
  pageTitle,
  className,
  ref,
  ...rest
}: AdminTopBarProps) {
  const barRef = useRef<HTMLElement>(null);
  useStickyBarInset(barRef);
  return (
    <header
      {...rest}
      ref={(node) => {
        barRef.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      data-theme-switch={onThemeChange ? '' : undefined}
      className={cx(styles.AdminTopBar, className)}
    >
      {/* The drawer opens over this button (with a close button of its own): it keeps the menu drawing. */}
      <MenuToggle
        ref={menuButtonRef}
        label="Admin menu"
        open={menuOpen}
        controls={menuControls}
        closeWhenOpen={false}
        hideFrom="desktop"
        onClick={() => onMenuToggle?.()}
        className={styles.AdminTopBarMenu}
      />
      <div className={styles.AdminTopBarTitles}>
        <p className={styles.AdminTopBarTitle}>
          {pageTitle ? (
            <>
              <span className={styles.AdminTopBarRoot}>Admin Dashboard</span>
              <span className={styles.AdminTopBarSeparator} aria-hidden="true">
                /
              </span>
              <span className={styles.AdminTopBarPage}>{pageTitle}</span>
            </>
          ) : (
            'Admin Dashboard'
          )}
        </p>
        <p className={styles.AdminTopBarSubtitle}>Manage your food delivery platform</p>
      </div>
      <div className={styles.AdminTopBarActions}>
        {/* Static (spec): an indicator, not a button that would do nothing when pressed. */}
        <span
          role="img"
          aria-label={`Notifications, ${ADMIN_NOTIFICATION_COUNT} new`}
          title={`Notifications, ${ADMIN_NOTIFICATION_COUNT} new`}
          className={styles.AdminTopBarBell}
        >
          <Icon name="bell" />
          <Badge size="sm" pinned data-count={ADMIN_NOTIFICATION_COUNT}>
            {ADMIN_NOTIFICATION_COUNT}
          </Badge>
        </span>
        <div className={styles.AdminTopBarUser}>
          <Avatar src={avatarSrc} name="Admin User" size={36} className={styles.AdminTopBarAvatar} />
          <span className={styles.AdminTopBarUserName}>Admin User</span>
        </div>
        {onThemeChange && <ThemeSwitch value={theme} onChange={onThemeChange} className={styles.AdminTopBarTheme} />}
      </div>
    </header>
  );
}
