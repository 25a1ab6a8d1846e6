import { useEffect, type ReactNode } from 'react';
import {
  CartFollowsCatalogue,
  CartProvider,
  DataStoreProvider,
  selectIsSeeded,
  useDataStoreSelector,
  type DataStoreInput,
} from '../../machines';
import { LinkProvider } from '../../components/ui/Link';
import { ImageSourceProvider } from '../../components/ui/Img';
import { isServedImage } from '../../data';
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

/** A picture the app may request as is; any other (an admin may enter any URL) shows the dish's illustration. */
function servedOnly(src: string): string {
  return isServedImage(src, window.location.origin) ? src : '';
}

/**
 * Everything app-wide: clock, the in-memory data store, the cart (following the store's catalogue, so an admin
 * edit reaches it in the same visit), router-aware links, and pictures requested only from where the
 * Content-Security-Policy lets them come.
 */
export function AppProviders({ data, now, children }: { data: DataStoreInput; now: Date; children: ReactNode }) {
  return (
    <NowProvider now={now}>
      <DataStoreProvider data={data}>
        <SeededMark />
        <CartProvider>
          <CartFollowsCatalogue />
          <ImageSourceProvider resolve={servedOnly}>
            <LinkProvider component={RouterLink}>{children}</LinkProvider>
          </ImageSourceProvider>
        </CartProvider>
      </DataStoreProvider>
    </NowProvider>
  );
}
