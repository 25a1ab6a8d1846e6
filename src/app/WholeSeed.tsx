import type { ReactNode } from 'react';
import { EmptyState } from '../components/ui';
import { selectIsSeeded, useDataStoreSelector } from '../machines';

/** What a page waiting for the whole data set says meanwhile (announced politely). */
export const WHOLE_SEED_LOADING = 'Loading orders and users…';

/**
 * Renders `children` once the store holds the whole data set; until then (a staged seed's users and
 * orders are made just after the first paint) a polite loading state, never a blank page. For pages
 * that read users or orders: the admin pages. Home and the restaurant page need only restaurants and
 * menus, which are in from the start.
 */
export function WholeSeed({ children }: { children: ReactNode }) {
  const seeded = useDataStoreSelector(selectIsSeeded);
  if (!seeded) return <EmptyState title={WHOLE_SEED_LOADING} />;
  return children;
}
