import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from '../../src/components/ui';

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  args: { status: 'preparing' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Preparing: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('preparing')).toHaveAttribute('data-status', 'preparing');
  },
};

export const OnTheWay: Story = {
  args: { ...meta.args, status: 'on-the-way' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('on the way');
    await expect(badge).toHaveAttribute('data-status', 'on-the-way');
    await expect(getComputedStyle(badge).textTransform).toBe('capitalize');
  },
};

export const Delivered: Story = {
  args: { ...meta.args, status: 'delivered' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('delivered')).toHaveAttribute('data-status', 'delivered');
  },
};

export const Active: Story = {
  args: { ...meta.args, status: 'active' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('active')).toHaveAttribute('data-status', 'active');
  },
};

export const Inactive: Story = {
  args: { ...meta.args, status: 'inactive' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('inactive')).toHaveAttribute('data-status', 'inactive');
  },
};

export const AllStatuses: Story = {
  args: { ...meta.args },
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusBadge status="preparing" />
      <StatusBadge status="on-the-way" />
      <StatusBadge status="delivered" />
      <StatusBadge status="active" />
      <StatusBadge status="inactive" />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const text of ['preparing', 'on the way', 'delivered', 'active', 'inactive']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};
