import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UserFilters } from '../../src/components/admin';
import { leaveFocus } from '../support/focus';

const meta = {
  title: 'Admin/UserFilters',
  component: UserFilters,
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
  args: { search: '', status: 'all', onSearchChange: fn(), onStatusChange: fn() },
} satisfies Meta<typeof UserFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllUsers: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search users' });
    await expect(search).toHaveAttribute('placeholder', 'Search by name or email...');
    await userEvent.type(search, 'a');
    await expect(args.onSearchChange).toHaveBeenCalledWith('a');
    const status = canvas.getByRole('combobox', { name: 'Filter by status' });
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['All Users', 'Active', 'Inactive']);
    await userEvent.selectOptions(status, 'Inactive');
    await expect(args.onStatusChange).toHaveBeenCalledWith('inactive');
    leaveFocus();
  },
};

export const Filtered: Story = {
  args: { ...meta.args, search: 'smith', status: 'active' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('smith');
    await expect(canvas.getByRole('combobox', { name: 'Filter by status' })).toHaveDisplayValue('Active');
  },
};
