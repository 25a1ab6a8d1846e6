import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PerformancePanel } from '../../src/components/admin';
import { DEFAULT_NOW, DEFAULT_SEED, getSeedData } from '../../src/data';
import { computeAdminStats, formatCount, formatPrice } from '../../src/domain';

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
"Today's Performance" on the dashboard: how today is going at a glance.

**Use it** on the dashboard, with figures from \`computeAdminStats\`. **Don't use it** for all-time totals (those are \`StatCard\`s).

**Anatomy**: a panel titled "Today's Performance" with four rows (the spec's title and labels): Orders Today · Revenue Today · Average Order Value · Top Restaurant. The last two are over every order to date, not today's, and say so in a quiet line under the value: "across all 200 orders", "most orders to date".

**States**: with orders · no orders: zeros, "No orders yet" for the top restaurant, and no scope lines.

**Keyboard and screen readers**: a \`region\` named by its heading; the figures are a description list (label, then value). Nothing to operate.
`;

const meta = {
  title: 'Admin/PerformancePanel',
  tags: ['stable'],
  component: PerformancePanel,
  parameters: { docs: { description: { component: COMPONENT_DOCS } } },
  decorators: [(Story) => <div style={{ width: 420, maxWidth: '100%' }}>{Story()}</div>],
  args: { stats: computeAdminStats(getSeedData(), DEFAULT_NOW) },
} satisfies Meta<typeof PerformancePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  // Stats carry no entity ids for the toolbar's re-seeding to follow: recompute them for the "Data seed".
  render: (args, { globals }) => (
    <PerformancePanel
      {...args}
      stats={computeAdminStats(getSeedData(Number(globals.seed ?? DEFAULT_SEED)), DEFAULT_NOW)}
    />
  ),
  play: async ({ canvas, globals }) => {
    const stats = computeAdminStats(getSeedData(Number(globals.seed ?? DEFAULT_SEED)), DEFAULT_NOW);
    await expect(canvas.getByRole('heading', { name: "Today's Performance" })).toBeVisible();
    for (const label of ['Orders Today', 'Revenue Today', 'Average Order Value', 'Top Restaurant']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    // The two figures that are not today's say what they span.
    await expect(canvas.getByText('Average Order Value').nextElementSibling).toHaveTextContent(
      `${formatPrice(stats.averageOrderValue)} across all ${formatCount(stats.totalOrders)} orders`,
    );
    await expect(canvas.getByText('Top Restaurant').nextElementSibling).toHaveTextContent(
      `${stats.topRestaurant} most orders to date`,
    );
  },
};

export const NoOrders: Story = {
  args: { stats: computeAdminStats({ restaurants: [], orders: [], users: [] }, DEFAULT_NOW) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders yet')).toBeVisible();
    await expect(canvas.getAllByText('$0.00')).toHaveLength(2);
    await expect(canvas.queryByText(/across|to date/)).toBeNull();
  },
};

/** A top restaurant's name too long for the label's line wraps under it and keeps to the right, its caption under it. */
export const LongTopRestaurant: Story = {
  args: {
    stats: {
      ...computeAdminStats(getSeedData(), DEFAULT_NOW),
      topRestaurant: 'Bangkok House Harlem and Grill',
    },
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const label = canvas.getByText('Top Restaurant');
    const value = label.nextElementSibling as HTMLElement;
    const row = label.parentElement!;
    const caption = canvas.getByText('most orders to date');
    await expect(value.getBoundingClientRect().top).toBeGreaterThan(label.getBoundingClientRect().bottom - 1);
    // Value and caption end where the row ends, like the figures above them.
    const rowEnd = row.getBoundingClientRect().right;
    await expect(Math.abs(value.getBoundingClientRect().right - rowEnd)).toBeLessThan(1);
    await expect(Math.abs(caption.getBoundingClientRect().right - rowEnd)).toBeLessThan(1);
  },
};
