import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { RestaurantCard } from '../../src/components/storefront';
import { makeRestaurant } from '../../src/data';
import { atViewport } from '../../.storybook/modes';

const meta = {
  title: 'Storefront/RestaurantCard',
  component: RestaurantCard,
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { restaurant: makeRestaurant() },
} satisfies Meta<typeof RestaurantCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, args }) => {
    const { restaurant } = args;
    // One link to the menu, named by the restaurant and described by the details.
    const link = canvas.getByRole('link', { name: restaurant.name });
    await expect(link).toHaveAttribute('href', `/restaurant/${restaurant.id}`);
    await expect(link).toHaveAccessibleDescription(
      `${restaurant.cuisine.join(', ')} Rated ${restaurant.rating.toFixed(1)} out of 5 ${restaurant.deliveryTime} $${restaurant.deliveryFee.toFixed(2)} delivery`,
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 3, name: restaurant.name })).toBeVisible();
    await expect(canvas.getByText(restaurant.cuisine.join(', '))).toBeVisible();
    await expect(canvas.getByText(`Rated ${restaurant.rating.toFixed(1)} out of 5`)).toBeInTheDocument();
    await expect(canvas.getByText(restaurant.deliveryTime)).toBeVisible();
    await expect(canvas.getByText(`$${restaurant.deliveryFee.toFixed(2)} delivery`)).toBeVisible();
    await expect(canvas.queryByText('Closed')).toBeNull();
  },
};

export const Closed: Story = {
  args: { ...meta.args, restaurant: makeRestaurant({ isOpen: false }) },
  play: async ({ canvas, args }) => {
    const closed = canvas.getByText('Closed', { exact: true });
    await expect(closed).toBeVisible();
    // Shown as written (innerText applies CSS text-transform): 'Closed', not 'CLOSED'.
    await expect(closed.innerText).toBe('Closed');
    // 'Closed' is announced with the link.
    await expect(canvas.getByRole('link', { name: args.restaurant.name })).toHaveAccessibleDescription(/^Closed /);
  },
};

export const KeyboardFocus: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    // The link has focus; the ring is drawn around the whole card.
    await expect(canvas.getByRole('link', { name: args.restaurant.name })).toHaveFocus();
    await expect(getComputedStyle(canvas.getByRole('article')).outlineStyle).toBe('solid');
  },
};

export const LongName: Story = {
  args: {
    ...meta.args,
    restaurant: makeRestaurant({
      name: 'The Extraordinarily Long-Named Neighbourhood Trattoria & Wood-Fired Pizzeria of Little Italy',
      cuisine: ['Italian', 'Pizza', 'Mediterranean', 'Healthy', 'Desserts'],
      deliveryTime: '55-65 min',
      deliveryFee: 12.5,
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Italian, Pizza, Mediterranean, Healthy, Desserts')).toBeVisible();
    await expect(canvas.getByText('$12.50 delivery')).toBeVisible();
    // The name wraps inside the card.
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const MissingImage: Story = {
  args: { ...meta.args, restaurant: makeRestaurant({ image: '' }) },
  play: async ({ canvas, canvasElement, args }) => {
    // A placeholder (a dish illustration) instead of a picture.
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-placeholder]')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: args.restaurant.name })).toBeVisible();
  },
};

export const FailedImage: Story = {
  args: { ...meta.args, restaurant: makeRestaurant({ image: 'data:image/png;base64,broken' }) },
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-placeholder]')).not.toBeNull());
    // The failed picture is replaced: no broken-image icon is left.
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('link', { name: args.restaurant.name })).toBeVisible();
  },
};

export const ClosedWithoutImage: Story = {
  args: { ...meta.args, restaurant: makeRestaurant({ isOpen: false, image: '' }, 2) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Closed', { exact: true })).toBeVisible();
    await expect(canvasElement.querySelector('[data-placeholder]')).not.toBeNull();
  },
};

export const Phone: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: args.restaurant.name })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
