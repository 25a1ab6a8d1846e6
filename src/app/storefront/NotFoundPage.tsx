import { NotFoundMessage } from '../../components/storefront';
import { pageTitle } from './pageTitle';
import styles from './storefront.module.css';

export const PAGE_NOT_FOUND = 'Page not found';

/** Any unknown URL: a not-found message with a way home. */
export function NotFoundPage() {
  return (
    <main className={styles.Main}>
      <title>{pageTitle(PAGE_NOT_FOUND)}</title>
      <NotFoundMessage title={PAGE_NOT_FOUND}>The page you are looking for doesn't exist or has moved.</NotFoundMessage>
    </main>
  );
}
