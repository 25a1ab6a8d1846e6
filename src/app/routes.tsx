import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { StorefrontLayout } from './storefront/StorefrontLayout';
import { HomePage } from './storefront/HomePage';
import { RestaurantPage } from './storefront/RestaurantPage';
import { NotFoundPage } from './NotFoundPage';

// Every admin module is fetched only when an /admin route is visited.
const AdminLayout = lazy(async () => ({ default: (await import('./admin/AdminLayout')).AdminLayout }));
const DashboardPage = lazy(async () => ({ default: (await import('./admin/DashboardPage')).DashboardPage }));
const RestaurantsPage = lazy(async () => ({ default: (await import('./admin/RestaurantsPage')).RestaurantsPage }));
const MenuItemsPage = lazy(async () => ({ default: (await import('./admin/MenuItemsPage')).MenuItemsPage }));
const OrdersPage = lazy(async () => ({ default: (await import('./admin/OrdersPage')).OrdersPage }));
const UsersPage = lazy(async () => ({ default: (await import('./admin/UsersPage')).UsersPage }));

const loading = (element: ReactNode) => <Suspense fallback={null}>{element}</Suspense>;

/** The route tree (spec section 2). The storefront is in the entry bundle; admin code is lazy. */
export const appRoutes: RouteObject[] = [
  {
    element: <StorefrontLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'restaurant/:id', element: <RestaurantPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: 'admin',
    element: loading(<AdminLayout />),
    children: [
      { index: true, element: loading(<DashboardPage />) },
      { path: 'restaurants', element: loading(<RestaurantsPage />) },
      { path: 'menu-items', element: loading(<MenuItemsPage />) },
      { path: 'orders', element: loading(<OrdersPage />) },
      { path: 'users', element: loading(<UsersPage />) },
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
