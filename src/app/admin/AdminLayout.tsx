import { useMachine } from '@xstate/react';
import { useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AdminShell, AdminSidebar, AdminTopBar } from '../../components/admin';
import { avatarUrl } from '../../data/images';
import { mobileMenuMachine, selectIsMenuOpen } from '../../machines';

const ADMIN_AVATAR = avatarUrl('admin');

/** The admin frame for every /admin route: sidebar (a drawer on small screens), top bar, and the page in `<main>`. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const [menu, sendMenu] = useMachine(mobileMenuMachine);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const open = selectIsMenuOpen(menu);

  const close = () => {
    sendMenu({ type: 'menu.close' });
    menuButtonRef.current?.focus();
  };

  return (
    <AdminShell
      sidebar={
        <AdminSidebar
          currentPath={pathname}
          open={open}
          onClose={close}
          onNavigate={() => sendMenu({ type: 'menu.navigate' })}
        />
      }
      topBar={
        <AdminTopBar
          menuOpen={open}
          menuControls="admin-sidebar"
          onMenuToggle={() => sendMenu({ type: 'menu.toggle' })}
          menuButtonRef={menuButtonRef}
          avatarSrc={ADMIN_AVATAR}
        />
      }
    >
      <Outlet />
    </AdminShell>
  );
}
