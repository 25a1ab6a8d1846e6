import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RestaurantCard } from '../../src/components/storefront';
import { makeRestaurant } from '../../src/data';
import { atViewport } from '../../.storybook/modes';
import { drawForcedStates, forceStates, waitForShown } from '../support/pseudoStates';
import { tokenColour } from '../support/tokenColour';
import { expectLongTextHolds, phone360Frame } from '../support/longText';
import { longRestaurant } from '../support/longRecords';

const meta = {
  title: 'Storefront/RestaurantCard',
  tags: ['stable'],
  component: RestaurantCard,
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  args: { restaurant: makeRestaurant() },
  parameters: {
    docs: {
      description: {
        component: `
A restaurant in a grid (home, search results): its picture, name, cuisines, rating, delivery time and
fee. The whole card opens the restaurant's menu.

**Use it** in a \`RestaurantGrid\` or any list of restaurants that leads to their menus. **Not** for the
top of a restaurant's own page (\`RestaurantHero\`), or for admin lists with actions (admin cards).

**Anatomy**: picture (16:10, a placeholder when missing or broken), name (a heading, level 3 by default:
\`headingLevel\`), cuisines, then rating, delivery time and fee. A closed restaurant gets a dark overlay
with "Closed" on the picture.

**States** (one story each below): rest; hover (a larger shadow, the name underlined); focus-visible (a
3 px blue ring around the whole card); active, pressed (the card sinks 1 px, its shadow settles); closed;
long name; missing or failed picture. A card is a link: it has no disabled state (a closed restaurant
still opens its menu).

**Keyboard and screen readers**: one link per card, the name: a single Tab stop, Enter opens the menu,
and its box is stretched over the card so a click anywhere opens it too. The link is named by the
restaurant and described by the details ("Closed" first when closed), so a screen reader reads
"Via Milano Kitchen, link, Italian, Pizza Rated 4.5 out of 5 …". The picture is decorative.`,
      },
    },
  },
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
      `${restaurant.isOpen ? '' : 'Closed '}${restaurant.cuisine.join(', ')} Rated ${restaurant.rating.toFixed(1)} out of 5 ${restaurant.deliveryTime} $${restaurant.deliveryFee.toFixed(2)} delivery`,
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 3, name: restaurant.name })).toBeVisible();
    await expect(canvas.getByText(restaurant.cuisine.join(', '))).toBeVisible();
    await expect(canvas.getByText(`Rated ${restaurant.rating.toFixed(1)} out of 5`)).toBeInTheDocument();
    await expect(canvas.getByText(restaurant.deliveryTime)).toBeVisible();
    await expect(canvas.getByText(`$${restaurant.deliveryFee.toFixed(2)} delivery`)).toBeVisible();
    // 'Closed' only when the data says so (the toolbar seed may pick a closed restaurant).
    if (restaurant.isOpen) await expect(canvas.queryByText('Closed')).toBeNull();
    else await expect(canvas.getByText('Closed', { exact: true })).toBeVisible();
  },
};

export const Closed: Story = {
  args: { ...meta.args, restaurant: makeRestaurant({ isOpen: false }) },
  play: async ({ canvas, args }) => {
    const { restaurant } = args;
    const closed = canvas.getByText('Closed', { exact: true });
    await expect(closed).toBeVisible();
    // Shown as written (innerText applies CSS text-transform): 'Closed', not 'CLOSED'.
    await expect(closed.innerText).toBe('Closed');
    // 'Closed' is announced with the link.
    await expect(canvas.getByRole('link', { name: restaurant.name })).toHaveAccessibleDescription(/^Closed /);
  },
};

/**
 * Reached with Tab (a real keyboard focus, not a forced state): the ring is drawn around the whole card.
 * Real focus, so this story stays off the docs page (one focus for all its stories): "Focus Visible" draws
 * the ring there.
 */
export const KeyboardFocus: Story = {
  args: { ...meta.args },
  tags: ['!autodocs'],
  play: async ({ canvas, userEvent, args }) => {
    const { restaurant } = args;
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: restaurant.name })).toHaveFocus();
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
    await waitForShown(() => expect(canvasElement.querySelector('[data-placeholder]')).not.toBeNull());
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

/* ---- States, drawn with the real CSS state. ---- */

/** The pointer over the card: a larger shadow, and the name underlined. */
export const Hover: Story = {
  args: { ...meta.args },
  parameters: forceStates({ hover: 'article' }),
  play: async (context) => {
    drawForcedStates(context);
    const card = context.canvas.getByRole('article');
    const link = context.canvas.getByRole('link');
    await waitForShown(() => {
      expect(getComputedStyle(card).boxShadow).toContain('12px');
      expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    });
  },
};

/** Reached with Tab: a 3 px ring in the focus colour around the whole card (not around the name). */
export const FocusVisible: Story = {
  args: { ...meta.args },
  parameters: forceStates({ focusVisible: 'a' }),
  play: async (context) => {
    drawForcedStates(context);
    const card = context.canvas.getByRole('article');
    // Resolved before waiting: waitFor re-runs on every DOM change, and resolving a token changes the DOM.
    const colourFocus = tokenColour('--color-focus');
    await waitForShown(() => {
      expect(getComputedStyle(card).outlineStyle).toBe('solid');
      expect(getComputedStyle(card).outlineColor).toBe(colourFocus);
    });
    await expect(getComputedStyle(context.canvas.getByRole('link')).outlineStyle).toBe('none');
  },
};

/** Pressed: the card sinks 1 px and its shadow settles back. */
export const Active: Story = {
  args: { ...meta.args },
  parameters: forceStates({ hover: 'article', active: 'a' }),
  play: async (context) => {
    drawForcedStates(context);
    const card = context.canvas.getByRole('article');
    await waitForShown(() => {
      expect(getComputedStyle(card).transform).toBe('matrix(1, 0, 0, 1, 0, 1)');
      expect(getComputedStyle(card).boxShadow).not.toContain('12px');
    });
  },
};

/**
 * A name and a cuisine of one unbroken 40-character word each, at a 360 px phone: both break inside the card,
 * shown whole (also at the widths of a 1280 px page: a grid column, the whole content).
 */
export const LongUnbrokenText: Story = {
  args: {
    ...meta.args,
    restaurant: longRestaurant(['name', 'cuisine', 'deliveryTime']),
  },
  ...atViewport('phone'),
  decorators: [phone360Frame],
  play: async ({ canvas, canvasElement, args }) => {
    const { restaurant } = args;
    await expectLongTextHolds(canvasElement, canvas.getByRole('article'), [restaurant.name, restaurant.cuisine[0]!]);
  },
};
