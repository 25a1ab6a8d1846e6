import { useMemo } from 'react';
import { AdminPageHeader, PerformancePanel, RecentOrdersList, StatCard } from '../../components/admin';
import { computeAdminStats, formatCount, formatPrice, recentOrders } from '../../domain';
import { useAdminData } from '../../machines';
import { useNow } from '../shell/clock';
import { adminTitle } from './adminTitle';
import styles from './AdminPage.module.css';

/** Under the title: the cards are totals to date, and their month-on-month changes are not measured. */
export const DASHBOARD_DESCRIPTION =
  "Totals to date and today's activity. The changes from last month are sample figures.";

/** The spec's static change line of a card, when its total is something: no growth is shown on zero. */
const changeOf = (total: number, text: string) => (total > 0 ? text : undefined);

/** /admin: four stat cards, today's performance and the 5 newest orders. */
export function DashboardPage() {
  const { restaurants, orders, users } = useAdminData();
  const now = useNow();
  const stats = useMemo(
    () => computeAdminStats({ restaurants, orders, users }, now),
    [restaurants, orders, users, now],
  );
  const recent = useMemo(() => recentOrders(orders, 5), [orders]);

  return (
    <div className={styles.AdminPage}>
      <title>{adminTitle('Dashboard')}</title>
      {/*
        The spec fixes the cards' change texts (static '+12%'… '+22% from last month') and the panel's title and
        labels; the line under the title is ours, so it says what the figures are. A total of nothing has no change
        line: growth on zero (an emptied platform) would be a made-up trend.
      */}
      <AdminPageHeader title="Dashboard" description={DASHBOARD_DESCRIPTION} />
      <ul aria-label="Totals" className={styles.AdminPageStats}>
        <li>
          <StatCard
            label="Total Restaurants"
            value={formatCount(stats.totalRestaurants)}
            change={changeOf(stats.totalRestaurants, '+12% from last month')}
            icon="store"
          />
        </li>
        <li>
          <StatCard
            label="Total Orders"
            value={formatCount(stats.totalOrders)}
            change={changeOf(stats.totalOrders, '+8% from last month')}
            icon="receipt"
          />
        </li>
        <li>
          <StatCard
            label="Total Users"
            value={formatCount(stats.totalUsers)}
            change={changeOf(stats.totalUsers, '+15% from last month')}
            icon="users"
          />
        </li>
        <li>
          <StatCard
            label="Total Revenue"
            value={formatPrice(stats.totalRevenue)}
            change={changeOf(stats.totalRevenue, '+22% from last month')}
            icon="banknote"
          />
        </li>
      </ul>
      <div className={styles.AdminPagePanels}>
        <PerformancePanel stats={stats} />
        <RecentOrdersList orders={recent} />
      </div>
    </div>
  );
}
