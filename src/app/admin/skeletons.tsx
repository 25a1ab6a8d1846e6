import type { ReactNode } from 'react';
// The admin skeletons come from their own files, not the admin barrel: they are drawn before the admin chunk is in
// (this module is imported by src/app/routes.tsx, in the entry bundle).
import { AdminCardGridSkeleton, type AdminCardKind } from '../../components/admin/AdminCardGridSkeleton';
import { AdminPageHeaderSkeleton } from '../../components/admin/AdminPageHeader/AdminPageHeaderSkeleton';
import { AdminShellSkeleton } from '../../components/admin/AdminShell/AdminShellSkeleton';
import { OrdersTableSkeleton } from '../../components/admin/OrdersTable/OrdersTableSkeleton';
import { StatCardSkeleton } from '../../components/admin/StatCard/StatCardSkeleton';
import adminStyles from './AdminPage.module.css';

/*
 * The admin pages' layouts in bones, shown while the data set or the page's code is on its way
 * (src/app/routes.tsx), so the page takes its place without moving anything.
 */

/** An admin page: its header (with a control at its right, `actions`) over its content's bones. */
const adminSkeleton = (content: ReactNode, actions = false) => (
  <div className={adminStyles.AdminPage}>
    <AdminPageHeaderSkeleton actions={actions} />
    {content}
  </div>
);

/** An admin card grid page (restaurants, menu items, users). */
const cardGridSkeleton = (kind: AdminCardKind, actions: boolean) =>
  adminSkeleton(<AdminCardGridSkeleton kind={kind} label={null} />, actions);

export const ADMIN_SKELETONS = {
  dashboard: adminSkeleton(
    <div aria-hidden="true" className={adminStyles.AdminPageStats}>
      {Array.from({ length: 4 }, (_, index) => (
        <StatCardSkeleton key={index} />
      ))}
    </div>,
  ),
  restaurants: cardGridSkeleton('restaurants', true),
  menuItems: cardGridSkeleton('menuItems', true),
  orders: adminSkeleton(<OrdersTableSkeleton label={null} />, true),
  users: cardGridSkeleton('users', false),
  /** Before the admin frame's code is in: the frame's bones, and a page header's. */
  frame: <AdminShellSkeleton>{adminSkeleton(null)}</AdminShellSkeleton>,
};
