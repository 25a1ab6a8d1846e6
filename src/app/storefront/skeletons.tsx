import { BackLink, MenuSectionSkeleton, RestaurantHeroSkeleton } from '../../components/storefront';
import styles from './storefront.module.css';

/*
 * The storefront pages' layouts in bones, shown while the data set is on its way (src/app/routes.tsx), so the
 * page takes its place without moving anything.
 */

/** The restaurant page: back link, hero and menu. */
export const restaurantSkeleton = (
  <div className={`${styles.Container} ${styles.ContainerTight}`}>
    <BackLink href="/" tabIndex={-1} aria-hidden="true" />
    <RestaurantHeroSkeleton />
    <MenuSectionSkeleton label={null} className={styles.Section} />
  </div>
);
