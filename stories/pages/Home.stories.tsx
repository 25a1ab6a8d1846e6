import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomePage } from '../../src/app/storefront/HomePage';
import { StorefrontLayout } from '../../src/app/storefront/StorefrontLayout';
import { getSeedData } from '../../src/data';
import { distinctCuisines, filterRestaurants } from '../../src/domain';
import { atViewport } from '../../.storybook/modes';

/** The data set the stories' store starts from (default seed). */
const { restaurants } = getSeedData();
const open = restaurants.filter((restaurant) => restaurant.isOpen);

/** Names of the restaurant cards in the results section, in order. */
function resultNames(canvasElement: HTMLElement, heading: string): string[] {
  const section = within(canvasElement).getByRole('region', { name: heading });
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((node) => node.textContent ?? '');
}

const meta = {
  ...atViewport('desktop'),
  title: 'Pages/Home',
  component: HomePage,
  parameters: { ...atViewport('desktop').parameters, layout: 'fullscreen', router: { route: '/' } },
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
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Order food from your favorite restaurants' }),
    ).toBeVisible();
    await expect(canvas.getByText('Fast delivery • Great food • Amazing prices')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    // Cuisine chips: All plus every distinct cuisine of the store's restaurants, sorted.
    const chips = within(canvas.getByRole('group', { name: 'Browse by Cuisine' })).getAllByRole('button');
    await expect(chips.map((chip) => chip.textContent)).toEqual(['All', ...distinctCuisines(restaurants)]);
    // Only open restaurants are listed.
    await expect(resultNames(canvasElement, 'Popular Restaurants')).toEqual(open.map((r) => r.name));
    for (const closed of restaurants.filter((r) => !r.isOpen)) {
      await expect(canvas.queryByRole('link', { name: closed.name })).toBeNull();
    }
  },
};

export const CuisineSelected: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mexican' }));
    await expect(canvas.getByRole('button', { name: 'Mexican' })).toHaveAttribute('aria-pressed', 'true');
    const expected = filterRestaurants(restaurants, { cuisine: 'Mexican' }).map((r) => r.name);
    await expect(expected.length).toBeGreaterThan(0);
    await expect(resultNames(canvasElement, 'Popular Restaurants')).toEqual(expected);
    // Back to every cuisine.
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await expect(resultNames(canvasElement, 'Popular Restaurants')).toHaveLength(open.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Mexican' }));
    window.scrollTo(0, 0);
  },
};

export const SearchResults: Story = {
  parameters: { router: { route: '/?q=pizza' } },
  play: async ({ canvas, canvasElement }) => {
    const heading = 'Search Results for "pizza"';
    await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search restaurants' })).toHaveValue('pizza');
    const expected = filterRestaurants(restaurants, { search: 'pizza' }).map((r) => r.name);
    await expect(expected.length).toBeGreaterThan(0);
    await expect(resultNames(canvasElement, heading)).toEqual(expected);
  },
};

export const SearchFromHeader: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search restaurants' }), 'ASIAN{Enter}');
    const heading = 'Search Results for "ASIAN"';
    await expect(await canvas.findByRole('heading', { level: 2, name: heading })).toBeVisible();
    // Matches the cuisine tag, case-insensitively.
    const expected = filterRestaurants(restaurants, { search: 'asian' }).map((r) => r.name);
    await expect(expected.length).toBeGreaterThan(0);
    await expect(resultNames(canvasElement, heading)).toEqual(expected);
  },
};

export const SearchAndCuisine: Story = {
  parameters: { router: { route: '/?q=garden&cuisine=Thai' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Thai' })).toHaveAttribute('aria-pressed', 'true');
    const expected = filterRestaurants(restaurants, { search: 'garden', cuisine: 'Thai' }).map((r) => r.name);
    await expect(resultNames(canvasElement, 'Search Results for "garden"')).toEqual(expected);
  },
};

/** `?cuisine=` selects its chip whatever the case, as when a link was typed by hand. */
export const CuisineFromUrlAnyCase: Story = {
  parameters: { router: { route: '/?cuisine=italian' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Italian' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    const expected = filterRestaurants(restaurants, { cuisine: 'Italian' }).map((r) => r.name);
    await expect(expected.length).toBeGreaterThan(0);
    await expect(resultNames(canvasElement, 'Popular Restaurants')).toEqual(expected);
  },
};

/** A cuisine no restaurant has (an old link): 'All' is selected and every open restaurant is listed. */
export const UnknownCuisine: Story = {
  // Looks exactly like Default, which has the reference image.
  parameters: { router: { route: '/?cuisine=Unknown' }, chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const chips = within(canvas.getByRole('group', { name: 'Browse by Cuisine' })).getAllByRole('button');
    await expect(chips.filter((chip) => chip.getAttribute('aria-pressed') === 'true')).toEqual([
      canvas.getByRole('button', { name: 'All' }),
    ]);
    await expect(resultNames(canvasElement, 'Popular Restaurants')).toEqual(open.map((r) => r.name));
    await expect(canvas.queryByText('No restaurants found matching your criteria.')).toBeNull();
  },
};

export const NoResults: Story = {
  parameters: { router: { route: '/?q=zzz-no-such-food' } },
  play: async ({ canvas, canvasElement }) => {
    const heading = 'Search Results for "zzz-no-such-food"';
    await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(canvas.getByText('No restaurants found matching your criteria.')).toBeVisible();
    await expect(resultNames(canvasElement, heading)).toEqual([]);
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
  play: async ({ canvas, canvasElement, userEvent, step }) => {
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
    await step('Escape closes it with focus in the page, and focus goes back to the toggle', async () => {
      await userEvent.click(toggle);
      canvas.getAllByRole('link', { name: open[0]!.name })[0]!.focus();
      await userEvent.keyboard('{Escape}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveFocus();
    });
    await step('a search from the panel navigates and closes it', async () => {
      await userEvent.click(toggle);
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search restaurants' }), 'sushi{Enter}');
      await expect(await canvas.findByRole('heading', { level: 2, name: 'Search Results for "sushi"' })).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(resultNames(canvasElement, 'Search Results for "sushi"').length).toBeGreaterThan(0);
      // The search box is hidden with the panel: focus goes to the toggle, not to <body>.
      await expect(toggle).toHaveFocus();
    });
    await step('the same search again (same URL) closes it too', async () => {
      await userEvent.click(toggle);
      await expect(canvas.getByRole('searchbox', { name: 'Search restaurants' })).toHaveValue('sushi');
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('search')).toBeNull();
      await expect(toggle).toHaveFocus();
    });
    // Leave the panel open, at the top of the page, for the visual reference.
    await userEvent.click(toggle);
    window.scrollTo(0, 0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
