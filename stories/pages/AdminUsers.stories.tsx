import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { UsersPage } from '../../src/app/admin/UsersPage';
import { DEFAULT_NOW } from '../../src/data';
import { userStats, type SeedData } from '../../src/domain';
import { EMPTY_DATA, smallSlice } from '../admin/adminStoryData';
import { expectAnnouncedOnce } from '../support/announce';
import { leaveFocus } from '../support/focus';
import { listFollows } from '../support/lists';
import { storyData } from '../support/storyData';
import { atViewport } from '../../.storybook/modes';
import { adminPage } from '../support/adminPage';

/** The toolbar seed's first six users, the second one inactive and the others active. */
const sixUsers = smallSlice({ users: 6 }, (data) => ({
  ...data,
  users: data.users.map((user, index) => ({
    ...user,
    status: index === 1 ? ('inactive' as const) : ('active' as const),
  })),
}));

/** The story's users: all of them, the first (active) and the second (inactive). */
function cast(context: Parameters<typeof storyData>[0]) {
  const data: SeedData = storyData(context);
  return { data, first: data.users[0]!, inactive: data.users[1]! };
}

/** Names on the user cards, in order. */
function cardNames(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

const meta = {
  ...atViewport('desktop'),
  title: 'Pages/Admin/Users',
  id: 'pages-adminusers',
  component: UsersPage,
  parameters: {
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
    router: { route: '/admin/users' },
    dataFromSeed: sixUsers,
  },
  decorators: [adminPage],
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { data } = cast(context);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(cardNames(canvasElement)).toEqual(data.users.map((user) => user.name));
    await expect(canvas.getByRole('heading', { name: data.users[1]!.name }).closest('article')).toHaveAttribute(
      'data-status',
      'inactive',
    );
  },
};

/** The search matches name or email, case-insensitive. */
export const Search: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step } = context;
    const { first, inactive } = cast(context);
    const search = canvas.getByRole('searchbox', { name: 'Search users' });
    await step('by name, in capitals', async () => {
      await userEvent.type(search, first.name.toUpperCase());
      await listFollows(canvasElement);
      await expect(cardNames(canvasElement)).toContain(first.name);
      await expect(
        cardNames(canvasElement).every((name) => name.toLowerCase().includes(first.name.toLowerCase())),
      ).toBe(true);
    });
    await step('by email', async () => {
      await userEvent.clear(search);
      await listFollows(canvasElement);
      await userEvent.type(search, inactive.email);
      await listFollows(canvasElement);
      await expect(cardNames(canvasElement)).toEqual([inactive.name]);
    });
    leaveFocus();
  },
};

/**
 * A search that matches nobody says so (status filter on All Users), with its next step, 'Clear filters'
 * (the story ends on the empty state; "Clear filters" shows what the button does).
 */
export const SearchNoMatch: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'zzzz-nobody');
    await listFollows(canvasElement);
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('No users match your search.');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    leaveFocus();
  },
};

/** Only the status filter empties the list (every user active, filter Inactive): the text names the status. */
export const StatusFilterNoMatch: Story = {
  parameters: {
    dataFromSeed: (seeded: SeedData) => {
      const data = sixUsers(seeded);
      return { ...data, users: data.users.map((user) => ({ ...user, status: 'active' as const })) };
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Inactive');
    await listFollows(canvasElement);
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('No users with this status.');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    leaveFocus();
  },
};

/** Search and status filter together match nobody: the text names both. */
export const SearchAndStatusNoMatch: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step } = context;
    const { first } = cast(context);
    const search = canvas.getByRole('searchbox', { name: 'Search users' });
    await step('the search alone finds the active user', async () => {
      await userEvent.type(search, first.email);
      await listFollows(canvasElement);
      await expect(cardNames(canvasElement)).toEqual([first.name]);
    });
    await step('with Inactive on top, nobody', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Inactive');
      await listFollows(canvasElement);
      await expect(canvas.queryByRole('article')).toBeNull();
      await expect(canvas.getByRole('status')).toHaveTextContent('No users with this status match your search.');
    });
    leaveFocus();
  },
};

/**
 * The way back from an empty list: clearing the search leaves the status as the only cause; 'Clear filters'
 * empties the search, sets the filter back to All Users, lists every user again and puts focus on the list.
 */
export const ClearFilters: Story = {
  // Ends looking like Default, which has the reference image.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step } = context;
    const { data, first, inactive } = cast(context);
    const search = canvas.getByRole('searchbox', { name: 'Search users' });
    const status = canvas.getByRole('combobox', { name: 'Filter by status' });
    await step('a search and Inactive together: nobody', async () => {
      await userEvent.type(search, first.email);
      await userEvent.selectOptions(status, 'Inactive');
      await listFollows(canvasElement);
      await expect(canvas.queryByRole('article')).toBeNull();
    });
    await step('clearing the search leaves the status as the only cause', async () => {
      await userEvent.clear(search);
      await listFollows(canvasElement);
      await expect(cardNames(canvasElement)).toEqual([inactive.name]);
    });
    await step('with the search again, Clear filters resets both; focus on the list', async () => {
      await userEvent.type(search, first.email);
      await listFollows(canvasElement);
      await expect(canvas.queryByRole('article')).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
      await listFollows(canvasElement);
      await expect(search).toHaveValue('');
      await expect(status).toHaveValue('all');
      await expect(cardNames(canvasElement)).toEqual(data.users.map((user) => user.name));
      await waitFor(() => expect(canvas.getByRole('list', { name: 'Users' })).toHaveFocus());
    });
    leaveFocus();
  },
};

