import { useId, type ComponentProps } from 'react';
import type { MenuItem } from '../../../domain/types';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cx } from '../../utils/cx';
import { Img } from '../../ui/Img';
import { Price } from '../../ui/Price';
import { Rating } from '../../ui/Rating';
import { VegMarker } from '../../ui/VegMarker';
import styles from './MenuItemCard.module.css';

/** Accessible name of a menu item's add button. */
export function addToCartLabel(name: string): string {
  return `Add ${name} to cart`;
}

export type MenuItemCardProps = ComponentProps<'article'> & {
  /** The dish shown. */
  item: MenuItem;
  /** Add button pressed, with the item. */
  onAdd: (item: MenuItem) => void;
  /** How many of this item the cart holds; shown as 'N in cart' when above 0, in a status region (announced on change). */
  quantityInCart?: number;
  /** Level of the name heading (default 3). */
  headingLevel?: 2 | 3 | 4;
  /**
   * Why the dish cannot be ordered right now (e.g. 'Restaurant closed'). When set, the add button is
   * disabled, and this text is shown under it and describes it.
   */
  unavailableReason?: string;
  /**
   * The id of a note elsewhere that says why nothing can be ordered (a closed restaurant's banner over its menu):
   * the add button is disabled and described by it, and the card says nothing itself.
   */
  unavailableNoteId?: string;
};

/**
 * A dish on a restaurant's menu: image, vegetarian marker, rating, name, description, price and an add
 * button; with `unavailableReason` the button is disabled and the reason shown. Under 40rem of screen the
 * card is a row: the text, then a square picture on its right.
 */
export function MenuItemCard({
  item,
  onAdd,
  quantityInCart = 0,
  headingLevel = 3,
  unavailableReason,
  unavailableNoteId,
  className,
  ...rest
}: MenuItemCardProps) {
  const Heading = `h${headingLevel}` as const;
  const reasonId = useId();
  const unavailable = Boolean(unavailableReason || unavailableNoteId);
  const describedBy = unavailableReason ? reasonId : unavailableNoteId;
  return (
    <Card
      data-veg={item.isVeg}
      data-unavailable={unavailable || undefined}
      {...rest}
      className={cx(styles.MenuItemCard, className)}
    >
      {/* 4:3 above the text; a square beside it on phones (the ratio is the stylesheet's, per width). */}
      <Img src={item.image} alt="" name={item.name} className={styles.MenuItemCardImage} />
      <div className={styles.MenuItemCardBody}>
        <div className={styles.MenuItemCardMeta}>
          <VegMarker isVeg={item.isVeg} />
          <Rating value={item.rating} />
        </div>
        <Heading className={styles.MenuItemCardName}>{item.name}</Heading>
        <p className={styles.MenuItemCardDescription}>{item.description}</p>
        <div className={styles.MenuItemCardFooter}>
          <Price amount={item.price} size="lg" className={styles.MenuItemCardPrice} />
          {/* Always there, so that screen readers announce the count when an add changes it. */}
          <span role="status" className={styles.MenuItemCardInCart}>
            {quantityInCart > 0 ? `${quantityInCart} in cart` : ''}
          </span>
          {/* Secondary: a menu shows a dozen of them; the page's one loud action is the cart's checkout. */}
          <Button
            variant="secondary"
            size="sm"
            icon="plus"
            aria-label={addToCartLabel(item.name)}
            aria-describedby={describedBy}
            disabled={unavailable}
            onClick={() => onAdd(item)}
            className={styles.MenuItemCardAdd}
          >
            Add
          </Button>
          {unavailableReason && (
            <p id={reasonId} className={styles.MenuItemCardUnavailable}>
              {unavailableReason}
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}
