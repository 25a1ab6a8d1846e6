import type { ComponentProps } from 'react';
import { FORM_MENU_CATEGORIES, type Restaurant } from '../../../domain/types';
import { cx } from '../../utils/cx';
import { SelectField } from '../../ui/Field';
import styles from './MenuItemFilters.module.css';

export type MenuItemFiltersProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  /** Restaurants offered by the restaurant filter. */
  restaurants: Pick<Restaurant, 'id' | 'name'>[];
  /** Selected restaurant id, or `'all'`. */
  restaurantId: string;
  /** Selected category, or `'all'`. */
  category: string;
  /** Categories offered (default Starters, Main Course, Desserts, Beverages, Sides). */
  categories?: readonly string[];
  /** Called with the new restaurant id (or `'all'`). */
  onRestaurantChange: (restaurantId: string) => void;
  /** Called with the new category (or `'all'`). */
  onCategoryChange: (category: string) => void;
};

/** The two labelled filters above the admin menu items grid. */
export function MenuItemFilters({
  restaurants,
  restaurantId,
  category,
  categories = FORM_MENU_CATEGORIES,
  onRestaurantChange,
  onCategoryChange,
  className,
  ...rest
}: MenuItemFiltersProps) {
  return (
    <div role="group" aria-label="Filter menu items" {...rest} className={cx(styles.MenuItemFilters, className)}>
      <SelectField
        label="Restaurant"
        value={restaurantId}
        options={[
          { value: 'all', label: 'All Restaurants' },
          ...restaurants.map((r) => ({ value: r.id, label: r.name })),
        ]}
        onChange={(event) => onRestaurantChange(event.target.value)}
        className={styles.MenuItemFiltersField}
      />
      <SelectField
        label="Category"
        value={category}
        options={[{ value: 'all', label: 'All Categories' }, ...categories.map((c) => ({ value: c, label: c }))]}
        onChange={(event) => onCategoryChange(event.target.value)}
        className={styles.MenuItemFiltersField}
      />
    </div>
  );
}
