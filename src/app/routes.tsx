import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { StorefrontLayout } from './storefront/StorefrontLayout';
import { HomePage } from './storefront/HomePage';
import { RestaurantPage } from './storefront/RestaurantPage';
import { NotFoundPage } from './NotFoundPage';
import { retryableLazy, RouteBoundary, type RetryableLazy } from './RouteBoundary';
import { WholeSeed } from './WholeSeed';

// Every admin module is fetched only when an /admin route is visited. A failed download can be retried:
// the route's boundary forgets the failed import and renders the route again.
const AdminLayout = retryableLazy(() => import('./admin/AdminLayout'), 'AdminLayout');
const DashboardPage = retryableLazy(() => import('./admin/DashboardPage'), 'DashboardPage');
const RestaurantsPage = retryableLazy(() => import('./admin/RestaurantsPage'), 'RestaurantsPage');
const MenuItemsPage = retryableLazy(() => import('./admin/MenuItemsPage'), 'MenuItemsPage');
const OrdersPage = retryableLazy(() => import('./admin/OrdersPage'), 'OrdersPage');
const UsersPage = retryableLazy(() => import('./admin/UsersPage'), 'UsersPage');

const loading = (element: ReactNode) => <Suspense fallback={null}>{element}</Suspense>;

/** A storefront page in its own error boundary: the header and the cart dialog survive its failure. */
const storefrontPage = (element: ReactNode) => <RouteBoundary page>{element}</RouteBoundary>;

/**
 * An admin page, lazy, in its own error boundary: the sidebar, top bar and in-memory data survive. Admin
 * pages read users and orders, so each waits for the whole data set (a loading state meanwhile).
 */
const adminPage = ({ Component, retry }: RetryableLazy) => (
  <RouteBoundary onRetry={retry}>
    <WholeSeed>{loading(<Component />)}</WholeSeed>
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
          <WholeSeed page>
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
        {loading(<AdminLayout.Component />)}
      </RouteBoundary>
    ),
    children: [
      { index: true, element: adminPage(DashboardPage) },
      { path: 'restaurants', element: adminPage(RestaurantsPage) },
      { path: 'menu-items', element: adminPage(MenuItemsPage) },
      { path: 'orders', element: adminPage(OrdersPage) },
      { path: 'users', element: adminPage(UsersPage) },
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
