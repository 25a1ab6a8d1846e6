import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from './BrandMark.module.css';

export type BrandMarkProps = ComponentProps<'span'> & {
  /** The mark's size in px (the tile is square); the word scales with the surrounding font size. Default 28. */
  size?: number;
  /** Show the word "FoodDash" beside the tile (default). Without it the tile is named "FoodDash" for screen readers. */
  withName?: boolean;
};

/**
 * FoodDash's one brand mark: a steaming bowl on a tile of the brand fill, and the name beside it. The storefront
 * header, the admin sidebar, the Storybook manager (public/fooddash-mark.svg) and the favicon draw the same picture.
 */
export function BrandMark({ size = 28, withName = true, className, ...rest }: BrandMarkProps) {
  return (
    <span {...rest} className={cx(styles.BrandMark, className)}>
      <svg
        viewBox="0 0 32 32"
        width={size}
        height={size}
        className={styles.BrandMarkTile}
        role={withName ? undefined : 'img'}
        aria-hidden={withName || undefined}
        aria-label={withName ? undefined : 'FoodDash'}
        focusable="false"
      >
        <rect width="32" height="32" rx="8" className={styles.BrandMarkFill} />
        <g className={styles.BrandMarkBowl}>
          <path d="M6.5 15.5h19a9.5 9.5 0 0 1-19 0z" />
          <rect x="11" y="24" width="10" height="2.2" rx="1.1" />
          <path
            d="M12 12.5c-1.2-1.3 1.2-2.6 0-4M16 12.5c-1.2-1.3 1.2-2.6 0-4M20 12.5c-1.2-1.3 1.2-2.6 0-4"
            className={styles.BrandMarkSteam}
          />
        </g>
      </svg>
      {withName && <span className={styles.BrandMarkName}>FoodDash</span>}
    </span>
  );
}
