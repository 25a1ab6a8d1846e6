import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RecentOrdersList } from '../../src/components/admin';
import { makeOrder } from '../../src/data';
import { formatDate } from '../../src/domain';

const orders = [
  makeOrder({ status: 'preparing' }, 1),
  makeOrder({ status: 'on-the-way' }, 2),
  makeOrder({ status: 'delivered' }, 3),
  makeOrder({ status: 'delivered' }, 4),
  makeOrder({ status: 'preparing' }, 5),
];

const meta = {
  title: 'Admin/RecentOrdersList',
  component: RecentOrdersList,
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
  args: { orders },
} satisfies Meta<typeof RecentOrdersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One order of each status: the badge takes its colour (preparing yellow, on the way blue, delivered green). */
export const EveryStatus: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    const first = orders[0]!;
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getAllByText(first.restaurant.name)[0]).toBeVisible();
    await expect(canvas.getAllByText(formatDate(first.orderTime))[0]).toBeVisible();
    await expect(canvas.getByText('on the way')).toHaveAttribute('data-status', 'on-the-way');
    await expect(canvas.getAllByText('preparing')[0]).toHaveAttribute('data-status', 'preparing');
  },
};

export const SingleItemOrder: Story = {
  args: { orders: [makeOrder({ items: [{ ...makeOrder().items[0]!, quantity: 1 }] })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/1 item$/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No orders yet');
  },
};
