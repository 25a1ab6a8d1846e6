import type { ReactNode } from 'react';
import type { SeedData } from '../domain/types';
import { CartProvider, DataStoreProvider } from '../machines';
import { LinkProvider } from '../components/ui/Link';
import { RouterLink } from './RouterLink';
import { NowProvider } from './clock';

/** Everything app-wide: clock, the in-memory data store, the cart and router-aware links. */
export function AppProviders({ data, now, children }: { data: SeedData; now: Date; children: ReactNode }) {
  return (
    <NowProvider now={now}>
      <DataStoreProvider data={data}>
        <CartProvider>
          <LinkProvider component={RouterLink}>{children}</LinkProvider>
        </CartProvider>
      </DataStoreProvider>
    </NowProvider>
  );
}
