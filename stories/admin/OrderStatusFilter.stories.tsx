import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OrderStatusFilter } from '../../src/components/admin';

const meta = {
  title: 'Admin/OrderStatusFilter',
  component: OrderStatusFilter,
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
  args: { value: 'all', onChange: fn() },
} satisfies Meta<typeof OrderStatusFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllOrders: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Filter by status' });
    await expect(select).toHaveDisplayValue('All Orders');
    const options = canvas.getAllByRole('option').map((option) => option.textContent);
    await expect(options).toEqual(['All Orders', 'Preparing', 'On the Way', 'Delivered']);
    await userEvent.selectOptions(select, 'On the Way');
    await expect(args.onChange).toHaveBeenCalledWith('on-the-way');
  },
};

export const Delivered: Story = {
  args: { ...meta.args, value: 'delivered' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Filter by status' })).toHaveDisplayValue('Delivered');
  },
};
