import { useMemo, useState } from 'react';
import {
  AdminPageHeader,
  UserDetailModal,
  UserFilters,
  UserGrid,
  usersEmptyText,
  type UserStatusFilterValue,
} from '../../components/admin';
import { filterUsers } from '../../domain';
import { useAdminData } from '../../machines';
import { useNow } from '../clock';
import { useDetailModal } from './adminHooks';
import { adminTitle } from './adminTitle';
import styles from './AdminPage.module.css';

/** /admin/users: search and status filter, the user cards and the user detail dialog. */
export function UsersPage() {
  const { users, setUserStatus } = useAdminData();
  const now = useNow();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<UserStatusFilterValue>('all');
  const visible = useMemo(() => filterUsers(users, { search, status }), [users, search, status]);

  const detail = useDetailModal();
  const shown = detail.id === null ? null : (users.find((u) => u.id === detail.id) ?? null);

  return (
    <div className={styles.AdminPage}>
      <title>{adminTitle('Users')}</title>
      <AdminPageHeader title="Users" description="Search customers, change their status and see their activity" />
      <UserFilters search={search} status={status} onSearchChange={setSearch} onStatusChange={setStatus} />
      <UserGrid
        users={visible}
        emptyText={usersEmptyText({ total: users.length, search, status })}
        onStatusChange={setUserStatus}
        onView={detail.open}
      />
      <UserDetailModal user={shown} now={now} onClose={detail.close} />
    </div>
  );
}
