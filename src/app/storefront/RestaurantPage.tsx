import { useCallback, useId, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ALL, filterMenuItems, menuCategories, type MenuItem } from '../../domain';
import { BackLink, MenuSection, NotFoundMessage, RestaurantHero } from '../../components/storefront';
import { Banner } from '../../components/ui';
import { selectMenuItems, selectRestaurantById, useCart, useDataStoreSelector } from '../../machines';
import { pageTitle } from './pageTitle';
import styles from './storefront.module.css';

export const RESTAURANT_NOT_FOUND = 'Restaurant not found';

/** What a closed restaurant's page says, once, in a banner at its top; it also describes every disabled Add button. */
const CLOSED = {
  title: 'This restaurant is closed right now.',
  body: 'You can browse the menu, but ordering is unavailable.',
};
export const CLOSED_RESTAURANT_NOTICE = `${CLOSED.title} ${CLOSED.body}`;

/**
 * `/restaurant/:id`: back link, the restaurant's details and its 16-item menu filtered by
 * category (`?category=`); an unknown id shows 'Restaurant not found'. A closed restaurant's
 * menu can be browsed but not ordered from: its add buttons are disabled.
 */
export function RestaurantPage() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category') || ALL;
  const restaurant = useDataStoreSelector(useMemo(() => selectRestaurantById(id), [id]));
  const allItems = useDataStoreSelector(selectMenuItems);
  const cart = useCart();
  const closedNoteId = useId();

  const menu = useMemo(() => allItems.filter((item) => item.restaurantId === id), [allItems, id]);
  const categories = useMemo(() => menuCategories(menu), [menu]);
  const items = useMemo(() => filterMenuItems(menu, category), [menu, category]);
  const quantities = useMemo(
    () => Object.fromEntries(cart.items.map((line) => [line.id, line.quantity])),
    [cart.items],
  );

  const selectCategory = useCallback(
    (next: string) => {
      const params = new URLSearchParams(searchParams);
      if (next === ALL) params.delete('category');
      else params.set('category', next);
      setSearchParams(params, { replace: true });
    },
    [searchParams, setSearchParams],
  );

  // A closed restaurant takes no orders: its buttons are disabled, and an add that slips through is ignored.
  const isOpen = restaurant?.isOpen ?? false;
  const { add } = cart;
  const addToCart = useCallback(
    (item: MenuItem) => {
      if (isOpen) add(item);
    },
    [isOpen, add],
  );

  if (!restaurant) {
    return (
      <main className={styles.Main}>
        <title>{pageTitle(RESTAURANT_NOT_FOUND)}</title>
        <NotFoundMessage title={RESTAURANT_NOT_FOUND}>
          We couldn't find this restaurant. It may have been removed.
        </NotFoundMessage>
      </main>
    );
  }

  return (
    <main className={styles.Main}>
      <title>{pageTitle(restaurant.name)}</title>
      <div className={`${styles.Container} ${styles.ContainerTight}`}>
        <BackLink href="/" />
        {!isOpen && (
          <Banner id={closedNoteId} title={CLOSED.title} className={styles.Section}>
            {CLOSED.body}
          </Banner>
        )}
        <RestaurantHero restaurant={restaurant} />
        <MenuSection
          categories={categories}
          selectedCategory={category}
          onSelectCategory={selectCategory}
          items={items}
          onAdd={addToCart}
          quantities={quantities}
          unavailableNoteId={isOpen ? undefined : closedNoteId}
          className={styles.Section}
        />
      </div>
    </main>
  );
}
