import type { ComponentProps } from 'react';
import { cx } from '../cx';
import styles from './VegMarker.module.css';

export type VegMarkerProps = ComponentProps<'span'> & {
  /** Green square-with-dot when true, red when false. */
  isVeg: boolean;
};

/** The vegetarian / non-vegetarian square-with-dot marker, named 'Vegetarian' / 'Non-vegetarian'. */
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
