import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RestaurantGrid } from '../../src/components/storefront';
import { makeRestaurant } from '../../src/data';
import { atViewport } from '../../.storybook/modes';
import { seededArgs } from '../support/storyData';

const openRestaurants = Array.from({ length: 8 }, (_, i) => makeRestaurant({}, i + 1));

const meta = {
  ...atViewport('desktop'),
  title: 'Storefront/RestaurantGrid',
  component: RestaurantGrid,
  parameters: {
    docs: {
      description: {
        component: `
A titled grid of restaurant cards: "Popular Restaurants" on home, "Search Results for …".

**Use it** for any list of restaurants that lead to their menus. **Not** for admin lists (admin cards
with actions).

**Anatomy**: an \`<h2>\` (\`title\`), then a \`CardGrid\` of \`RestaurantCard\`s (1 column on phones, 2 from
36rem, 3 from 60rem, 4 from 75rem), or a dashed empty state ("No restaurants found matching your
criteria.").

**States**: default, one search result, with a closed restaurant, empty, phone, paged (a list longer
than \`pageSize\`, 24 by default: one page of cards, how many are shown, and 'Show more restaurants').

**Keyboard and screen readers**: a section named by its heading; a list ("list, 8 items") with one link
per card; the empty state is announced politely (\`role="status"\`).`,
      },
    },
    ...atViewport('desktop').parameters,
    layout: 'padded',
  },
  // A function: a control would print its source.
  argTypes: { hrefFor: { control: false } },
  args: { title: 'Popular Restaurants', restaurants: openRestaurants },
} satisfies Meta<typeof RestaurantGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, args, globals }) => {
    const { restaurants } = seededArgs({ args, globals });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Popular Restaurants' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(restaurants.length);
    for (const restaurant of restaurants) {
      await expect(canvas.getByRole('link', { name: restaurant.name })).toHaveAttribute(
        'href',
        `/restaurant/${restaurant.id}`,
      );
    }
  },
};

export const SearchResults: Story = {
  args: { ...meta.args, title: 'Search Results for "pizza"', restaurants: openRestaurants.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Search Results for "pizza"' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const WithClosedRestaurant: Story = {
  args: {
    ...meta.args,
    title: 'All restaurants',
    restaurants: [makeRestaurant({}, 1), makeRestaurant({ isOpen: false }, 2), makeRestaurant({}, 3)],
  },
  play: async ({ canvas, args, globals }) => {
    // The second one is closed; under another toolbar seed the others may be closed too.
    const { restaurants } = seededArgs({ args, globals });
    await expect(restaurants[1]!.isOpen).toBe(false);
    const closed = canvas.getAllByText('Closed', { exact: true });
    await expect(closed).toHaveLength(restaurants.filter((restaurant) => !restaurant.isOpen).length);
    await expect(closed[0]!.innerText).toBe('Closed');
  },
};

export const Empty: Story = {
  args: { ...meta.args, title: 'Search Results for "xyz"', restaurants: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No restaurants found matching your criteria.');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Phone: Story = {
  args: { ...meta.args, restaurants: openRestaurants.slice(0, 3) },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    // One column: every card starts at the same x.
    const lefts = new Set(links.map((link) => Math.round(link.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A list longer than `pageSize` (here 4; 24 on home): one page, the count, and 'Show more restaurants'. */
export const Paged: Story = {
  args: { ...meta.args, restaurants: openRestaurants, pageSize: 4 },
  play: async ({ canvas, userEvent, args, globals, step }) => {
    const { restaurants } = seededArgs({ args, globals });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText(`Showing 4 of ${restaurants.length} restaurants`)).toBeVisible();
    await step('Show more adds a page; with all shown, the button goes', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show more restaurants' }));
      await expect(await canvas.findByText(`Showing 8 of ${restaurants.length} restaurants`)).toBeVisible();
      await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
      await expect(canvas.getByRole('link', { name: restaurants[4]!.name })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Show more restaurants' })).toBeNull();
    });
  },
};