/** Inactive lists only the inactive user; Active lists every other user. */
export const StatusFilter: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { data, inactive } = cast(context);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Inactive');
    await listFollows(canvasElement);
    await expect(cardNames(canvasElement)).toEqual([inactive.name]);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Active');
    await listFollows(canvasElement);
    await expect(cardNames(canvasElement)).toEqual(
      data.users.filter((user) => user.id !== inactive.id).map((user) => user.name),
    );
    leaveFocus();
  },
};

/**
 * Under a status filter, a status change takes the card out at once: focus moves to the name of the card
 * that takes its place (or the one before it, or the empty state), never to <body>, and a polite live
 * region says why the card went.
 */
export const StatusLeavesFilter: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step } = context;
    const { data } = cast(context);
    const status = (name: string) => canvas.getByRole('combobox', { name: `Status for ${name}` });
    const announced = (text: string) => expectAnnouncedOnce(canvasElement, text);
    const active = data.users.filter((user) => user.status === 'active');
    const [a1, a2] = active;
    const last = active.at(-1)!;
    const beforeLast = active.at(-2)!;
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Active');
    await listFollows(canvasElement);
    await step('the first card leaves: focus moves to the name of the card now first', async () => {
      await userEvent.selectOptions(status(a1!.name), 'Inactive');
      await expect(canvas.queryByRole('heading', { name: a1!.name })).toBeNull();
      await expect(document.activeElement).not.toBe(document.body);
      await expect(canvas.getByRole('heading', { name: a2!.name })).toHaveFocus();
      await announced(`${a1!.name} is now Inactive. It no longer matches this filter.`);
    });
    await step("Tab goes on to that card's status selector", async () => {
      await userEvent.tab();
      await expect(status(a2!.name)).toHaveFocus();
    });
    await step('the last card leaves: focus moves to the card before it', async () => {
      await userEvent.selectOptions(status(last.name), 'Inactive');
      await expect(canvas.getByRole('heading', { name: beforeLast.name })).toHaveFocus();
      await announced(`${last.name} is now Inactive. It no longer matches this filter.`);
    });
    await step('the only card leaves: focus moves to the empty state, which names the filter', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Inactive');
      await listFollows(canvasElement);
      const inactiveNow = cardNames(canvasElement);
      for (const name of inactiveNow.slice(1)) await userEvent.selectOptions(status(name), 'Active');
      await userEvent.selectOptions(status(inactiveNow[0]!), 'Active');
      await expect(canvas.queryByRole('article')).toBeNull();
      const empty = canvas.getByRole('status');
      await expect(empty).toHaveTextContent('No users with this status.');
      await expect(empty).toHaveFocus();
      await announced(`${inactiveNow[0]!} is now Active. It no longer matches this filter.`);
    });
    leaveFocus();
  },
};

/** Switching a user to inactive updates the card; Active then leaves them out, Inactive lists them. */
export const ChangeStatus: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step } = context;
    const { data, first, inactive } = cast(context);
    const filter = canvas.getByRole('combobox', { name: 'Filter by status' });
    await step('switch the first user to Inactive', async () => {
      const select = canvas.getByRole('combobox', { name: `Status for ${first.name}` });
      await userEvent.selectOptions(select, 'Inactive');
      await expect(select).toHaveValue('inactive');
      const card = canvas.getByRole('heading', { name: first.name }).closest('article')!;
      await expect(card).toHaveAttribute('data-status', 'inactive');
      await expect(select).toHaveAttribute('data-status', 'inactive');
      // The admin hears and sees it confirmed.
      await expect(canvas.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
        `${first.name} is now Inactive.`,
      );
    });
    await step('Active: the other active users, without them', async () => {
      await userEvent.selectOptions(filter, 'Active');
      await listFollows(canvasElement);
      await expect(cardNames(canvasElement)).toEqual(
        data.users.filter((user) => user.id !== first.id && user.id !== inactive.id).map((user) => user.name),
      );
    });
    await step('Inactive: them and the user who already was', async () => {
      await userEvent.selectOptions(filter, 'Inactive');
      await listFollows(canvasElement);
      await expect(cardNames(canvasElement)).toEqual([first.name, inactive.name]);
      await expect(canvas.getByRole('combobox', { name: `Status for ${first.name}` })).toHaveValue('inactive');
    });
    leaveFocus();
  },
};

/** 'View Details' opens the user's details dialog (it keeps the focus while open). */
export const ViewDetails: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { first } = cast(context);
    await userEvent.click(canvas.getByRole('button', { name: `View Details for ${first.name}` }));
    const dialog = await canvas.findByRole('dialog', { name: 'User Details' });
    const view = within(dialog);
    const stats = userStats(first, DEFAULT_NOW);
    await expect(view.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(view.getByText('Days Since Joining').nextElementSibling).toHaveTextContent(
      String(stats.daysSinceJoining),
    );
    await expect(view.getByText('Member Since:').parentElement).toHaveTextContent(stats.memberSince);
    await expect(view.getByText('Last Activity:').parentElement).toHaveTextContent('Last Activity: Recently Active');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

export const Empty: Story = {
  parameters: { data: EMPTY_DATA },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No users yet');
    // No filter emptied it: nothing to clear.
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

export const Phone: Story = {
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
