import type { ComponentProps } from 'react';
import { ORDER_STATUS_OPTIONS } from '../../../domain/format';
import type { OrderStatus } from '../../../domain/types';
import { cx } from '../../utils/cx';
import { SelectField } from '../../ui/Field';
import styles from './OrderStatusFilter.module.css';

export type OrderStatusFilterValue = OrderStatus | 'all';

export type OrderStatusFilterProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  /** The selected status, or `'all'`. */
  value: OrderStatusFilterValue;
  /** Called with the status picked (or `'all'`). */
  onChange: (value: OrderStatusFilterValue) => void;
};

/**
 * The Orders screen's status filter: All Orders, Preparing, On the Way, Delivered; in the same panel, under the
 * page's header, as the Menu Items and Users filters.
 */
export function OrderStatusFilter({ value, onChange, className, ...rest }: OrderStatusFilterProps) {
  return (
    <div role="group" aria-label="Filter orders" {...rest} className={cx(styles.OrderStatusFilter, className)}>
      <SelectField
        label="Filter by status"
        value={value}
        options={[{ value: 'all', label: 'All Orders' }, ...ORDER_STATUS_OPTIONS]}
        onChange={(event) => onChange(event.target.value as OrderStatusFilterValue)}
      />
    </div>
  );
}
