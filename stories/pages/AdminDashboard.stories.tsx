import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DASHBOARD_DESCRIPTION, DashboardPage } from '../../src/app/admin/DashboardPage';
import { DEFAULT_NOW } from '../../src/data';
import {
  computeAdminStats,
  formatCount,
  formatDate,
  formatPrice,
  itemCount,
  recentOrders,
  statusLabel,
} from '../../src/domain';
import { EMPTY_DATA } from '../admin/adminStoryData';
import { storyData } from '../support/storyData';
import { atViewport } from '../../.storybook/modes';
import { pageSource } from '../support/pageSource';

const meta = {
  ...atViewport('desktop'),
  title: 'Pages/Admin/Dashboard',
  id: 'pages-admindashboard',
  component: DashboardPage,
  parameters: {
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
    router: { route: '/admin' },
    docs: { source: pageSource('adminDashboard') },
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toolbar seed's whole data set (12 restaurants, 200 orders, 50 users), stats at the frozen "now". */
export const Default: Story = {
  play: async (context) => {
    const { canvas, step } = context;
    const data = storyData(context);
    const stats = computeAdminStats(data, DEFAULT_NOW);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The change texts are the spec's static ones: the line under the title says they are samples.
    await expect(canvas.getByText(DASHBOARD_DESCRIPTION)).toBeVisible();
    await step('four stat cards with their static change texts', async () => {
      const cards: [string, string, string][] = [
        ['Total Restaurants', formatCount(data.restaurants.length), '+12% from last month'],
        ['Total Orders', formatCount(data.orders.length), '+8% from last month'],
        ['Total Users', formatCount(data.users.length), '+15% from last month'],
        ['Total Revenue', formatPrice(stats.totalRevenue), '+22% from last month'],
      ];
      for (const [label, value, change] of cards) {
        const card = canvas.getByRole('heading', { name: label }).closest('article')!;
        await expect(card).toHaveTextContent(value);
        await expect(card).toHaveTextContent(change);
      }
    });
    await step("today's performance", async () => {
      const panel = within(canvas.getByRole('region', { name: "Today's Performance" }));
      await expect(panel.getByText('Orders Today').nextElementSibling).toHaveTextContent(String(stats.todayOrders));
      await expect(panel.getByText('Revenue Today').nextElementSibling).toHaveTextContent(
        formatPrice(stats.todayRevenue),
      );
      // All orders to date, not today's (the spec's label under the spec's panel title): the figure says so.
      await expect(panel.getByText('Average Order Value').nextElementSibling).toHaveTextContent(
        `${formatPrice(stats.averageOrderValue)} across all ${formatCount(data.orders.length)} orders`,
      );
      await expect(panel.getByText('Top Restaurant').nextElementSibling).toHaveTextContent(
        `${stats.topRestaurant} most orders to date`,
      );
    });
    await step('the 5 newest orders, newest first: restaurant, date, item count, total, status', async () => {
      const recent = within(canvas.getByRole('region', { name: 'Recent Orders' }));
      const items = recent.getAllByRole('listitem');
      await expect(items).toHaveLength(5);
      const newest = [...data.orders].sort((a, b) => b.orderTime.getTime() - a.orderTime.getTime()).slice(0, 5);
      await expect(recentOrders(data.orders, 5).map((order) => order.id)).toEqual(newest.map((order) => order.id));
      // Row by row, by time: each row's <time> is the next newest order's, in descending order.
      const times = items.map((item) => item.querySelector('time')!.getAttribute('datetime'));
      await expect(times).toEqual(newest.map((order) => order.orderTime.toISOString()));
      await expect([...times].sort().reverse()).toEqual(times);
      for (const [index, order] of newest.entries()) {
        const row = within(items[index]!);
        const count = itemCount(order);
        await expect(row.getByText(order.restaurant.name)).toBeVisible();
        await expect(row.getByText(formatDate(order.orderTime))).toBeVisible();
        await expect(items[index]).toHaveTextContent(
          `${formatDate(order.orderTime)} • ${count} ${count === 1 ? 'item' : 'items'}`,
        );
        await expect(row.getByText(formatPrice(order.total))).toBeVisible();
        await expect(row.getByText(statusLabel(order.status))).toHaveAttribute('data-status', order.status);
      }
    });
  },
};

/** No data at all: zeros without change lines (no growth on nothing), and 'No orders yet'. */
export const NoData: Story = {
  parameters: { data: EMPTY_DATA },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Total Revenue' }).closest('article')).toHaveTextContent('$0.00');
    // Totals of nothing: no '+12% from last month' on zero, no made-up growth.
    await expect(within(canvas.getByRole('list', { name: 'Totals' })).queryByText(/from last month/)).toBeNull();
    await expect(canvas.getByText('Top Restaurant').nextElementSibling).toHaveTextContent('No orders yet');
    await expect(within(canvas.getByRole('region', { name: 'Recent Orders' })).getByRole('status')).toHaveTextContent(
      'No orders yet',
    );
  },
};

export const Phone: Story = {
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
