import { useMemo } from 'react';
import {
  AdminPageHeader,
  UserDetailModal,
  UserFilters,
  UserGrid,
  usersEmptyText,
  type UserStatusFilterValue,
} from '../../components/admin';
import { filterUsers, userStatusMessage } from '../../domain';
import { useAdminData, useToaster } from '../../machines';
import { useNow } from '../shell/clock';
import { useDetailModal } from './useDetailModal';
import { adminTitle } from './adminTitle';
import { useListView } from './useListView';
import styles from './AdminPage.module.css';

/** /admin/users: search and status filter, the paged user cards and the user detail dialog. */
export function UsersPage() {
  const { users, setUserStatus } = useAdminData();
  const toaster = useToaster();
  const now = useNow();
  const list = useListView<{ search: string; status: UserStatusFilterValue; page: number }>({
    search: '',
    status: 'all',
    page: 1,
  });
  const { search, status } = list.shown;
  const visible = useMemo(() => filterUsers(users, { search, status }), [users, search, status]);

  const detail = useDetailModal();
  const shown = detail.id === null ? null : (users.find((u) => u.id === detail.id) ?? null);

  return (
    <div className={styles.AdminPage}>
      <title>{adminTitle('Users')}</title>
      <AdminPageHeader title="Users" description="Search customers, change their status and see their activity" />
      <UserFilters
        search={list.view.search}
        status={list.view.status}
        onSearchChange={(value) => list.refine({ search: value })}
        onStatusChange={(value) => list.refine({ status: value })}
      />
      <UserGrid
        users={visible}
        page={list.shown.page}
        onPageChange={list.setPage}
        aria-busy={list.busy || undefined}
        emptyText={usersEmptyText({ total: users.length, search, status })}
        emptyAction={
          users.length > 0 && (search.trim() !== '' || status !== 'all')
            ? { label: 'Clear filters', onAction: () => list.refine({ search: '', status: 'all' }) }
            : undefined
        }
        // One announcement a change: the toast (which says when the user left the filter), not the grid too.
        announceLeaving={false}
        onStatusChange={(id, next) => {
          setUserStatus(id, next);
          const name = users.find((user) => user.id === id)?.name ?? 'The user';
          const leftFilter = status !== 'all' && next !== status;
          toaster.show({ tone: 'success', message: userStatusMessage(name, next, leftFilter) });
        }}
        onView={detail.open}
      />
      <UserDetailModal user={shown} now={now} onClose={detail.close} />
    </div>
  );
}
