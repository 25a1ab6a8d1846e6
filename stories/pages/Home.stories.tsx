import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HomePage } from '../../src/app/storefront/HomePage';
import { StorefrontLayout } from '../../src/app/storefront/StorefrontLayout';
import { RESTAURANT_PAGE_SIZE, shownText } from '../../src/components/storefront';
import { distinctCuisines, filterRestaurants, type Restaurant, type RestaurantFilter } from '../../src/domain';
import type { SeedData } from '../../src/domain';
import { leaveFocus } from '../support/focus';
import { storyData, type DataFromSeed } from '../support/storyData';
import { atViewport } from '../../.storybook/modes';
import { pageSource } from '../support/pageSource';

/** The story's restaurants (the toolbar seed's, or the story's own data set), and the open ones. */
function cast(context: Parameters<typeof storyData>[0]) {
  const { restaurants } = storyData(context);
  const open = restaurants.filter((restaurant) => restaurant.isOpen);
  return { restaurants, open, cuisine: open[0]!.cuisine[0]! };
}

/**
 * A story whose URL asks for a match (`?q=pizza`, `?cuisine=italian`) keeps one under any seed: when the
 * seed's data has no open restaurant matching `filter`, the first open one gets `patch` (a cuisine tag).
 */
function withMatch(filter: RestaurantFilter, patch: (restaurant: Restaurant) => Restaurant): DataFromSeed {
  return (data: SeedData) => {
    if (filterRestaurants(data.restaurants, filter).length > 0) return data;
    const first = data.restaurants.find((restaurant) => restaurant.isOpen)!;
    return { ...data, restaurants: data.restaurants.map((r) => (r === first ? patch(r) : r)) };
  };
}
const addCuisine =
  (...tags: string[]) =>
  (restaurant: Restaurant): Restaurant => ({ ...restaurant, cuisine: [...restaurant.cuisine, ...tags] });

/** Names of the restaurant cards in the results section, in order. */
function resultNames(canvasElement: HTMLElement, heading: string): string[] {
  const section = within(canvasElement).getByRole('region', { name: heading });
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((node) => node.textContent ?? '');
}

/**
 * The results section under `heading` lists `expected`, in order: every one when they fit a page (24 cards, as
 * at the spec's sizes), else the first page, with 'Showing 24 of {n} restaurants' counting them all. So a play
 * holds at any Data scale.
 */
async function expectResults(canvasElement: HTMLElement, heading: string, expected: readonly Restaurant[]) {
  const section = within(canvasElement).getByRole('region', { name: heading });
  const firstPage = expected.slice(0, RESTAURANT_PAGE_SIZE);
  await expect(resultNames(canvasElement, heading)).toEqual(firstPage.map((r) => r.name));
  if (expected.length > RESTAURANT_PAGE_SIZE) {
    await expect(within(section).getByText(shownText(RESTAURANT_PAGE_SIZE, expected.length))).toBeVisible();
  } else {
    await expect(within(section).queryByRole('button', { name: 'Show more restaurants' })).toBeNull();
  }
}

/** The docs page opens with this: what the page is for, what it is made of and how it behaves. */
const PAGE_DOCS = `
The storefront's home page (\`/\`), inside the storefront layout: find a restaurant by cuisine or by name.

**Anatomy**: header (search, Login, cart) · hero (the page's \`<h1>\`) · "Browse by Cuisine" chips (All and every cuisine of the open restaurants) · "Popular Restaurants", or "Search Results for "*query*"" when searching · a grid of open restaurants (closed ones are not listed) · the cart dialog.

**States**: all open restaurants · a cuisine selected (\`?cuisine=\`, any case) · search results (\`?q=\`) · both · no results ("No restaurants found matching your criteria.", then what emptied the list, as the heading names only the search: 'No open Italian restaurants match "*query*".', or 'No Thai restaurants are open right now.' for a cuisine alone; and **Clear search and filters**, which empties the search and selects All) · an unknown cuisine in the URL (All selected) · phone (menu panel) · tablet.

**Keyboard and screen readers**: arriving from another page moves focus to the \`<h1>\`; **Clear search and filters** moves it to the list's heading, "Popular Restaurants". The chips are toggle buttons (\`aria-pressed\`); each restaurant card is one link named by the restaurant. Data comes from the toolbar's "Data seed".
`;

