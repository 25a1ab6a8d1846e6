import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { StorefrontLayout } from './storefront/StorefrontLayout';
import { HomePage } from './storefront/HomePage';
import { RestaurantPage } from './storefront/RestaurantPage';
import { NotFoundPage } from './storefront/NotFoundPage';
import { retryableLazy, RouteBoundary, type RetryableLazy } from './shell/RouteBoundary';
import { DataReady } from './shell/DataReady';
import { SkeletonRegion } from '../components/ui/Skeleton';
import { restaurantSkeleton } from './storefront/skeletons';
import { ADMIN_SKELETONS } from './admin/skeletons';

// Every admin module is fetched only when an /admin route is visited. A failed download can be retried:
// the route's boundary forgets the failed import and renders the route again.
const AdminLayout = retryableLazy(() => import('./admin/AdminLayout'), 'AdminLayout');
const DashboardPage = retryableLazy(() => import('./admin/DashboardPage'), 'DashboardPage');
const RestaurantsPage = retryableLazy(() => import('./admin/RestaurantsPage'), 'RestaurantsPage');
const MenuItemsPage = retryableLazy(() => import('./admin/MenuItemsPage'), 'MenuItemsPage');
const OrdersPage = retryableLazy(() => import('./admin/OrdersPage'), 'OrdersPage');
const UsersPage = retryableLazy(() => import('./admin/UsersPage'), 'UsersPage');

/*
 * Skeletons (storefront/skeletons.tsx, admin/skeletons.tsx): each page's layout in bones, shown while the data set
 * or the page's code is on its way, so the page takes its place without moving anything. The regions around them
 * say what is loading, once.
 */

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
    <DataReady fallback={skeleton}>{loading(<Component />, skeleton)}</DataReady>
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
          <DataReady page fallback={restaurantSkeleton}>
            <RestaurantPage />
          </DataReady>,
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
