import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';

export type LiveRegionProps = ComponentProps<'p'> & {
  /** What screen readers say; an empty string says nothing. */
  children: string;
};

/**
 * A polite, atomic live region that is seen by screen readers only: render it always (a region must be in
 * the page before it speaks) and change its text to announce, e.g. "Arancini, quantity 3. Total $30.00".
 */
export function LiveRegion({ children, className, ...rest }: LiveRegionProps) {
  return (
    <p aria-live="polite" aria-atomic="true" {...rest} className={cx('visually-hidden', className)}>
      {children}
    </p>
  );
}
