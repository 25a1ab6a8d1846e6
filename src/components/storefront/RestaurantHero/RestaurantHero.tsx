import type { ComponentProps } from 'react';
import type { Restaurant } from '../../../domain/types';
import { formatPrice } from '../../../domain/money';
import { cx } from '../../utils/cx';
import { Icon } from '../../ui/Icon';
import { Img } from '../../ui/Img';
import { Rating } from '../../ui/Rating';
import { Tag } from '../../ui/Tag';
import styles from './RestaurantHero.module.css';

export type RestaurantHeroProps = ComponentProps<'section'> & {
  /** The restaurant shown; its name is the page's `<h1>` (focusable by script: the app moves focus to it on arrival). */
  restaurant: Restaurant;
};

/**
 * The top of a restaurant's menu page: image, name, rating, delivery time and fee, description, address
 * and cuisine tags. It says nothing of a closed restaurant: the menu below says so once (`MenuSection`'s banner).
 */
export function RestaurantHero({ restaurant, className, ...rest }: RestaurantHeroProps) {
  const closed = !restaurant.isOpen;
  return (
    <section data-closed={closed || undefined} {...rest} className={cx(styles.RestaurantHero, className)}>
      <Img src={restaurant.image} alt="" name={restaurant.name} className={styles.RestaurantHeroImage} />
      <div className={styles.RestaurantHeroBody}>
        <div className={styles.RestaurantHeroHeading}>
          <h1 tabIndex={-1} className={styles.RestaurantHeroName}>
            {restaurant.name}
          </h1>
        </div>
        <ul className={styles.RestaurantHeroMeta}>
          <li className={styles.RestaurantHeroMetaItem}>
            <Rating value={restaurant.rating} />
          </li>
          <li className={styles.RestaurantHeroMetaItem}>
            <Icon name="clock" size={16} />
            {restaurant.deliveryTime}
          </li>
          <li className={styles.RestaurantHeroMetaItem}>{formatPrice(restaurant.deliveryFee)} delivery</li>
        </ul>
        <p className={styles.RestaurantHeroDescription}>{restaurant.description}</p>
        <p className={styles.RestaurantHeroAddress}>
          <Icon name="location" size={16} className={styles.RestaurantHeroAddressIcon} />
          <span>{restaurant.address}</span>
        </p>
        <ul className={styles.RestaurantHeroTags} aria-label="Cuisines">
          {restaurant.cuisine.map((cuisine) => (
            <li key={cuisine} className={styles.RestaurantHeroTag}>
              <Tag>{cuisine}</Tag>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
