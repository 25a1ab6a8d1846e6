import type { RouteObject } from 'react-router-dom';
import { StorefrontLayout } from './storefront/StorefrontLayout';
import { HomePage } from './storefront/HomePage';
import { RestaurantPage } from './storefront/RestaurantPage';
import { NotFoundPage } from './NotFoundPage';

/**
 * The route tree (spec section 2). The storefront is in the entry bundle; every
 * admin module is fetched only when an /admin route is visited.
 */
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
    lazy: async () => ({ Component: (await import('./admin/AdminLayout')).AdminLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./admin/DashboardPage')).DashboardPage }) },
      { path: 'restaurants', lazy: async () => ({ Component: (await import('./admin/RestaurantsPage')).RestaurantsPage }) },
      { path: 'menu-items', lazy: async () => ({ Component: (await import('./admin/MenuItemsPage')).MenuItemsPage }) },
      { path: 'orders', lazy: async () => ({ Component: (await import('./admin/OrdersPage')).OrdersPage }) },
      { path: 'users', lazy: async () => ({ Component: (await import('./admin/UsersPage')).UsersPage }) },
    ],
  },
];
