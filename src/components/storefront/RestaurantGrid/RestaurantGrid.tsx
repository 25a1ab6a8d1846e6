import { useId, useRef, useState, useTransition, type ComponentProps } from 'react';
import type { Restaurant } from '../../../domain/types';
import { Button } from '../../ui/Button';
import { CardGrid } from '../../ui/CardGrid';
import { cx } from '../../utils/cx';
import { EmptyState, useFocusOnRefill, type EmptyStateAction } from '../../ui/EmptyState';
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
  /**
   * A sentence under the empty text naming what emptied the list (home passes `noRestaurantsDetail(...)`:
   * 'No open Thai restaurants match "xyz".'): the heading names only the search.
   */
  emptyDetail?: string;
  /**
   * The empty state's next step, e.g. 'Clear search and filters'. Once restaurants are listed again, focus
   * moves to the heading (never left on `<body>` when the button goes).
   */
  emptyAction?: EmptyStateAction;
  /** Destination of each card (default `/restaurant/{id}`). */
  hrefFor?: (restaurant: Restaurant) => string;
  /**
   * Cards shown at first, and added by each 'Show more restaurants' (default 24): a list of a thousand
   * restaurants paints its first cards at once. A shorter list shows whole, with no button.
   */
  pageSize?: number;
};

/** The default `pageSize`: six rows of four cards. */
export const RESTAURANT_PAGE_SIZE = 24;

/** 'Showing 24 of 1,000 restaurants'. */
export function shownText(shown: number, total: number): string {
  return `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} restaurants`;
}

/**
 * A titled, responsive grid of restaurant cards (1 column on phones, up to 4), or the empty text. A long
 * list shows one page of cards and a 'Show more restaurants' button with how many are shown.
 */
export function RestaurantGrid({
  title,
  restaurants,
  emptyText = NO_RESTAURANTS_TEXT,
  emptyDetail,
  emptyAction,
  hrefFor,
  pageSize = RESTAURANT_PAGE_SIZE,
  className,
  ...rest
}: RestaurantGridProps) {
  const headingId = useId();
  // How many cards show, for this list: a new list (another search or cuisine) starts at one page again.
  const [limit, setLimit] = useState({ list: restaurants, count: pageSize });
  if (limit.list !== restaurants) setLimit({ list: restaurants, count: pageSize });
  const count = limit.list === restaurants ? limit.count : pageSize;
  const [pending, startTransition] = useTransition();
  const shown = restaurants.length > count ? restaurants.slice(0, count) : restaurants;
  const more = restaurants.length - shown.length;
  const showMore = () => startTransition(() => setLimit({ list: restaurants, count: count + pageSize }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refocusing = useFocusOnRefill(restaurants.length > 0, () => headingRef.current);
  return (
    <section aria-labelledby={headingId} {...rest} className={cx(styles.RestaurantGrid, className)}>
      {/* Focused by script (tabIndex -1) when the empty state's action brings restaurants back. */}
      <h2 ref={headingRef} id={headingId} tabIndex={-1} className={styles.RestaurantGridTitle}>
        {title}
      </h2>
      {shown.length === 0 ? (
        <EmptyState icon="store" title={emptyText} action={refocusing(emptyAction)} framed>
          {emptyDetail}
        </EmptyState>
      ) : (
        <CardGrid
          items={shown}
          columns={4}
          renderItem={(restaurant) => <RestaurantCard restaurant={restaurant} href={hrefFor?.(restaurant)} />}
        />
      )}
      {restaurants.length > pageSize && (
        <div className={styles.RestaurantGridMore}>
          <p aria-live="polite" aria-atomic="true" className={styles.RestaurantGridCount}>
            {shownText(shown.length, restaurants.length)}
          </p>
          {more > 0 && (
            <Button variant="secondary" onClick={showMore} aria-busy={pending || undefined}>
              Show more restaurants
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