const meta = {
  ...atViewport('desktop'),
  title: 'Pages/Storefront/Home',
  id: 'pages-home',
  component: HomePage,
  parameters: {
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
    router: { route: '/' },
    docs: { description: { component: PAGE_DOCS }, source: pageSource('home') },
  },
  // Shown inside the storefront layout, as in the app: header, page, cart dialog.
  decorators: [
    (Story) => (
      <StorefrontLayout>
        <Story />
      </StorefrontLayout>
    ),
  ],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { restaurants, open } = cast(context);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Order food from your favorite restaurants' }),
    ).toBeVisible();
    await expect(canvas.getByText('Fast delivery • Great food • Amazing prices')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    // Cuisine chips: All plus every distinct cuisine of the store's restaurants, sorted.
    const chips = within(canvas.getByRole('group', { name: 'Browse by Cuisine' })).getAllByRole('button');
    await expect(chips.map((chip) => chip.textContent)).toEqual(['All', ...distinctCuisines(restaurants)]);
    // Only open restaurants are listed (a page of them at a larger Data scale): each card links to an open one.
    await expectResults(canvasElement, 'Popular Restaurants', open);
    const section = canvas.getByRole('region', { name: 'Popular Restaurants' });
    const hrefs = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual(open.slice(0, RESTAURANT_PAGE_SIZE).map((r) => `/restaurant/${r.id}`));
  },
};

/** The first open restaurant's first cuisine selected: only that cuisine's restaurants are listed. */
export const CuisineSelected: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { restaurants, open, cuisine } = cast(context);
    const chip = () => canvas.getByRole('button', { name: cuisine });
    const expected = filterRestaurants(restaurants, { cuisine });
    await userEvent.click(chip());
    await waitFor(() => expect(chip()).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expectResults(canvasElement, 'Popular Restaurants', expected));
    // Back to every cuisine.
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await waitFor(() => expectResults(canvasElement, 'Popular Restaurants', open));
    await userEvent.click(chip());
    await waitFor(() => expect(chip()).toHaveAttribute('aria-pressed', 'true'));
    window.scrollTo(0, 0);
    leaveFocus();
  },
};

export const SearchResults: Story = {
  parameters: { router: { route: '/?q=pizza' }, dataFromSeed: withMatch({ search: 'pizza' }, addCuisine('Pizza')) },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { restaurants } = cast(context);
    const heading = 'Search Results for "pizza"';
    await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search restaurants' })).toHaveValue('pizza');
    const expected = filterRestaurants(restaurants, { search: 'pizza' });
    await expect(expected.length).toBeGreaterThan(0);
    await expectResults(canvasElement, heading, expected);
  },
};

/** A cuisine typed in capitals in the header's search (the first open restaurant's first cuisine). */
export const SearchFromHeader: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { restaurants, cuisine } = cast(context);
    const query = cuisine.toUpperCase();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search restaurants' }), `${query}{Enter}`);
    const heading = `Search Results for "${query}"`;
    await expect(await canvas.findByRole('heading', { level: 2, name: heading })).toBeVisible();
    // Matches the cuisine tag, case-insensitively.
    const expected = filterRestaurants(restaurants, { search: cuisine.toLowerCase() });
    await expect(expected.length).toBeGreaterThan(0);
    await expectResults(canvasElement, heading, expected);
    leaveFocus();
  },
};

export const SearchAndCuisine: Story = {
  parameters: {
    router: { route: '/?q=garden&cuisine=Thai' },
    dataFromSeed: withMatch({ search: 'garden', cuisine: 'Thai' }, (restaurant) => ({
      ...addCuisine('Thai')(restaurant),
      name: `${restaurant.name} Garden`,
    })),
  },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { restaurants } = cast(context);
    await expect(canvas.getByRole('button', { name: 'Thai' })).toHaveAttribute('aria-pressed', 'true');
    const expected = filterRestaurants(restaurants, { search: 'garden', cuisine: 'Thai' });
    await expectResults(canvasElement, 'Search Results for "garden"', expected);
  },
};

