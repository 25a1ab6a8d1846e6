import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RECENT_ORDERS_ARRIVE_TEXT, RecentOrdersList } from '../../src/components/admin';
import { makeOrder } from '../../src/data';
import { formatDate, formatPrice, type OrderStatus } from '../../src/domain';
import { atViewport } from '../../.storybook/modes';
import { expectLongTextHolds, phone360Frame, phoneFrame } from '../support/longText';
import { withLongRestaurantNames } from '../support/longRecords';

/** The statuses of the five orders: each one shown whatever the "Data seed" generated. */
const PLAN: OrderStatus[] = ['preparing', 'on-the-way', 'delivered', 'delivered', 'preparing'];
const orders = PLAN.map((status, index) => makeOrder({ status }, index + 1));

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
"Recent Orders" on the dashboard: the newest orders, one line each.

**Use it** on the dashboard with the five newest orders (\`recentOrders(orders, 5)\`). **Don't use it** to manage orders (use \`OrdersTable\`).

**Anatomy**: a panel titled "Recent Orders" listing, per order: restaurant · date and item count ("1 item" / "3 items") · total · status badge in its colour.

**States**: mixed statuses · a one-item order · empty: "No orders yet", and what will fill the list.

**Keyboard and screen readers**: a \`region\` named by its heading holding a list (announced with its count); the date is a \`<time>\` element and the status is text, not colour alone. Nothing to operate.
`;

const meta = {
  title: 'Admin/RecentOrdersList',
  tags: ['stable'],
  component: RecentOrdersList,
  parameters: { docs: { description: { component: COMPONENT_DOCS } } },
  decorators: [(Story) => <div style={{ width: 480, maxWidth: '100%' }}>{Story()}</div>],
  args: { orders },
} satisfies Meta<typeof RecentOrdersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One order of each status: the badge takes its colour (preparing yellow, on the way blue, delivered green). */
export const EveryStatus: Story = {
  args: { ...meta.args },
  render: (args) => (
    <RecentOrdersList {...args} orders={args.orders.map((order, index) => ({ ...order, status: PLAN[index]! }))} />
  ),
  play: async (context) => {
    const { canvas } = context;
    const first = context.args.orders[0]!;
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent(first.restaurant.name);
    await expect(items[0]).toHaveTextContent(formatDate(first.orderTime));
    await expect(items[0]).toHaveTextContent(formatPrice(first.total));
    await expect(canvas.getByText('on the way')).toHaveAttribute('data-status', 'on-the-way');
    await expect(canvas.getAllByText('preparing')[0]).toHaveAttribute('data-status', 'preparing');
  },
};

export const SingleItemOrder: Story = {
  args: { orders: [makeOrder({ items: [{ ...makeOrder().items[0]!, quantity: 1 }] })] },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByText(/1 item$/)).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent(context.args.orders[0]!.restaurant.name);
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No orders yet');
    // What will fill it, as every empty state says its next step or what comes.
    await expect(canvas.getByRole('status')).toHaveTextContent(RECENT_ORDERS_ARRIVE_TEXT);
  },
};

/**
 * Restaurants named with one unbroken 40-character word, at a 360 px phone: each name breaks beside its total and
 * status, shown whole (also at a 1280 px page's widths).
 */
export const LongUnbrokenText: Story = {
  args: { ...meta.args, orders: withLongRestaurantNames(orders) },
  ...atViewport('phone'),
  decorators: [phone360Frame],
  play: async ({ canvasElement, args }) => {
    const { orders: shown } = args;
    await expectLongTextHolds(
      canvasElement,
      phoneFrame(canvasElement).firstElementChild as HTMLElement,
      shown.map((order) => order.restaurant.name),
    );
  },
};
