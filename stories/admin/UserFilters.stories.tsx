import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UserFilters } from '../../src/components/admin';
import { leaveFocus } from '../support/focus';

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The **Users** screen's search box and status filter.

**Use it** above \`UserGrid\`, controlled by the page. **Don't use it** for the storefront's restaurant search.

**Anatomy**: a group named "Filter users": **Search users** (a search box, "Search by name or email...") and **Filter by status** (All Users, Active, Inactive).

**States**: empty · a search typed and/or a status picked.

**Keyboard and screen readers**: a native search box (Escape clears it in most browsers) and a native select, both with labels. The search reports every keystroke (name or email, case-insensitive); the grid below says what emptied it ("No users match your search.", "No users with this status.", or both).
`;

const meta = {
  title: 'Admin/UserFilters',
  tags: ['stable'],
  component: UserFilters,
  parameters: { docs: { description: { component: COMPONENT_DOCS } } },
  decorators: [(Story) => <div style={{ width: 640, maxWidth: '100%' }}>{Story()}</div>],
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
