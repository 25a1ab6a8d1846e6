import type { ComponentProps } from 'react';
import { cx } from '../cx';
import styles from './Badge.module.css';

export type BadgeTone = 'brand' | 'neutral' | 'success';

export type BadgeProps = ComponentProps<'span'> & {
  /** Colour: `brand` (default, counts and the 'Admin' badge), `neutral` or `success`. */
  tone?: BadgeTone;
};

/** A small pill for counts and short labels. */
export function Badge({ tone = 'brand', className, ...rest }: BadgeProps) {
  return <span data-tone={tone} {...rest} className={cx(styles.Badge, className)} />;
}
