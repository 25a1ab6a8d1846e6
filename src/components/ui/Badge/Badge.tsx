import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from './Badge.module.css';

export type BadgeTone = 'brand' | 'neutral' | 'success';

export type BadgeProps = ComponentProps<'span'> & {
  /** Colour: `brand` (default, counts and the 'Admin' badge), `neutral` or `success`. */
  tone?: BadgeTone;
  /** `md` (default) for labels; `sm` for a count pinned to an icon's corner, small enough to leave the icon readable. */
  size?: 'sm' | 'md';
  /** Pinned over the top-right corner of the nearest positioned parent (a count on an icon), ringed in the surface colour. */
  pinned?: boolean;
};

/** A small pill for counts and short labels. */
export function Badge({ tone = 'brand', size = 'md', pinned = false, className, ...rest }: BadgeProps) {
  return (
    <span
      data-tone={tone}
      data-size={size}
      data-pinned={pinned || undefined}
      {...rest}
      className={cx(styles.Badge, className)}
    />
  );
}
