import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { UsersPage } from '../../src/app/admin/UsersPage';
import { DEFAULT_NOW } from '../../src/data';
import { filterUsers, userStats, type ListNoun, type SeedData, type User, type UserStatus } from '../../src/domain';
import { EMPTY_DATA } from '../admin/adminStoryData';
import { expectAnnouncedOnce } from '../support/announce';
import { leaveFocus } from '../support/focus';
import { cardPage, expectCardPage, goToPage, listFollows, recordPage } from '../support/lists';
import { storyData } from '../support/storyData';
import { atViewport } from '../../.storybook/modes';
import { adminPage } from '../support/adminPage';
import { pageSource } from '../support/pageSource';

const USERS: ListNoun = { one: 'user', other: 'users' };

/**
 * The toolbar seed's whole data set (at its Data scale) with every user active: for the stories whose state needs
 * no inactive user to start with. The data set keeps its size, so the count line and the dashboard still agree.
 */
const everyoneActive = (seeded: SeedData): SeedData => ({
  ...seeded,
  users: seeded.users.map((user) => ({ ...user, status: 'active' as const })),
});

/** The first of `users` with `status` (the seed gives each status to some users at every scale). */
function firstWith(users: readonly User[], status: UserStatus): User {
  const user = users.find((candidate) => candidate.status === status);
  if (!user) throw new Error(`The story's data set has no ${status} user.`);
  return user;
}

/**
 * The story's users (the toolbar seed's, at its Data scale) and the first active one. The page shows 24 a page:
 * 3 pages at the spec's 50 users, 21 at 10×.
 */
function cast(context: Parameters<typeof storyData>[0]) {
  const { users } = storyData(context);
  return { users, first: firstWith(users, 'active') };
}

/** Names on the user cards, in order. */
function cardNames(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

/** The cards are page `page` of `users` (their names, in order), under a count line that counts them all. */
async function expectUsersPage(canvasElement: HTMLElement, users: readonly User[], page = 1) {
  await expectCardPage(canvasElement, users, USERS, page);
  await expect(cardNames(canvasElement)).toEqual(cardPage(users, USERS, page).shown.map((user) => user.name));
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
    docs: { source: pageSource('adminUsers') },
  },
  decorators: [adminPage],
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every user of the data set (its count is the dashboard's: 50 at the spec's sizes, 500 at 10×), 24 a page, each
 * card showing the user's status.
 */
export const Default: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { users } = cast(context);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expectUsersPage(canvasElement, users);
    const statuses = canvas.getAllByRole('article').map((card) => card.getAttribute('data-status'));
    await expect(statuses).toEqual(cardPage(users, USERS).shown.map((user) => user.status));
  },
};

