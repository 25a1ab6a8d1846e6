import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UsersPage } from '../../src/app/admin/UsersPage';
import { DEFAULT_NOW } from '../../src/data';
import { userStats } from '../../src/domain';
import { EMPTY_DATA, smallSeedData } from '../admin/adminStoryData';
import { atViewport } from '../../.storybook/modes';

// Six users, the second one inactive.
const small = smallSeedData({ users: 6 });
const data = {
  ...small,
  users: small.users.map((user, index) => ({
    ...user,
    status: index === 1 ? ('inactive' as const) : ('active' as const),
  })),
};
const first = data.users[0]!;
const inactive = data.users[1]!;

/** Names on the user cards, in order. */
function cardNames(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

const meta = {
  ...atViewport('desktop'),
  title: 'Pages/AdminUsers',
  component: UsersPage,
  parameters: { ...atViewport('desktop').parameters, layout: 'fullscreen', router: { route: '/admin/users' }, data },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(cardNames(canvasElement)).toEqual(data.users.map((user) => user.name));
  },
};

/** The search matches name or email, case-insensitive. */
export const Search: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search users' });
    await step('by name, in capitals', async () => {
      await userEvent.type(search, first.name.toUpperCase());
      await expect(cardNames(canvasElement)).toContain(first.name);
      await expect(
        cardNames(canvasElement).every((name) => name.toLowerCase().includes(first.name.toLowerCase())),
      ).toBe(true);
    });
    await step('by email', async () => {
      await userEvent.clear(search);
      await userEvent.type(search, inactive.email);
      await expect(cardNames(canvasElement)).toEqual([inactive.name]);
    });
  },
};

/** A search that matches nobody says so (status filter on All Users). */
export const SearchNoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'zzzz-nobody');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('No users match your search.');
  },
};

/** Only the status filter empties the list (every user active, filter Inactive): the text names the status. */
export const StatusFilterNoMatch: Story = {
  parameters: { data: { ...data, users: data.users.map((user) => ({ ...user, status: 'active' as const })) } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Inactive');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('No users with this status.');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'All Users');
    await expect(cardNames(canvasElement)).toEqual(data.users.map((user) => user.name));
  },
};

/** Search and status filter together match nobody: the text names both. */
export const SearchAndStatusNoMatch: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search users' });
    await step('the search alone finds the active user', async () => {
      await userEvent.type(search, first.email);
      await expect(cardNames(canvasElement)).toEqual([first.name]);
    });
    await step('with Inactive on top, nobody', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Inactive');
      await expect(canvas.queryByRole('article')).toBeNull();
      await expect(canvas.getByRole('status')).toHaveTextContent('No users with this status match your search.');
    });
    await step('clearing the search leaves the status as the only cause', async () => {
      await userEvent.clear(search);
      await expect(cardNames(canvasElement)).toEqual([inactive.name]);
    });
  },
};

/** Inactive lists only the inactive user; Active lists every other user. */
export const StatusFilter: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Inactive');
    await expect(cardNames(canvasElement)).toEqual([inactive.name]);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Active');
    await expect(cardNames(canvasElement)).toEqual(
      data.users.filter((user) => user.id !== inactive.id).map((user) => user.name),
    );
  },
};

/**
 * Under a status filter, a status change takes the card out at once: focus moves to the name of the card
 * that takes its place (or the one before it, or the empty state), never to <body>, and a polite live
 * region says why the card went.
 */
export const StatusLeavesFilter: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const status = (name: string) => canvas.getByRole('combobox', { name: `Status for ${name}` });
    const announced = (text: string) => expect(canvas.getByText(text)).toHaveAttribute('aria-live', 'polite');
    const active = data.users.filter((user) => user.status === 'active');
    const [a1, a2] = active;
    const last = active.at(-1)!;
    const beforeLast = active.at(-2)!;
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Active');
    await step('the first card leaves: focus moves to the name of the card now first', async () => {
      await userEvent.selectOptions(status(a1!.name), 'Inactive');
      await expect(canvas.queryByRole('heading', { name: a1!.name })).toBeNull();
      await expect(document.activeElement).not.toBe(document.body);
      await expect(canvas.getByRole('heading', { name: a2!.name })).toHaveFocus();
      await announced(`${a1!.name} is now Inactive and no longer matches this filter.`);
    });
    await step("Tab goes on to that card's status selector", async () => {
      await userEvent.tab();
      await expect(status(a2!.name)).toHaveFocus();
    });
    await step('the last card leaves: focus moves to the card before it', async () => {
      await userEvent.selectOptions(status(last.name), 'Inactive');
      await expect(canvas.getByRole('heading', { name: beforeLast.name })).toHaveFocus();
      await announced(`${last.name} is now Inactive and no longer matches this filter.`);
    });
    await step('the only card leaves: focus moves to the empty state, which names the filter', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Inactive');
      const inactiveNow = cardNames(canvasElement);
      for (const name of inactiveNow.slice(1)) await userEvent.selectOptions(status(name), 'Active');
      await userEvent.selectOptions(status(inactiveNow[0]!), 'Active');
      await expect(canvas.queryByRole('article')).toBeNull();
      const empty = canvas.getByRole('status');
      await expect(empty).toHaveTextContent('No users with this status.');
      await expect(empty).toHaveFocus();
      await announced(`${inactiveNow[0]!} is now Active and no longer matches this filter.`);
    });
  },
};

/** Switching a user to inactive updates the card; Active then leaves them out, Inactive lists them. */
export const ChangeStatus: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const filter = canvas.getByRole('combobox', { name: 'Filter by status' });
    await step('switch the first user to Inactive', async () => {
      const select = canvas.getByRole('combobox', { name: `Status for ${first.name}` });
      await userEvent.selectOptions(select, 'Inactive');
      await expect(select).toHaveValue('inactive');
      const card = canvas.getByRole('heading', { name: first.name }).closest('article')!;
      await expect(card).toHaveAttribute('data-status', 'inactive');
      await expect(within(card).getByText('inactive')).toHaveAttribute('data-status', 'inactive');
    });
    await step('Active: the other active users, without them', async () => {
      await userEvent.selectOptions(filter, 'Active');
      await expect(cardNames(canvasElement)).toEqual(
        data.users.filter((user) => user.id !== first.id && user.id !== inactive.id).map((user) => user.name),
      );
    });
    await step('Inactive: them and the user who already was', async () => {
      await userEvent.selectOptions(filter, 'Inactive');
      await expect(cardNames(canvasElement)).toEqual([first.name, inactive.name]);
      await expect(canvas.getByRole('combobox', { name: `Status for ${first.name}` })).toHaveValue('inactive');
    });
  },
};

export const ViewDetails: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `View Details for ${first.name}` }));
    const dialog = within(canvas.getByRole('dialog', { name: 'User Details' }));
    const stats = userStats(first, DEFAULT_NOW);
    await expect(dialog.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(dialog.getByText('Days Since Joining').nextElementSibling).toHaveTextContent(
      String(stats.daysSinceJoining),
    );
    await expect(dialog.getByText('Member Since:').parentElement).toHaveTextContent(stats.memberSince);
    await expect(dialog.getByText('Last Activity:').parentElement).toHaveTextContent('Last Activity: Recently Active');
  },
};

export const Empty: Story = {
  parameters: { data: EMPTY_DATA },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No users yet');
  },
};

export const Phone: Story = {
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
