import type { ComponentProps } from 'react';
import { cx } from '../cx';
import styles from './Card.module.css';

export type CardProps = ComponentProps<'article'>;

/**
 * The white surface of a grid card (border, large radius, small shadow): an `<article>` stacking
 * its parts in a column, as tall as its grid row, clipping a picture at the top to its corners.
 */
export function Card({ className, ...rest }: CardProps) {
  return <article {...rest} className={cx(styles.Card, className)} />;
}
