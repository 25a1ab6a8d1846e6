import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';

export type VisuallyHiddenProps = ComponentProps<'span'>;

/** Text read by assistive technology but not shown (the global `.visually-hidden` class). */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span {...rest} className={cx('visually-hidden', className)} />;
}
