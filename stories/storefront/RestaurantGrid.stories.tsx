import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RestaurantGrid } from '../../src/components/storefront';
import { makeRestaurant } from '../../src/data';
import { atViewport } from '../../.storybook/modes';

const openRestaurants = Array.from({ length: 8 }, (_, i) => makeRestaurant({}, i + 1));

const meta = {
  ...atViewport('desktop'),
  title: 'Storefront/RestaurantGrid',
  component: RestaurantGrid,
  parameters: { ...atViewport('desktop').parameters, layout: 'padded' },
  args: { title: 'Popular Restaurants', restaurants: openRestaurants },
} satisfies Meta<typeof RestaurantGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Popular Restaurants' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(args.restaurants.length);
    for (const restaurant of args.restaurants) {
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
  play: async ({ canvas }) => {
    const closed = canvas.getAllByText('Closed', { exact: true });
    await expect(closed).toHaveLength(1);
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
