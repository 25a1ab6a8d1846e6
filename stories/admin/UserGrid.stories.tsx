import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UserGrid } from '../../src/components/admin';
import { makeUser } from '../../src/data';

const users = [makeUser({}, 1), makeUser({ status: 'inactive' }, 2), makeUser({}, 3), makeUser({}, 4)];

const meta = {
  title: 'Admin/UserGrid',
  component: UserGrid,
  parameters: { layout: 'padded' },
  args: { users, onStatusChange: fn(), onView: fn() },
} satisfies Meta<typeof UserGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active and inactive users together. */
export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(users.length);
    const second = users[1]!;
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: `Status for ${second.name}` }), 'Active');
    await expect(args.onStatusChange).toHaveBeenCalledWith(second.id, 'active');
  },
};

export const Empty: Story = {
  args: { ...meta.args, users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No users yet');
  },
};

/** The search or status filter matched nobody. */
export const NoMatch: Story = {
  args: { ...meta.args, users: [], emptyText: 'No users match your search.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No users match your search.');
  },
};
