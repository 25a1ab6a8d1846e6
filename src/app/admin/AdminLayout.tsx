import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ADMIN_NAV_ITEMS, AdminShell, AdminSidebar, AdminTopBar } from '../../components/admin';
import { avatarUrl } from '../../data/images';
import { mobileMenuMachine, selectIsMenuOpen } from '../../machines';
import { useThemePreference } from '../preferences/theme';
import { AdminToastsHost } from './AdminToasts';

const ADMIN_AVATAR = avatarUrl('admin');

/** The name of the admin screen at `path` for the top bar's title ('Orders'); none for the dashboard itself. */
function screenTitle(path: string): string | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ADMIN_NAV_ITEMS.find((item) => item.href !== '/admin' && item.href === trimmed)?.label;
}

/**
 * The admin frame for every /admin route: sidebar (a drawer on small screens), top bar, and the page in
 * `<main>`. The drawer closes on Escape, its close button, its backdrop and every navigation; focus
 * then goes back to the menu button (the drawer's links are no longer shown).
 */
export function AdminLayout() {
  const location = useLocation();
  const [menu, sendMenu] = useMachine(mobileMenuMachine);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const open = selectIsMenuOpen(menu);
  const [theme, setTheme] = useThemePreference();

  // Back/forward (and any other navigation) closes the drawer too.
  useEffect(() => {
    sendMenu({ type: 'menu.navigate' });
  }, [location.key, sendMenu]);

  const close = () => {
    sendMenu({ type: 'menu.close' });
    menuButtonRef.current?.focus();
  };

  const navigate = () => {
    if (!open) return;
    sendMenu({ type: 'menu.navigate' });
    menuButtonRef.current?.focus();
  };

  return (
    <AdminToastsHost>
      <AdminShell
        data-layout="admin"
        sidebar={<AdminSidebar currentPath={location.pathname} open={open} onClose={close} onNavigate={navigate} />}
        topBar={
          <AdminTopBar
            menuOpen={open}
            menuControls="admin-sidebar"
            onMenuToggle={() => sendMenu({ type: 'menu.toggle' })}
            menuButtonRef={menuButtonRef}
            avatarSrc={ADMIN_AVATAR}
            theme={theme}
            onThemeChange={setTheme}
            pageTitle={screenTitle(location.pathname)}
          />
        }
      >
        <Outlet />
      </AdminShell>
    </AdminToastsHost>
  );
}
