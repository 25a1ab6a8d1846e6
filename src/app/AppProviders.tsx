import { useEffect, type ReactNode } from 'react';
import {
  CartFollowsCatalogue,
  CartProvider,
  DataStoreProvider,
  selectIsSeeded,
  useDataStoreSelector,
  type DataStoreInput,
} from '../machines';
import { LinkProvider } from '../components/ui/Link';
import { RouterLink } from './RouterLink';
import { NowProvider } from './clock';

/** Sets `<html data-seeded>` once the store holds the whole data set (e2e and the bench wait on it). */
function SeededMark() {
  const seeded = useDataStoreSelector(selectIsSeeded);
  useEffect(() => {
    if (seeded) document.documentElement.dataset.seeded = '';
  }, [seeded]);
  return null;
}

/**
 * Everything app-wide: clock, the in-memory data store, the cart (following the store's catalogue, so an admin
 * edit reaches it in the same visit) and router-aware links.
 */
export function AppProviders({ data, now, children }: { data: DataStoreInput; now: Date; children: ReactNode }) {
  return (
    <NowProvider now={now}>
      <DataStoreProvider data={data}>
        <SeededMark />
        <CartProvider>
          <CartFollowsCatalogue />
          <LinkProvider component={RouterLink}>{children}</LinkProvider>
        </CartProvider>
      </DataStoreProvider>
    </NowProvider>
  );
}