/** The search matches name or email, case-insensitive. */
export const Search: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step } = context;
    const { users, first } = cast(context);
    const inactive = firstWith(users, 'inactive');
    const search = canvas.getByRole('searchbox', { name: 'Search users' });
    await step('by name, in capitals', async () => {
      await userEvent.type(search, first.name.toUpperCase());
      await listFollows(canvasElement);
      await expect(cardNames(canvasElement)).toContain(first.name);
      await expect(
        cardNames(canvasElement).every((name) => name.toLowerCase().includes(first.name.toLowerCase())),
      ).toBe(true);
      await expectUsersPage(canvasElement, filterUsers(users, { search: first.name.toUpperCase() }));
    });
    await step('by email', async () => {
      await userEvent.clear(search);
      await listFollows(canvasElement);
      await userEvent.type(search, inactive.email);
      await listFollows(canvasElement);
      await expect(cardNames(canvasElement)).toEqual([inactive.name]);
      await expectUsersPage(canvasElement, filterUsers(users, { search: inactive.email }));
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

/**
 * Only the status filter empties the list (filter Inactive, no search): the text names the status. The seed has
 * inactive users at every scale, so here every user of the data set (all of them, at the toolbar's scale) is active.
 */
export const StatusFilterNoMatch: Story = {
  parameters: { dataFromSeed: everyoneActive },
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
    const { users, first } = cast(context);
    const search = canvas.getByRole('searchbox', { name: 'Search users' });
    await step('the search alone finds the active user', async () => {
      await userEvent.type(search, first.email);
      await listFollows(canvasElement);
      await expect(cardNames(canvasElement)).toEqual([first.name]);
      await expectUsersPage(canvasElement, filterUsers(users, { search: first.email }));
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
    const { users, first } = cast(context);
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
      await expectUsersPage(canvasElement, filterUsers(users, { status: 'inactive' }));
    });
    await step('with the search again, Clear filters resets both; focus on the list', async () => {
      await userEvent.type(search, first.email);
      await listFollows(canvasElement);
      await expect(canvas.queryByRole('article')).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
      await listFollows(canvasElement);
      await expect(search).toHaveValue('');
      await expect(status).toHaveValue('all');
      await expectUsersPage(canvasElement, users);
      await waitFor(() => expect(canvas.getByRole('list', { name: 'Users' })).toHaveFocus());
    });
    leaveFocus();
  },
};

/** Inactive lists only the inactive users; Active lists every other user. */
export const StatusFilter: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { users } = cast(context);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Inactive');
    await listFollows(canvasElement);
    await expectUsersPage(canvasElement, filterUsers(users, { status: 'inactive' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Active');
    await listFollows(canvasElement);
    await expectUsersPage(canvasElement, filterUsers(users, { status: 'active' }));
    leaveFocus();
  },
};

/**
 * Under a status filter, a status change takes the card out at once: focus moves to the name of the card
 * that takes its place (or the one before it, or the empty state), never to <body>, and a polite live
 * region says why the card went. Every user starts active (the whole data set, each status set to active): the
 * Inactive filter then lists only the two users this story switches, so the last of them leaving empties it
 * (with the seed's own inactive users it would take switching dozens, hundreds at 100×, back one by one).
 */
export const StatusLeavesFilter: Story = {
  parameters: { dataFromSeed: everyoneActive },
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step } = context;
    const { users } = cast(context);
    const status = (name: string) => canvas.getByRole('combobox', { name: `Status for ${name}` });
    const announced = (text: string) => expectAnnouncedOnce(canvasElement, text);
    const [a1, a2] = users;
    // The last page of the Active filter (every user, 24 a page), where the list's last card is.
    const lastPage = cardPage(users, USERS, cardPage(users, USERS).pageCount);
    const last = lastPage.shown.at(-1)!;
    const beforeLast = lastPage.shown.at(-2)!;
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Active');
    await listFollows(canvasElement);
    await step("the list's last card leaves: focus moves to the card before it", async () => {
      await goToPage(canvasElement, userEvent, USERS, lastPage.page);
      await expectCardPage(canvasElement, users, USERS, lastPage.page);
      await userEvent.selectOptions(status(last.name), 'Inactive');
      await expect(canvas.queryByRole('heading', { name: last.name })).toBeNull();
      await expect(canvas.getByRole('heading', { name: beforeLast.name })).toHaveFocus();
      await announced(`${last.name} is now Inactive. It no longer matches this filter.`);
    });
    await step('the first card leaves: focus moves to the name of the card now first', async () => {
      await goToPage(canvasElement, userEvent, USERS, 1);
      await userEvent.selectOptions(status(a1!.name), 'Inactive');
      await expect(canvas.queryByRole('heading', { name: a1!.name })).toBeNull();
      await expect(document.activeElement).not.toBe(document.body);
      await expect(canvas.getByRole('heading', { name: a2!.name })).toHaveFocus();
      await announced(`${a1!.name} is now Inactive. It no longer matches this filter.`);
      await expectCardPage(canvasElement, users.slice(1, -1), USERS);
    });
    await step("Tab goes on to that card's status selector", async () => {
      await userEvent.tab();
      await expect(status(a2!.name)).toHaveFocus();
    });
    await step('the only card leaves: focus moves to the empty state, which names the filter', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Inactive');
      await listFollows(canvasElement);
      const inactiveNow = cardNames(canvasElement);
      await expect(inactiveNow).toEqual([a1!.name, last.name]);
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
    const { users, first } = cast(context);
    const filter = canvas.getByRole('combobox', { name: 'Filter by status' });
    const after = users.map((user) => (user.id === first.id ? { ...user, status: 'inactive' as const } : user));
    await step('switch the first active user to Inactive', async () => {
      await goToPage(canvasElement, userEvent, USERS, recordPage(users, first));
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
      await expectUsersPage(canvasElement, filterUsers(after, { status: 'active' }));
      await expect(cardNames(canvasElement)).not.toContain(first.name);
    });
    await step('Inactive: them and the users who already were', async () => {
      await userEvent.selectOptions(filter, 'Inactive');
      await listFollows(canvasElement);
      await expectUsersPage(canvasElement, filterUsers(after, { status: 'inactive' }));
      await expect(canvas.getByRole('combobox', { name: `Status for ${first.name}` })).toHaveValue('inactive');
    });
    leaveFocus();
  },
};

/** 'View Details' opens the user's details dialog (it keeps the focus while open). */
export const ViewDetails: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { users, first } = cast(context);
    await goToPage(canvasElement, userEvent, USERS, recordPage(users, first));
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

/** No users at all (an empty data set, on purpose): the grid's empty state, with nothing to clear. */
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
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { users } = cast(context);
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toBeVisible();
    await expectCardPage(canvasElement, users, USERS);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
