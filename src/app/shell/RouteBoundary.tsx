import { lazy, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary, ErrorPanel } from '../../components/ui/ErrorBoundary';
import { reloadHref } from '../url/reloadHref';
import styles from './shell.module.css';

/** The heading of a part of the app that failed. */
export const ROUTE_ERROR_TITLE = "This page couldn't load";

/**
 * The errors of lazy chunks that could not be downloaded (offline, or a redeploy removed them). Vite's
 * preload helper, around every `import()` of the build, fires `vite:preloadError` on the window with the
 * error as `payload` when the chunk or a file it preloads fails, then rethrows it to the caller.
 */
const chunkErrors = new WeakSet<object>();
if (typeof window !== 'undefined') {
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (typeof error === 'object' && error !== null) chunkErrors.add(error);
  });
}

/** Whether an error is a lazy chunk that could not be downloaded (Vite said so: `vite:preloadError`). */
export function isChunkLoadError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && chunkErrors.has(error);
}

/**
 * The URL of the module a failed dynamic import names in its message, if any: the one thing no event or
 * property gives (the browser's message is the only place the failed chunk's URL is said), needed to import
 * it again under a new URL.
 */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+?\.(?:m?js|tsx?|jsx))(?:\?[^\s'"]*)?/.exec(message)?.[1] ?? null;
}

/** A lazy component that can forget a failed import: after `retry()` the next render imports it again. */
export interface RetryableLazy {
  Component: ComponentType;
  retry: () => void;
}

/**
 * `lazy()` for the export `name` of a module, with a retry. The browser remembers a module that failed to
 * download and fails every later `import()` of the same URL at once, so a retry imports the URL the error
 * names with a new query (`?retry=N`): a new request, and the shared chunks it imports are reused.
 */
export function retryableLazy<M, K extends keyof M & string>(load: () => Promise<M>, name: K): RetryableLazy {
  let failedUrl: string | null = null;
  let attempt = 0;
  const pick = (module: M) => ({ default: module[name] as ComponentType });
  const remember = (error: unknown): never => {
    failedUrl = failedModuleUrl(error)?.replace(/\?.*$/, '') ?? failedUrl;
    throw error;
  };
  const loadOnce = () => {
    const loading = failedUrl ? (import(/* @vite-ignore */ `${failedUrl}?retry=${attempt}`) as Promise<M>) : load();
    return loading.then(pick, remember);
  };
  let Lazy = lazy(loadOnce);
  return {
    Component: () => <Lazy />,
    retry: () => {
      attempt += 1;
      Lazy = lazy(loadOnce);
    },
  };
}

export type RouteBoundaryProps = {
  children: ReactNode;
  /** Forgets failed lazy imports of this route before it renders again. */
  onRetry?: () => void;
  /** The fallback's heading level: 1 where it stands in for a storefront page (its own `<main>`), else 2. */
  page?: boolean;
  /** Start afresh on another path (default true; false for a layout, which must not remount per page). */
  resetOnNavigate?: boolean;
};

/**
 * The error boundary around one route's outlet: a failure there (a chunk that did not download, a bug)
 * shows a message with Retry in place of the page, while the layout, the cart and the admin's in-memory
 * data keep working. A failed chunk also offers 'Reload page' (a new version may have been published);
 * the reload keeps the data seed in the URL.
 */
export function RouteBoundary({ children, onRetry, page = false, resetOnNavigate = true }: RouteBoundaryProps) {
  const location = useLocation();
  return (
    <ErrorBoundary
      // A new page (another route, back/forward) starts afresh: sibling routes share this element type.
      key={resetOnNavigate ? location.pathname : undefined}
      onRetry={onRetry}
      fallback={(error, retry) => {
        const chunk = isChunkLoadError(error);
        const panel = (
          <ErrorPanel
            title={ROUTE_ERROR_TITLE}
            headingLevel={page ? 1 : 2}
            onRetry={retry}
            onReload={
              chunk
                ? () =>
                    window.location.assign(
                      reloadHref(
                        window.location,
                        document.documentElement.dataset.seed,
                        document.documentElement.dataset.scale,
                      ),
                    )
                : undefined
            }
          >
            {chunk
              ? 'Part of the app could not be downloaded: you may be offline, or a new version may have been published. Retry, or reload the page (a reload starts the demo data over; the seed stays the same).'
              : 'Something went wrong while showing this page. Your cart and changes are kept. Retry, or go to another page.'}
          </ErrorPanel>
        );
        return page ? <main className={styles.Main}>{panel}</main> : panel;
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
