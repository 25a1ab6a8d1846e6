import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RestaurantGrid, type RestaurantGridProps } from '../../src/components/storefront';
import { makeRestaurant } from '../../src/data';
import { noRestaurantsDetail } from '../../src/domain';
import { atViewport } from '../../.storybook/modes';
import { leaveFocus } from '../support/focus';

const openRestaurants = Array.from({ length: 8 }, (_, i) => makeRestaurant({}, i + 1));

const meta = {
  ...atViewport('desktop'),
  title: 'Storefront/RestaurantGrid',
  tags: ['stable'],
  component: RestaurantGrid,
  parameters: {
    docs: {
      description: {
        component: `
A titled grid of restaurant cards: "Popular Restaurants" on home, "Search Results for …".

**Use it** for any list of restaurants that lead to their menus. **Not** for admin lists (admin cards
with actions).

**Anatomy**: an \`<h2>\` (\`title\`), then a \`CardGrid\` of \`RestaurantCard\`s (1 column on phones, 2 from
36rem, 3 from 60rem, 4 from 75rem), or a framed empty state ("No restaurants found matching your
criteria.") with a sentence naming what emptied the list (\`emptyDetail\`: home passes
\`noRestaurantsDetail(...)\`, 'No open Thai restaurants match "xyz".', since the heading names only the search) and
an optional next step (\`emptyAction\`: home passes "Clear search and filters" when a search or a cuisine emptied
the list). When that step brings restaurants back, focus moves to the heading.

**States**: default, one search result, with a closed restaurant, empty (what emptied it, and its next step), phone, paged (a list longer
than \`pageSize\`, 24 by default: one page of cards, how many are shown, and 'Show more restaurants').

**Keyboard and screen readers**: a section named by its heading; a list ("list, 8 items") with one link
per card; the empty state is announced politely (\`role="status"\`).`,
      },
    },
    ...atViewport('desktop').parameters,
    layout: 'padded',
  },
  // A function: a control would print its source.
  argTypes: { hrefFor: { control: false }, emptyAction: { control: false } },
  args: { title: 'Popular Restaurants', restaurants: openRestaurants },
} satisfies Meta<typeof RestaurantGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, args }) => {
    const { restaurants } = args;
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
  play: async ({ canvas, args }) => {
    // The second one is closed; under another toolbar seed the others may be closed too.
    const { restaurants } = args;
    await expect(restaurants[1]!.isOpen).toBe(false);
    const closed = canvas.getAllByText('Closed', { exact: true });
    await expect(closed).toHaveLength(restaurants.filter((restaurant) => !restaurant.isOpen).length);
    await expect(closed[0]!.innerText).toBe('Closed');
  },
};

const clearAction = { label: 'Clear search and filters', onAction: fn() };

/**
 * A search with a cuisine matched nothing: the empty text, what emptied the list (the heading names only the search)
 * and its next step, 'Clear search and filters'.
 */
export const Empty: Story = {
  args: {
    ...meta.args,
    title: 'Search Results for "xyz"',
    restaurants: [],
    emptyDetail: noRestaurantsDetail({ search: 'xyz', cuisine: 'Thai' }),
    emptyAction: clearAction,
  },
  play: async ({ canvas, userEvent, args }) => {
    const empty = canvas.getByRole('status');
    await expect(empty).toHaveTextContent('No restaurants found matching your criteria.');
    await expect(empty).toHaveTextContent('No open Thai restaurants match "xyz".');
    await expect(canvas.queryByRole('list')).toBeNull();
    // The same solid box as every empty state in place of a list (never dashed).
    await expect(getComputedStyle(empty).borderTopStyle).toBe('solid');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await expect(args.emptyAction!.onAction).toHaveBeenCalledTimes(1);
    await expect(args.emptyAction!.onAction).toHaveBeenCalledWith();
    leaveFocus();
  },
};

/** The grid as home drives it: the empty state's action clears the search and the list comes back. */
function ClearsSearch(args: RestaurantGridProps) {
  const [searching, setSearching] = useState(true);
  return (
    <RestaurantGrid
      {...args}
      title={searching ? 'Search Results for "xyz"' : 'Popular Restaurants'}
      restaurants={searching ? [] : args.restaurants}
      emptyAction={{
        ...args.emptyAction!,
        onAction: () => {
          args.emptyAction!.onAction();
          setSearching(false);
        },
      }}
    />
  );
}

/**
 * 'Clear search and filters' brings the cards back, and focus, which was on the button that went with the
 * empty state, moves to the heading 'Popular Restaurants' (never left on `<body>`).
 */
export const EmptyThenCleared: Story = {
  args: { ...meta.args, emptyAction: clearAction },
  // Ends looking like Default, which has the reference image.
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => <ClearsSearch {...args} />,
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { restaurants } = context.args;
    await expect(canvas.getByRole('status')).toHaveTextContent('No restaurants found matching your criteria.');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await expect(args.emptyAction!.onAction).toHaveBeenCalledTimes(1);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Popular Restaurants' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(restaurants.length);
    await expect(canvas.queryByRole('status')).toBeNull();
    leaveFocus();
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
  play: async ({ canvas, userEvent, args, step }) => {
    const { restaurants } = args;
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
