import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './Rating.module.css';

export type RatingProps = ComponentProps<'span'> & {
  /** Rating from 1 to 5, shown with one decimal. */
  value: number;
};

/** A star and the rating ("4.5"); read as "Rated 4.5 out of 5". */
export function Rating({ value, className, ...rest }: RatingProps) {
  const text = value.toFixed(1);
  return (
    <span {...rest} className={cx(styles.Rating, className)}>
      <Icon name="star" size={16} className={styles.RatingStar} />
      <span aria-hidden="true">{text}</span>
      <VisuallyHidden>Rated {text} out of 5</VisuallyHidden>
    </span>
  );
}
