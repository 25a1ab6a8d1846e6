import type { ComponentProps } from 'react';
import { formatPrice } from '../../../domain/money';
import type { Restaurant } from '../../../domain/types';
import { Card, CardActions, CardBody, CardMeta, CardTitle } from '../../ui/Card';
import { ClosedOverlay } from '../../ui/ClosedOverlay';
import { EditDeleteButtons } from '../EditDeleteButtons';
import { Icon } from '../../ui/Icon';
import { Img } from '../../ui/Img';
import { Rating } from '../../ui/Rating';
import styles from './AdminRestaurantCard.module.css';

export type AdminRestaurantCardProps = ComponentProps<'article'> & {
  /** The restaurant shown; a closed one gets the dark 'Closed' overlay. */
  restaurant: Restaurant;
  /** Called with the restaurant's id by 'Edit {name}'. */
  onEdit: (id: string) => void;
  /** Called with the restaurant's id by 'Delete {name}' (the page asks to confirm). */
  onDelete: (id: string) => void;
};

/** A restaurant in the admin grid: picture, name, cuisines, rating, delivery time and fee, address; edit and delete. */
export function AdminRestaurantCard({ restaurant, onEdit, onDelete, className, ...rest }: AdminRestaurantCardProps) {
  const { id, name, image, cuisine, rating, deliveryTime, deliveryFee, address, isOpen } = restaurant;
  return (
    <Card data-closed={!isOpen || undefined} {...rest} className={className}>
      <div className={styles.AdminRestaurantCardMedia}>
        <Img src={image} alt="" name={name} aspectRatio="16 / 9" className={styles.AdminRestaurantCardImage} />
        {!isOpen && <ClosedOverlay />}
      </div>
      <CardBody>
        <div className={styles.AdminRestaurantCardHead}>
          <CardTitle>{name}</CardTitle>
          <Rating value={rating} />
        </div>
        {/* As on the storefront's card: cuisines joined by commas (the restaurant's own page shows them as tags). */}
        {cuisine.length > 0 && <p className={styles.AdminRestaurantCardCuisine}>{cuisine.join(', ')}</p>}
        <CardMeta className={styles.AdminRestaurantCardMeta}>
          <span className={styles.AdminRestaurantCardMetaItem}>
            <Icon name="clock" size={16} />
            {deliveryTime}
          </span>
          <span className={styles.AdminRestaurantCardMetaItem}>Delivery {formatPrice(deliveryFee)}</span>
        </CardMeta>
        <CardMeta className={styles.AdminRestaurantCardMetaItem}>
          <Icon name="location" size={16} />
          {address}
        </CardMeta>
        <CardActions>
          <EditDeleteButtons objectName={name} onEdit={() => onEdit(id)} onDelete={() => onDelete(id)} />
        </CardActions>
      </CardBody>
    </Card>
  );
}
