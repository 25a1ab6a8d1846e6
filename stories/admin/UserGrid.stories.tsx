import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { UserGrid, usersEmptyText } from '../../src/components/admin';
import { makeUser } from '../../src/data';
import { leaveFocus } from '../support/focus';
import { seededArgs } from '../support/storyData';
import { atViewport } from '../../.storybook/modes';

const users = [makeUser({}, 1), makeUser({ status: 'inactive' }, 2), makeUser({}, 3), makeUser({}, 4)];

const meta = {
  ...atViewport('desktop'),
  title: 'Admin/UserGrid',
  component: UserGrid,
  parameters: { ...atViewport('desktop').parameters, layout: 'padded' },
  args: { users, onStatusChange: fn(), onView: fn() },
} satisfies Meta<typeof UserGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active and inactive users together. */
export const Default: Story = {
  args: { ...meta.args },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const args = seededArgs(context);
    const cards = canvas.getAllByRole('article');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      args.users.map((user) => user.name),
    );
    await expect(cards.map((card) => card.dataset.status)).toEqual(args.users.map((user) => user.status));
    const second = args.users[1]!;
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: `Status for ${second.name}` }), 'Active');
    await expect(args.onStatusChange).toHaveBeenCalledWith(second.id, 'active');
    leaveFocus();
  },
};

export const Empty: Story = {
  args: { ...meta.args, users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No users yet');
  },
};

/** The search matched nobody: the text names the search. */
export const NoMatch: Story = {
  args: { ...meta.args, users: [], emptyText: usersEmptyText({ total: 4, search: 'zzz', status: 'all' }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('No users match your search.');
  },
};

/** Only the status filter emptied the list: the text names the status, not a search. */
export const NoStatusMatch: Story = {
  args: { ...meta.args, users: [], emptyText: usersEmptyText({ total: 4, search: '  ', status: 'inactive' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No users with this status.');
    await expect(canvas.getByRole('status')).not.toHaveTextContent('search');
  },
};

/** Search and status filter together matched nobody. */
export const NoSearchAndStatusMatch: Story = {
  args: { ...meta.args, users: [], emptyText: usersEmptyText({ total: 4, search: 'ann', status: 'active' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No users with this status match your search.');
  },
};
