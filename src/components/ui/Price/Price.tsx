import type { ComponentProps } from 'react';
import { formatPrice } from '../../../domain/money';
import { cx } from '../../utils/cx';
import styles from './Price.module.css';

export type PriceProps = ComponentProps<'span'> & {
  /** Amount in dollars (e.g. 12.5 → "$12.50"). */
  amount: number;
  /** Text size: `sm`, `md` (default) or `lg` (totals). */
  size?: 'sm' | 'md' | 'lg';
};

/** A dollar amount with 2 decimals. */
export function Price({ amount, size = 'md', className, ...rest }: PriceProps) {
  return (
    <span data-size={size} {...rest} className={cx(styles.Price, className)}>
      {formatPrice(amount)}
    </span>
  );
}
