import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { StorefrontLayout } from './storefront/StorefrontLayout';
import { HomePage } from './storefront/HomePage';
import { RestaurantPage } from './storefront/RestaurantPage';
import { NotFoundPage } from './NotFoundPage';
import { retryableLazy, RouteBoundary, type RetryableLazy } from './RouteBoundary';
import { WholeSeed } from './WholeSeed';
import { BackLink, MenuSectionSkeleton, RestaurantHeroSkeleton } from '../components/storefront';
import { SkeletonRegion } from '../components/ui/Skeleton';
// The admin skeletons come from their own files, not the admin barrel: they are drawn before the admin chunk is in.
import { AdminCardGridSkeleton, type AdminCardKind } from '../components/admin/AdminCardGridSkeleton';
import { AdminPageHeaderSkeleton } from '../components/admin/AdminPageHeader/AdminPageHeaderSkeleton';
import { AdminShellSkeleton } from '../components/admin/AdminShell/AdminShellSkeleton';
import { OrdersTableSkeleton } from '../components/admin/OrdersTable/OrdersTableSkeleton';
import { StatCardSkeleton } from '../components/admin/StatCard/StatCardSkeleton';
import adminStyles from './admin/AdminPage.module.css';
import styles from './storefront/storefront.module.css';

// Every admin module is fetched only when an /admin route is visited. A failed download can be retried:
// the route's boundary forgets the failed import and renders the route again.
const AdminLayout = retryableLazy(() => import('./admin/AdminLayout'), 'AdminLayout');
const DashboardPage = retryableLazy(() => import('./admin/DashboardPage'), 'DashboardPage');
const RestaurantsPage = retryableLazy(() => import('./admin/RestaurantsPage'), 'RestaurantsPage');
const MenuItemsPage = retryableLazy(() => import('./admin/MenuItemsPage'), 'MenuItemsPage');
const OrdersPage = retryableLazy(() => import('./admin/OrdersPage'), 'OrdersPage');
const UsersPage = retryableLazy(() => import('./admin/UsersPage'), 'UsersPage');

/*
 * Skeletons: each page's layout in bones, shown while the data set or the page's code is on its way, so the
 * page takes its place without moving anything. The regions around them say what is loading, once.
 */

/** The restaurant page: back link, hero and menu. */
const restaurantSkeleton = (
  <div className={`${styles.Container} ${styles.ContainerTight}`}>
    <BackLink href="/" tabIndex={-1} aria-hidden="true" />
    <RestaurantHeroSkeleton />
    <MenuSectionSkeleton label={null} className={styles.Section} />
  </div>
);

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

const ADMIN_SKELETONS = {
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

/** What a page whose code is still downloading shows: its skeleton, in a region that says so. */
const PAGE_LOADING = 'Loading the page…';

/** A lazy element, its skeleton (labelled 'Loading the page…' unless it says so itself) until its code is in. */
const loading = (element: ReactNode, skeleton: ReactNode, label: string | null = PAGE_LOADING) => (
  <Suspense fallback={<SkeletonRegion label={label}>{skeleton}</SkeletonRegion>}>{element}</Suspense>
);

/** A storefront page in its own error boundary: the header and the cart dialog survive its failure. */
const storefrontPage = (element: ReactNode) => <RouteBoundary page>{element}</RouteBoundary>;

/**
 * An admin page, lazy, in its own error boundary: the sidebar, top bar and in-memory data survive. Admin
 * pages read users and orders, so each waits for the whole data set (a loading state meanwhile).
 */
const adminPage = ({ Component, retry }: RetryableLazy, skeleton: ReactNode) => (
  <RouteBoundary onRetry={retry}>
    <WholeSeed fallback={skeleton}>{loading(<Component />, skeleton)}</WholeSeed>
  </RouteBoundary>
);

/** The route tree (spec section 2). The storefront is in the entry bundle; admin code is lazy. */
export const appRoutes: RouteObject[] = [
  {
    element: <StorefrontLayout />,
    children: [
      { index: true, element: storefrontPage(<HomePage />) },
      {
        path: 'restaurant/:id',
        element: storefrontPage(
          <WholeSeed page fallback={restaurantSkeleton}>
            <RestaurantPage />
          </WholeSeed>,
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: 'admin',
    element: (
      <RouteBoundary page resetOnNavigate={false} onRetry={AdminLayout.retry}>
        {loading(<AdminLayout.Component />, ADMIN_SKELETONS.frame, null)}
      </RouteBoundary>
    ),
    children: [
      { index: true, element: adminPage(DashboardPage, ADMIN_SKELETONS.dashboard) },
      { path: 'restaurants', element: adminPage(RestaurantsPage, ADMIN_SKELETONS.restaurants) },
      { path: 'menu-items', element: adminPage(MenuItemsPage, ADMIN_SKELETONS.menuItems) },
      { path: 'orders', element: adminPage(OrdersPage, ADMIN_SKELETONS.orders) },
      { path: 'users', element: adminPage(UsersPage, ADMIN_SKELETONS.users) },
    ],
  },
];

/** Renders the route tree inside any router (`<BrowserRouter>` in the app, a memory router in stories). */
export function AppRoutes() {
  const { pathname } = useLocation();
  // A new page starts at its top (a changed search or filter keeps the scroll position).
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return useRoutes(appRoutes);
}
