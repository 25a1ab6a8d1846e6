import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALL, distinctCuisines, filterRestaurants, noRestaurantsDetail, selectedCuisine } from '../../domain';
import { CuisineChips, Hero, RestaurantGrid } from '../../components/storefront';
import { selectRestaurants, useDataStoreSelector } from '../../machines';
import { pageTitle } from './pageTitle';
import styles from './storefront.module.css';

/** The action under 'No restaurants found matching your criteria.'. */
export const CLEAR_SEARCH_LABEL = 'Clear search and filters';

/** The heading over the list: 'Popular Restaurants', or 'Search Results for "{query}"'. */
export function resultsTitle(query: string): string {
  return query ? `Search Results for "${query}"` : 'Popular Restaurants';
}

/**
 * `/`: hero, cuisine chips and the open restaurants matching `?q=` (name or cuisine) and
 * `?cuisine=`. Both live in the URL, so back/forward and deep links work. `?cuisine=` selects its
 * chip whatever the case (`?cuisine=italian`); one with no chip selects 'All' and filters nothing.
 */
export function HomePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const restaurants = useDataStoreSelector(selectRestaurants);

  // All plus each distinct cuisine of the store's restaurants (spec: home, 'Browse by Cuisine'), sorted,
  // so the chips do not come and go when a restaurant is opened or closed.
  const cuisines = useMemo(() => distinctCuisines(restaurants), [restaurants]);
  const cuisine = selectedCuisine(searchParams.get('cuisine'), cuisines);
  const shown = useMemo(
    () => filterRestaurants(restaurants, { search: query, cuisine }),
    [restaurants, query, cuisine],
  );
  const title = resultsTitle(query);

  const selectCuisine = (next: string) => {
    const params = new URLSearchParams(searchParams);
    if (next === ALL) params.delete('cuisine');
    else params.set('cuisine', next);
    setSearchParams(params);
  };

  // The way out of 'No restaurants found…' when a search or a cuisine is what emptied the list (not when
  // no restaurant is open at all): drop both, keep the rest of the URL (the data seed and scale).
  const filtered = query !== '' || cuisine !== ALL;
  const clearSearchAndFilters = () => {
    const params = new URLSearchParams(searchParams);
    params.delete('q');
    params.delete('cuisine');
    setSearchParams(params);
  };

  return (
    <main className={styles.Main}>
      <title>{pageTitle(query ? title : undefined)}</title>
      <Hero />
      <div className={styles.Container}>
        <CuisineChips cuisines={cuisines} selected={cuisine} onSelect={selectCuisine} />
        <RestaurantGrid
          title={title}
          restaurants={shown}
          // The heading names only the search (spec): the empty state names the cuisine too.
          emptyDetail={noRestaurantsDetail({ search: query, cuisine })}
          emptyAction={filtered ? { label: CLEAR_SEARCH_LABEL, onAction: clearSearchAndFilters } : undefined}
        />
      </div>
    </main>
  );
}
