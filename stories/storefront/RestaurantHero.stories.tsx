import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RestaurantHero } from '../../src/components/storefront';
import { makeRestaurant } from '../../src/data';
import { atViewport } from '../../.storybook/modes';
import { expectLongTextHolds, phone360Frame } from '../support/longText';
import { longRestaurant } from '../support/longRecords';

const meta = {
  ...atViewport('desktop'),
  title: 'Storefront/RestaurantHero',
  tags: ['stable'],
  component: RestaurantHero,
  parameters: {
    docs: {
      description: {
        component: `
The top of a restaurant's menu page: picture, name, rating, delivery time and fee, description,
address and cuisine tags.

**Use it** once, at the top of a restaurant's page. **Not** in lists (\`RestaurantCard\`).

**Anatomy**: the picture (a placeholder when missing), the name (the page's \`<h1>\`), the meta row
(rating, time, fee), description, address with a pin, and the cuisines as \`Tag\`s (a long one ends in an
ellipsis). A closed restaurant looks the same here: the menu below says so once, in a banner over its dishes
(\`MenuSection\`), rather than in two places.

**States**: open, closed (said by the menu, not here), long texts, missing picture, phone.

**Keyboard and screen readers**: the name is the page's \`<h1>\`, focusable by script (the app moves
focus there on arrival); the rating reads "Rated 4.5 out of 5"; the cuisines are a list named
"Cuisines"; the picture and icons are decorative. Nothing in it is interactive.`,
      },
    },
    ...atViewport('desktop').parameters,
    layout: 'padded',
  },
  args: { restaurant: makeRestaurant() },
} satisfies Meta<typeof RestaurantHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tag longer than its row: it ends in an ellipsis inside the row; the full text stays in the page and the tooltip. */
const LONG_TAG =
  'Neapolitan wood-fired pizza, fresh egg pasta rolled every morning, seasonal antipasti and natural wines from small Italian producers';

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, args }) => {
    const { restaurant } = args;
    await expect(canvas.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    await expect(canvas.getByText(`Rated ${restaurant.rating.toFixed(1)} out of 5`)).toBeInTheDocument();
    await expect(canvas.getByText(restaurant.deliveryTime)).toBeVisible();
    await expect(canvas.getByText(restaurant.description)).toBeVisible();
    await expect(canvas.getByText(restaurant.address)).toBeVisible();
    const tags = canvas.getByRole('list', { name: 'Cuisines' });
    for (const cuisine of restaurant.cuisine) await expect(tags).toHaveTextContent(cuisine);
    // Open or closed, the hero says nothing about it: the menu's banner does, once.
    await expect(canvas.queryByText('Closed', { exact: true })).toBeNull();
  },
};

/** A closed restaurant: the hero is the same as an open one's (the menu's banner says it is closed). */
export const Closed: Story = {
  args: { ...meta.args, restaurant: makeRestaurant({ isOpen: false }, 2) },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('Closed', { exact: true })).toBeNull();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-closed');
    await expect(canvas.queryByText(/closed right now/)).toBeNull();
  },
};

export const LongDescription: Story = {
  args: {
    ...meta.args,
    restaurant: makeRestaurant(
      {
        name: 'Grandma Rosa’s Original Neapolitan Wood-Fired Pizzeria and Espresso Bar',
        description:
          'Family-run since 1962, Grandma Rosa’s serves Neapolitan pizza from a wood-fired oven imported from Naples, fresh pasta rolled every morning, seasonal antipasti from the farmers’ market and a short list of natural wines. Every dough rests for 48 hours; every tomato is San Marzano; every dessert is made in-house, from tiramisu to cannoli filled to order.',
        address: '1234 Long Boulevard of the Americas, Suite 5600, Upper West Side, New York, NY 10024',
        cuisine: ['Italian', 'Pizza', 'Coffee', 'Desserts', 'Wine bar', LONG_TAG],
      },
      3,
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    const tags = canvas.getByRole('list', { name: 'Cuisines' });
    await expect(tags).toHaveTextContent(LONG_TAG);
    const tag = canvas.getByTitle(LONG_TAG);
    const text = tag.firstElementChild as HTMLElement;
    // Cut short with an ellipsis, inside the tag list.
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
    await expect(tag.getBoundingClientRect().right).toBeLessThanOrEqual(tags.getBoundingClientRect().right + 0.5);
  },
};

export const MissingImage: Story = {
  args: { ...meta.args, restaurant: makeRestaurant({ image: '' }, 4) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-placeholder]')).not.toBeNull();
  },
};

export const Phone: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async ({ canvas, args }) => {
    const { restaurant } = args;
    await expect(canvas.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Name, description, address and a cuisine of one unbroken 40-character word each, at a 360 px phone: the texts
 * break inside the hero, the cuisine tag ends in an ellipsis and keeps its full text in its title (also at a
 * 1280 px page's widths).
 */
export const LongUnbrokenText: Story = {
  args: {
    ...meta.args,
    restaurant: longRestaurant(['name', 'description', 'address', 'cuisine'], { keepCuisines: true }),
  },
  ...atViewport('phone'),
  parameters: { ...atViewport('phone').parameters, layout: 'centered' },
  decorators: [phone360Frame],
  play: async ({ canvasElement, args }) => {
    const { restaurant } = args;
    await expectLongTextHolds(canvasElement, canvasElement.querySelector('section')!, [
      restaurant.name,
      restaurant.description,
      restaurant.address,
      restaurant.cuisine[0]!,
    ]);
  },
};
