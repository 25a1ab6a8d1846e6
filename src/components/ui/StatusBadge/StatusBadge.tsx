import type { ComponentProps } from 'react';
import { statusLabel } from '../../../domain/format';
import type { OrderStatus, UserStatus } from '../../../domain/types';
import { cx } from '../../utils/cx';
import styles from './StatusBadge.module.css';

export type Status = OrderStatus | UserStatus;

export type StatusBadgeProps = ComponentProps<'span'> & {
  /** Order status (preparing yellow, on-the-way blue, delivered green) or user status. */
  status: Status;
};

/**
 * A coloured pill with the status text: `statusLabel(status)`, the domain's label in lower case
 * ('on the way'), shown in sentence case by CSS ('On the way') to read like the filters ('On the Way').
 */
export function StatusBadge({ status, className, ...rest }: StatusBadgeProps) {
  return (
    <span data-status={status} {...rest} className={cx(styles.StatusBadge, className)}>
      {statusLabel(status)}
    </span>
  );
}
