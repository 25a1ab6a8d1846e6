import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouterLink } from '../../src/app/shell/RouterLink';
import { appRoutes } from '../../src/app/routes';
import { LinkProvider } from '../../src/components/ui/Link';

export type AppAtRouteProps = {
  /** Where the memory router starts, e.g. '/admin/restaurants'. */
  path: string;
};

/**
 * The real app routes in a memory router, starting at `path` (stories using it set `parameters.router.disable`).
 * It takes the viewport's height, as the app does: the admin screens load on demand (their Suspense
 * fallback is empty), and an inline preview on a docs page must not collapse to 0 px meanwhile.
 */
export function AppAtRoute({ path }: AppAtRouteProps) {
  const router = useMemo(() => createMemoryRouter(appRoutes, { initialEntries: [path] }), [path]);
  return (
    <div style={{ minHeight: '100vh' }}>
      <LinkProvider component={RouterLink}>
        <RouterProvider router={router} />
      </LinkProvider>
    </div>
  );
}
