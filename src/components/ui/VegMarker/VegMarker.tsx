import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from './VegMarker.module.css';

export type VegMarkerProps = ComponentProps<'span'> & {
  /** Green square with a round dot when true; red square with a triangle when false. */
  isVeg: boolean;
};

/**
 * The vegetarian / non-vegetarian marker, named 'Vegetarian' / 'Non-vegetarian': a square with a round dot
 * (green) or a triangle (red), so the two differ in shape as well as colour (WCAG 1.4.1, forced colours).
 */
export function VegMarker({ isVeg, className, ...rest }: VegMarkerProps) {
  const label = isVeg ? 'Vegetarian' : 'Non-vegetarian';
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-veg={isVeg}
      {...rest}
      className={cx(styles.VegMarker, className)}
    >
      <span className={styles.VegMarkerDot} />
    </span>
  );
}
