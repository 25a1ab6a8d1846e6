import { useId, type ComponentProps } from 'react';
import type { Restaurant } from '../../../domain/types';
import { formatPrice } from '../../../domain/money';
import { Card } from '../../ui/Card';
import { ClosedOverlay } from '../../ui/ClosedOverlay';
import { cx } from '../../utils/cx';
import { Icon } from '../../ui/Icon';
import { Img } from '../../ui/Img';
import { Link } from '../../ui/Link';
import { Rating } from '../../ui/Rating';
import styles from './RestaurantCard.module.css';

export type RestaurantCardProps = ComponentProps<'article'> & {
  /** The restaurant shown. */
  restaurant: Restaurant;
  /** Destination (default `/restaurant/{id}`). */
  href?: string;
  /** Level of the name heading (default 3: under a page `h1` and a section `h2`). */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A restaurant card: image, name, cuisines, rating, delivery time and fee. The whole card is
 * clickable through one link, the name (its box stretches over the card); the details are the
 * link's description. A closed restaurant gets a dark overlay with 'Closed', also in the description.
 */
export function RestaurantCard({ restaurant, href, headingLevel = 3, className, ...rest }: RestaurantCardProps) {
  const id = useId();
  const closedId = `${id}-closed`;
  const detailsId = `${id}-details`;
  const Heading = `h${headingLevel}` as const;
  const closed = !restaurant.isOpen;
  return (
    <Card data-closed={closed || undefined} {...rest} className={cx(styles.RestaurantCard, className)}>
      <div className={styles.RestaurantCardMedia}>
        <Img
          src={restaurant.image}
          alt=""
          name={restaurant.name}
          aspectRatio="16 / 10"
          className={styles.RestaurantCardImage}
        />
        {closed && <ClosedOverlay variant="badge" labelId={closedId} />}
      </div>
      <div className={styles.RestaurantCardBody}>
        <Heading className={styles.RestaurantCardName}>
          <Link
            href={href ?? `/restaurant/${restaurant.id}`}
            aria-describedby={closed ? `${closedId} ${detailsId}` : detailsId}
            className={styles.RestaurantCardLink}
          >
            {restaurant.name}
          </Link>
        </Heading>
        <div id={detailsId} className={styles.RestaurantCardDetails}>
          <span className={styles.RestaurantCardCuisine}>{restaurant.cuisine.join(', ')}</span>
          <span className={styles.RestaurantCardMeta}>
            <Rating value={restaurant.rating} />
            <span className={styles.RestaurantCardTime}>
              <Icon name="clock" size={16} />
              {restaurant.deliveryTime}
            </span>
            <span className={styles.RestaurantCardFee}>{formatPrice(restaurant.deliveryFee)} delivery</span>
          </span>
        </div>
      </div>
    </Card>
  );
}
