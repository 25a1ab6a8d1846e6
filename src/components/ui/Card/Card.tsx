import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from './Card.module.css';

export type CardProps = ComponentProps<'article'>;

/**
 * The white surface of a grid card (border, large radius, small shadow): an `<article>` stacking
 * its parts in a column, as tall as its grid row, clipping a picture at the top to its corners.
 */
export function Card({ className, ...rest }: CardProps) {
  return <article {...rest} className={cx(styles.Card, className)} />;
}

export type CardBodyProps = ComponentProps<'div'>;

/** The padded text part of a card, under its picture: a column that fills the rest of the card's height. */
export function CardBody({ className, ...rest }: CardBodyProps) {
  return <div {...rest} className={cx(styles.CardBody, className)} />;
}

export type CardTitleProps = ComponentProps<'h2'> & {
  /** `lg` (default) for a card with a picture, `md` for a compact one beside an avatar. */
  size?: 'md' | 'lg';
};

/** The card's heading (an `<h2>`): bold, tight, and breaking a long unbroken name anywhere. */
export function CardTitle({ size = 'lg', className, ...rest }: CardTitleProps) {
  return <h2 data-size={size} {...rest} className={cx(styles.CardTitle, className)} />;
}

export type CardMetaProps = ComponentProps<'p'>;

/** A muted line of small text under the title (restaurant, address, contact, description). */
export function CardMeta({ className, ...rest }: CardMetaProps) {
  return <p {...rest} className={cx(styles.CardMeta, className)} />;
}

export type CardActionsProps = ComponentProps<'div'>;

/**
 * The card's last row, pushed to its bottom: its buttons (and e.g. a price, first) spread across the width,
 * wrapping on a narrow card.
 */
export function CardActions({ className, ...rest }: CardActionsProps) {
  return <div {...rest} className={cx(styles.CardActions, className)} />;
}
