import type { ReactNode } from 'react';
import { SkeletonRegion } from '../../components/ui/Skeleton';
import { selectIsSeeded, useDataStoreSelector } from '../../machines';
import styles from './shell.module.css';

/** What a page waiting for the whole data set says meanwhile (announced politely). */
export const DATA_LOADING_LABEL = 'Loading menus and orders…';

/**
 * Renders `children` once the store holds the whole data set; until then (a staged seed's menus, users
 * and orders are made just after the first paint) the page's skeleton, at the page's layout, in a busy
 * region that says 'Loading menus and orders…' once: never a blank page, and nothing moves when the page
 * comes. For the pages that read them: the restaurant page and the admin pages. Home needs only the
 * restaurants, which are in from the start.
 */
export function DataReady({
  page = false,
  fallback,
  children,
}: {
  /** A storefront page (it draws its own `<main>`): the skeleton gets a `<main>` too. */
  page?: boolean;
  /** The page's skeleton (decorative bones laid out as the page will be), shown while the data set is made. */
  fallback: ReactNode;
  /** The page, rendered once the whole data set is in. */
  children: ReactNode;
}) {
  const seeded = useDataStoreSelector(selectIsSeeded);
  if (seeded) return children;
  const loading = <SkeletonRegion label={DATA_LOADING_LABEL}>{fallback}</SkeletonRegion>;
  // A storefront page draws its own <main>; its stand-in does too (admin pages sit in the layout's).
  return page ? <main className={styles.Main}>{loading}</main> : loading;
}
