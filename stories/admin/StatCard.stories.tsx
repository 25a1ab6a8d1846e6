import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard } from '../../src/components/admin';

const meta = {
  title: 'Admin/StatCard',
  component: StatCard,
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
  args: { label: 'Total Orders', value: '200', change: '+8% from last month', icon: 'receipt' },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Total Orders' })).toBeVisible();
    await expect(canvas.getByText('200')).toBeVisible();
    await expect(canvas.getByText('+8% from last month')).toBeVisible();
  },
};

export const Revenue: Story = {
  args: {
    ...meta.args,
    label: 'Total Revenue',
    value: '$12,345.67',
    change: '+22% from last month',
    icon: 'dashboard',
  },
};

export const WithoutChange: Story = {
  args: { ...meta.args, change: undefined, icon: undefined },
};
