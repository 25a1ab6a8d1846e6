import type { ComponentProps } from 'react';
import type { MenuItem } from '../../../domain/types';
import { Card, CardActions, CardBody, CardMeta, CardTitle } from '../../ui/Card';
import { EditDeleteButtons } from '../EditDeleteButtons';
import { Img } from '../../ui/Img';
import { Price } from '../../ui/Price';
import { Rating } from '../../ui/Rating';
import { Tag } from '../../ui/Tag';
import { VegMarker } from '../../ui/VegMarker';
import { cx } from '../../utils/cx';
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
    <Card {...rest} className={cx(styles.AdminMenuItemCard, className)}>
      <Img src={image} alt="" name={name} aspectRatio="4 / 3" className={styles.AdminMenuItemCardImage} />
      <CardBody className={styles.AdminMenuItemCardBody}>
        <div className={styles.AdminMenuItemCardHead}>
          <VegMarker isVeg={isVeg} />
          <CardTitle>{name}</CardTitle>
        </div>
        {restaurantName && <CardMeta>{restaurantName}</CardMeta>}
        <div className={styles.AdminMenuItemCardTags}>
          <Tag>{category}</Tag>
          <Rating value={rating} />
        </div>
        <CardMeta>{description}</CardMeta>
        <CardActions>
          <Price amount={price} />
          <EditDeleteButtons objectName={objectName} onEdit={() => onEdit(id)} onDelete={() => onDelete(id)} />
        </CardActions>
      </CardBody>
    </Card>
  );
}
