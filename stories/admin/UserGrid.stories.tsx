import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { UserGrid, usersEmptyText } from '../../src/components/admin';
import { getSeedData, makeUser } from '../../src/data';
import { leaveFocus } from '../support/focus';
import { atViewport } from '../../.storybook/modes';

const users = [makeUser({}, 1), makeUser({ status: 'inactive' }, 2), makeUser({}, 3), makeUser({}, 4)];

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The **Users** screen's list: every customer as a \`UserCard\` in a responsive grid, or an empty state that names what emptied it.

**Use it** for the admin's users. **Don't use it** for a short list elsewhere.

**Anatomy**: the count ("Showing 1–24 of 50 users": the matches of the search and filter) and, with more than one page, the pagination ("Pagination, users"); a list named "Users" (\`<ul>\`), one card per \`<li>\`, and a polite live region.

**Paging**: 24 cards a page, held by the parent (\`page\`, \`onPageChange\`; back to 1 when the search or filter changes). Paged rather than windowed: every card of a page is real, in Tab order and findable. Cards are memoised.

**States**: active and inactive users together · no users at all: "No users yet" · the search matched nobody · the status filter matched nobody · both (\`usersEmptyText\` picks the text; the page passes \`emptyAction\`, "Clear filters", when a search or filter emptied the list). When that action brings the users back, focus moves to the list.

**Keyboard and screen readers**: a list announced with its count; Tab goes card by card through the status select and View Details. Under a status filter, a card whose status changes leaves the grid at once: focus moves to the name of the card now in its place (the one before it if it was last; the empty state if none is left), and the live region says "*Name* is now *status* and no longer matches this filter."
`;

const meta = {
  ...atViewport('desktop'),
  title: 'Admin/UserGrid',
  tags: ['stable'],
  component: UserGrid,
  parameters: {
    docs: { description: { component: COMPONENT_DOCS } },
    ...atViewport('desktop').parameters,
    layout: 'padded',
  },
  argTypes: { emptyAction: { control: false } },
  args: { users, onStatusChange: fn(), onView: fn(), onPageChange: fn() },
} satisfies Meta<typeof UserGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active and inactive users together. */
export const Default: Story = {
  args: { ...meta.args },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
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
    // No users at all: no action without `emptyAction`.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The search matched nobody: the text names the search, and 'Clear filters' (`emptyAction`) offers a way back. */
export const NoMatch: Story = {
  args: {
    ...meta.args,
    users: [],
    emptyText: usersEmptyText({ total: 4, search: 'zzz', status: 'all' }),
    emptyAction: { label: 'Clear filters', onAction: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('No users match your search.');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.emptyAction!.onAction).toHaveBeenCalledTimes(1);
    leaveFocus();
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

/** The data set's 50 users: page 2 of 3 shows users 25–48. */
export const SecondPage: Story = {
  // A page of cards is taller than the viewport: shot at the viewport, like the page stories.
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  args: { ...meta.args, users: getSeedData().users, page: 2 },
  play: async (context) => {
    const { canvas, args } = context;
    // The count above the list speaks; the one repeated under a long page does not.
    const counts = canvas.getAllByText('Showing 25–48 of 50 users');
    await expect(counts[0]).toHaveAttribute('aria-live', 'polite');
    for (const count of counts.slice(1)) await expect(count).not.toHaveAttribute('aria-live');
    await expect(canvas.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(
      args.users.slice(24, 48).map((user) => user.name),
    );
    const nav = canvas.getByRole('navigation', { name: 'Pagination, users' });
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
  },
};
