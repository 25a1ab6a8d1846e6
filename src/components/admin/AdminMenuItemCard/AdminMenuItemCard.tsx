import type { ComponentProps } from 'react';
import type { MenuItem } from '../../../domain/types';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Img } from '../../ui/Img';
import { Price } from '../../ui/Price';
import { Rating } from '../../ui/Rating';
import { Tag } from '../../ui/Tag';
import { VegMarker } from '../../ui/VegMarker';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import styles from './AdminMenuItemCard.module.css';

export type AdminMenuItemCardProps = ComponentProps<'article'> & {
  /** The menu item shown. */
  item: MenuItem;
  /** Name of the item's restaurant, shown under its name. */
  restaurantName?: string;
  /**
   * Another item shown beside this one has the same name: the Edit and Delete buttons then name the restaurant
   * too ("Edit Arancini, Via Milano Kitchen"), so their accessible names tell the two apart.
   */
  nameRepeats?: boolean;
  /** Called with the item's id by 'Edit {name}'. */
  onEdit: (id: string) => void;
  /** Called with the item's id by 'Delete {name}' (the page asks to confirm). */
  onDelete: (id: string) => void;
};

/** A menu item in the admin grid: picture, veg marker, name, restaurant, category, description, price, rating; edit and delete. */
export function AdminMenuItemCard({
  item,
  restaurantName,
  nameRepeats = false,
  onEdit,
  onDelete,
  className,
  ...rest
}: AdminMenuItemCardProps) {
  const { id, name, image, description, price, category, isVeg, rating } = item;
  const objectName = nameRepeats && restaurantName ? `${name}, ${restaurantName}` : name;
  return (
    <Card {...rest} className={className}>
      <Img src={image} alt="" name={name} aspectRatio="4 / 3" className={styles.AdminMenuItemCardImage} />
      <div className={styles.AdminMenuItemCardBody}>
        <div className={styles.AdminMenuItemCardHead}>
          <VegMarker isVeg={isVeg} />
          <h2 className={styles.AdminMenuItemCardName}>{name}</h2>
        </div>
        {restaurantName && <p className={styles.AdminMenuItemCardRestaurant}>{restaurantName}</p>}
        <div className={styles.AdminMenuItemCardTags}>
          <Tag>{category}</Tag>
          <Rating value={rating} />
        </div>
        <p className={styles.AdminMenuItemCardDescription}>{description}</p>
        <div className={styles.AdminMenuItemCardFooter}>
          <Price amount={price} />
          <div className={styles.AdminMenuItemCardActions}>
            <Button variant="secondary" size="sm" icon="edit" onClick={() => onEdit(id)}>
              Edit<VisuallyHidden> {objectName}</VisuallyHidden>
            </Button>
            <Button variant="danger" size="sm" icon="trash" onClick={() => onDelete(id)}>
              Delete<VisuallyHidden> {objectName}</VisuallyHidden>
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
