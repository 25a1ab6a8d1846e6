import type { ComponentProps } from 'react';
import { formatPrice } from '../../../domain/money';
import type { Restaurant } from '../../../domain/types';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ClosedOverlay } from '../../ui/ClosedOverlay';
import { Icon } from '../../ui/Icon';
import { Img } from '../../ui/Img';
import { Rating } from '../../ui/Rating';
import { Tag } from '../../ui/Tag';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
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
      <div className={styles.AdminRestaurantCardBody}>
        <div className={styles.AdminRestaurantCardHead}>
          <h2 className={styles.AdminRestaurantCardName}>{name}</h2>
          <Rating value={rating} />
        </div>
        {cuisine.length > 0 && (
          <ul aria-label="Cuisines" className={styles.AdminRestaurantCardTags}>
            {cuisine.map((tag) => (
              <li key={tag}>
                <Tag>{tag}</Tag>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.AdminRestaurantCardMeta}>
          <span className={styles.AdminRestaurantCardMetaItem}>
            <Icon name="clock" size={16} />
            {deliveryTime}
          </span>
          <span className={styles.AdminRestaurantCardMetaItem}>Delivery {formatPrice(deliveryFee)}</span>
        </p>
        <p className={styles.AdminRestaurantCardAddress}>
          <Icon name="location" size={16} />
          {address}
        </p>
        <div className={styles.AdminRestaurantCardActions}>
          <Button variant="secondary" size="sm" icon="edit" onClick={() => onEdit(id)}>
            Edit<VisuallyHidden> {name}</VisuallyHidden>
          </Button>
          <Button variant="danger" size="sm" icon="trash" onClick={() => onDelete(id)}>
            Delete<VisuallyHidden> {name}</VisuallyHidden>
          </Button>
        </div>
      </div>
    </Card>
  );
}
