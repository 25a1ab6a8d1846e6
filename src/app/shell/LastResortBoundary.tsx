import type { ReactNode } from 'react';
import { ErrorBoundary, ErrorPanel } from '../../components/ui/ErrorBoundary';
import { reloadHref } from '../url/reloadHref';

export const APP_ERROR_TITLE = 'Something went wrong';

/**
 * The boundary at the root, for what the route boundaries cannot catch (a provider, the router itself):
 * never a blank page, but a message with Retry and a reload that keeps the data seed.
 */
export function LastResortBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(_error, retry) => (
        <main>
          <ErrorPanel
            title={APP_ERROR_TITLE}
            headingLevel={1}
            onRetry={retry}
            onReload={() => window.location.assign(reloadHref(window.location, document.documentElement.dataset.seed))}
          >
            The app stopped working. Retry, or reload the page (a reload starts the demo data over; the seed stays the
            same).
          </ErrorPanel>
        </main>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
