import type { ComponentProps } from 'react';
import { USER_STATUS_OPTIONS } from '../../../domain/format';
import type { UserStatus } from '../../../domain/types';
import { cx } from '../../utils/cx';
import { SelectField, TextField } from '../../ui/Field';
import styles from './UserFilters.module.css';

export type UserStatusFilterValue = UserStatus | 'all';

export type UserFiltersProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  /** The search text (matched against name and email, case-insensitive). */
  search: string;
  /** The selected status, or `'all'`. */
  status: UserStatusFilterValue;
  /** Called with the search text on every keystroke. */
  onSearchChange: (search: string) => void;
  /** Called with the status picked (or `'all'`). */
  onStatusChange: (status: UserStatusFilterValue) => void;
};

/** The Users screen's search box and status filter (All Users, Active, Inactive). */
export function UserFilters({ search, status, onSearchChange, onStatusChange, className, ...rest }: UserFiltersProps) {
  return (
    <div role="group" aria-label="Filter users" {...rest} className={cx(styles.UserFilters, className)}>
      <TextField
        type="search"
        label="Search users"
        placeholder="Search by name or email..."
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        className={styles.UserFiltersSearch}
      />
      <SelectField
        label="Filter by status"
        value={status}
        options={[{ value: 'all', label: 'All Users' }, ...USER_STATUS_OPTIONS]}
        onChange={(event) => onStatusChange(event.target.value as UserStatusFilterValue)}
        className={styles.UserFiltersStatus}
      />
    </div>
  );
}
