import { useId, type ComponentProps } from 'react';
import type { Restaurant } from '../../../domain/types';
import { CardGrid } from '../../ui/CardGrid';
import { cx } from '../../ui/cx';
import { RestaurantCard } from '../RestaurantCard';
import styles from './RestaurantGrid.module.css';

export const NO_RESTAURANTS_TEXT = 'No restaurants found matching your criteria.';

export type RestaurantGridProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** Section heading, e.g. 'Popular Restaurants' or 'Search Results for "pizza"'. */
  title: string;
  /** The restaurants to list, in order. */
  restaurants: Restaurant[];
  /** Text shown when the list is empty. */
  emptyText?: string;
  /** Destination of each card (default `/restaurant/{id}`). */
  hrefFor?: (restaurant: Restaurant) => string;
};

/** A titled, responsive grid of restaurant cards (1 column on phones, up to 4), or the empty text. */
export function RestaurantGrid({
  title,
  restaurants,
  emptyText = NO_RESTAURANTS_TEXT,
  hrefFor,
  className,
  ...rest
}: RestaurantGridProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} {...rest} className={cx(styles.RestaurantGrid, className)}>
      <h2 id={headingId} className={styles.RestaurantGridTitle}>
        {title}
      </h2>
      <CardGrid
        items={restaurants}
        columns={4}
        emptyText={emptyText}
        emptyIcon="store"
        renderItem={(restaurant) => <RestaurantCard restaurant={restaurant} href={hrefFor?.(restaurant)} />}
      />
    </section>
  );
}