/** `?cuisine=` selects its chip whatever the case, as when a link was typed by hand. */
export const CuisineFromUrlAnyCase: Story = {
  parameters: {
    router: { route: '/?cuisine=italian' },
    dataFromSeed: withMatch({ cuisine: 'Italian' }, addCuisine('Italian')),
  },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { restaurants } = cast(context);
    await expect(canvas.getByRole('button', { name: 'Italian' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    const expected = filterRestaurants(restaurants, { cuisine: 'Italian' });
    await expect(expected.length).toBeGreaterThan(0);
    await expectResults(canvasElement, 'Popular Restaurants', expected);
  },
};

/** A cuisine no restaurant has (an old link): 'All' is selected and every open restaurant is listed. */
export const UnknownCuisine: Story = {
  // Looks exactly like Default, which has the reference image.
  parameters: { router: { route: '/?cuisine=Unknown' }, chromatic: { disableSnapshot: true } },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { open } = cast(context);
    const chips = within(canvas.getByRole('group', { name: 'Browse by Cuisine' })).getAllByRole('button');
    await expect(chips.filter((chip) => chip.getAttribute('aria-pressed') === 'true')).toEqual([
      canvas.getByRole('button', { name: 'All' }),
    ]);
    await expectResults(canvasElement, 'Popular Restaurants', open);
    await expect(canvas.queryByText('No restaurants found matching your criteria.')).toBeNull();
  },
};

/**
 * A search (with a cuisine selected) that matches nothing: 'No restaurants found matching your criteria.'
 * and its next step, 'Clear search and filters' (the story ends here, on the empty state).
 */
export const NoResults: Story = {
  parameters: {
    router: { route: '/?q=zzz-no-such-food&cuisine=Italian' },
    dataFromSeed: withMatch({ cuisine: 'Italian' }, addCuisine('Italian')),
  },
  play: async ({ canvas, canvasElement }) => {
    const heading = 'Search Results for "zzz-no-such-food"';
    await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Italian' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('No restaurants found matching your criteria.')).toBeVisible();
    // The heading names only the search: the empty state names the cuisine that filtered too.
    await expect(canvas.getByText('No open Italian restaurants match "zzz-no-such-food".')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear search and filters' })).toBeVisible();
    await expect(resultNames(canvasElement, heading)).toEqual([]);
  },
};

/**
 * A cuisine alone that lists nothing: its only restaurant is closed (the chip stays, as chips come from every
 * restaurant). The heading is still 'Popular Restaurants'; the empty state says which cuisine is closed.
 */
export const NoneOpenInCuisine: Story = {
  parameters: {
    router: { route: '/?cuisine=Ethiopian' },
    // The first restaurant, closed, is the only Ethiopian one.
    dataFromSeed: (data: SeedData) => ({
      ...data,
      restaurants: data.restaurants.map((r, i) =>
        i === 0 ? { ...r, isOpen: false, cuisine: [...r.cuisine, 'Ethiopian'] } : r,
      ),
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Ethiopian' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Popular Restaurants' })).toBeVisible();
    const empty = within(canvas.getByRole('region', { name: 'Popular Restaurants' })).getByRole('status');
    await expect(empty).toHaveTextContent('No restaurants found matching your criteria.');
    await expect(empty).toHaveTextContent('No Ethiopian restaurants are open right now.');
    await expect(canvas.getByRole('button', { name: 'Clear search and filters' })).toBeVisible();
    await expect(resultNames(canvasElement, 'Popular Restaurants')).toEqual([]);
  },
};

/**
 * The next step of "No results": 'Clear search and filters' empties the search, selects All and lists every
 * open restaurant again under 'Popular Restaurants', with focus on that heading.
 */
export const NoResultsCleared: Story = {
  name: 'No results, then Clear search and filters',
  // Ends looking like Default, which has the reference image.
  parameters: { ...NoResults.parameters, chromatic: { disableSnapshot: true } },
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { open } = cast(context);
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear search and filters' }));
    const popular = await canvas.findByRole('heading', { level: 2, name: 'Popular Restaurants' });
    await waitFor(() => expect(popular).toHaveFocus());
    // One page of cards (all of them at the spec's sizes; the first 24 at a larger Data scale).
    await expectResults(canvasElement, 'Popular Restaurants', open);
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('searchbox', { name: 'Search restaurants' })).toHaveValue('');
    await expect(canvas.queryByText('No restaurants found matching your criteria.')).toBeNull();
    window.scrollTo(0, 0);
    leaveFocus();
  },
};

export const Phone: Story = {
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** 768px: no menu toggle; the header's search takes a row of its own, two restaurant columns. */
export const Tablet: Story = {
  ...atViewport('tablet'),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.getByText('Deliver to: New York, NY')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'Search restaurants' });
    await expect(search).toBeVisible();
    // Below the brand row, as wide as the header's content (not squeezed between location and Login).
    const brand = canvas.getByRole('link', { name: 'FoodDash' });
    await expect(search.getBoundingClientRect().top).toBeGreaterThan(brand.getBoundingClientRect().bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const PhoneMenuOpen: Story = {
  ...atViewport('phone'),
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step } = context;
    const { open, cuisine } = cast(context);
    const query = cuisine.toLowerCase();
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await step('the toggle opens the panel', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('search')).toBeVisible();
    });
    await step('Escape closes it', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('search')).toBeNull();
    });
    await step('focus moving out into the page closes it, and stays where it went', async () => {
      await userEvent.click(toggle);
      const card = canvas.getAllByRole('link', { name: open[0]!.name })[0]!;
      card.focus();
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
      await expect(card).toHaveFocus();
    });
    await step('a search from the panel navigates and closes it', async () => {
      await userEvent.click(toggle);
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search restaurants' }), `${query}{Enter}`);
      const heading = `Search Results for "${query}"`;
      await expect(await canvas.findByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(resultNames(canvasElement, heading).length).toBeGreaterThan(0);
      // The search box is hidden with the panel: focus goes to the toggle, not to <body>.
      await expect(toggle).toHaveFocus();
    });
    await step('the same search again (same URL) closes it too', async () => {
      await userEvent.click(toggle);
      await expect(canvas.getByRole('searchbox', { name: 'Search restaurants' })).toHaveValue(query);
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('search')).toBeNull();
      await expect(toggle).toHaveFocus();
    });
    // Leave the panel open, at the top of the page, for the visual reference.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    window.scrollTo(0, 0);
    leaveFocus();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
