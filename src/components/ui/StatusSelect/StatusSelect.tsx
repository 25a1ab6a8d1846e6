import type { ComponentProps } from 'react';
import type { OrderStatus, UserStatus } from '../../../domain/types';
import { cx } from '../../utils/cx';
import { SelectField, type SelectOption } from '../Field';
import styles from './StatusSelect.module.css';

export type StatusSelectProps<S extends OrderStatus | UserStatus> = Omit<
  ComponentProps<'select'>,
  'value' | 'onChange'
> & {
  /** The accessible name, which names the record: "Status for order #a1b2c3", "Status for Jane Cooper". */
  label: string;
  /** The record's status: the select takes that status's colours (as its badge would). */
  value: S;
  /** The statuses to choose from, with their labels. */
  options: ReadonlyArray<SelectOption & { value: S }>;
  /** A status was chosen (with the select, for a caller that keeps focus in place when the record leaves a list). */
  onStatusChange: (status: S, select: HTMLSelectElement) => void;
  /** Class for the wrapper. */
  className?: string;
};

/**
 * The one control that shows a record's status and changes it: a native select drawn as the status's pill
 * (preparing yellow, on the way blue, delivered green; active green, inactive grey), so no badge needs to sit
 * beside it. Orders and users both use it.
 */
export function StatusSelect<S extends OrderStatus | UserStatus>({
  label,
  value,
  options,
  onStatusChange,
  className,
  ...rest
}: StatusSelectProps<S>) {
  return (
    <SelectField
      {...rest}
      label={label}
      hideLabel
      value={value}
      data-status={value}
      options={options}
      onChange={(event) => onStatusChange(event.currentTarget.value as S, event.currentTarget)}
      className={cx(styles.StatusSelect, className)}
    />
  );
}
