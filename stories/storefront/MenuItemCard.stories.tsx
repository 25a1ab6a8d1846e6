import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MenuItemCard, type MenuItemCardProps } from '../../src/components/storefront';
import { makeMenuItem } from '../../src/data';
import { leaveFocus } from '../support/focus';
import { atViewport } from '../../.storybook/modes';
import { expectLongTextHolds, phone360Frame, unbroken, UNBROKEN_LENGTH } from '../support/longText';

/** The docs page opens with this: what the card is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
One dish on a restaurant's menu, with a button to add it to the cart.

**Use it** in a restaurant's menu (\`MenuSection\` lays the cards out in a grid). **Don't use it** for a restaurant (\`RestaurantCard\`), for a cart line (\`CartModal\`) or in the admin (\`AdminMenuItemCard\`).

**Anatomy**: picture (4:3; a dish illustration stands in when it is missing or fails) · vegetarian marker (green dot / red triangle) and rating · name (a heading, level 3 by default) · description · price · "N in cart" · **Add** button.

**States**: vegetarian or not · not in the cart (no count) or "N in cart" · unavailable (\`unavailableReason\`, e.g. the restaurant is closed): the Add button is disabled and the reason is shown under it · long names and descriptions wrap inside the card · missing or broken picture.

**Keyboard and screen readers**: the card is an \`<article>\` named by its heading; the only control is the Add button, named "Add *dish* to cart" (its visible text is just "Add"). When unavailable, the button stays in the accessibility tree, disabled, described by the reason. The count sits in a status region that is there from the start, so each add is announced ("2 in cart"). The vegetarian marker is an image named "Vegetarian" or "Non-vegetarian"; the rating reads "Rated 4.5 out of 5".
`;

/** The card with the dish's vegetarian flag forced, whatever the "Data seed" generated. */
const withVeg = (isVeg: boolean) => (args: MenuItemCardProps) => (
  <MenuItemCard {...args} item={{ ...args.item, isVeg }} />
);

const meta = {
  title: 'Storefront/MenuItemCard',
  tags: ['stable'],
  component: MenuItemCard,
  parameters: { docs: { description: { component: COMPONENT_DOCS } } },
  argTypes: {
    onAdd: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { defaultValue: { summary: '3' } } },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  args: { item: makeMenuItem({ isVeg: false }), onAdd: fn() },
} satisfies Meta<typeof MenuItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NonVegetarian: Story = {
  args: { ...meta.args },
  render: withVeg(false),
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const item = { ...context.args.item, isVeg: false };
    await expect(canvas.getByRole('heading', { level: 3, name: item.name })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Non-vegetarian' })).toBeVisible();
    await expect(canvas.getByText(item.description)).toBeVisible();
    await expect(canvas.getByText(`$${item.price.toFixed(2)}`)).toBeVisible();
    await expect(canvas.getByText(`Rated ${item.rating.toFixed(1)} out of 5`)).toBeInTheDocument();
    // The (empty) status region is there before the first add, so that the count is announced.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: `Add ${item.name} to cart` }));
    await expect(args.onAdd).toHaveBeenCalledWith(item);
    leaveFocus();
  },
};

export const Vegetarian: Story = {
  args: { ...meta.args, item: makeMenuItem({ isVeg: true }, 2) },
  render: withVeg(true),
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await expect(canvas.getByRole('img', { name: 'Vegetarian' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Add ${context.args.item.name} to cart` }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    leaveFocus();
  },
};

export const InCart: Story = {
  args: { ...meta.args, quantityInCart: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 in cart')).toBeVisible();
    // A status region, so that screen readers hear the new count after an add.
    await expect(canvas.getByRole('status')).toHaveTextContent('2 in cart');
  },
};

/** The restaurant is closed: the add button keeps its name but is disabled, and says why. */
export const Unavailable: Story = {
  args: { ...meta.args, unavailableReason: 'Restaurant closed' },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const add = canvas.getByRole('button', { name: `Add ${context.args.item.name} to cart` });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Restaurant closed');
    await expect(canvas.getByText('Restaurant closed')).toBeVisible();
    await userEvent.click(add);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const UnavailableInCart: Story = {
  args: { ...meta.args, quantityInCart: 1, unavailableReason: 'Restaurant closed' },
  play: async (context) => {
    const { canvas } = context;
    // What is already in the cart is still shown.
    await expect(canvas.getByText('1 in cart')).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Add ${context.args.item.name} to cart` })).toBeDisabled();
  },
};

export const LongNameAndDescription: Story = {
  args: {
    ...meta.args,
    item: makeMenuItem({
      name: 'Slow-Braised Tuscan Wild Boar Pappardelle with Chianti Reduction',
      description:
        'Hand-cut ribbons of egg pasta tossed with a wild boar ragù braised for eight hours in Chianti, finished with aged pecorino, toasted pine nuts, rosemary oil and a scattering of fresh gremolata.',
      price: 124.99,
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('$124.99')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const MissingImage: Story = {
  args: { ...meta.args, item: makeMenuItem({ image: '' }, 3) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-placeholder]')).not.toBeNull();
  },
};

export const FailedImage: Story = {
  args: { ...meta.args, item: makeMenuItem({ image: 'data:image/png;base64,broken' }, 4) },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await waitFor(() => expect(canvasElement.querySelector('[data-placeholder]')).not.toBeNull());
    // The failed picture is replaced: no broken-image icon is left, the card still works.
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: `Add ${context.args.item.name} to cart` })).toBeVisible();
  },
};

/** The card with its count held in state, raised by its own Add button (as the app's cart does). */
function CountingCard(args: MenuItemCardProps) {
  const [count, setCount] = useState(args.quantityInCart ?? 0);
  return (
    <MenuItemCard
      {...args}
      quantityInCart={count}
      onAdd={(item) => {
        args.onAdd(item);
        setCount((now) => now + 1);
      }}
    />
  );
}

/**
 * 25 clicks at one spot of the screen add 25: the Add button stays where it is while the count goes
 * from nothing to '1 in cart', '10 in cart' and '25 in cart' (a narrow card, as in a 4-column grid).
 */
export const RepeatedAddsAtOneSpot: Story = {
  args: { ...meta.args },
  decorators: [
    (Story) => (
      <div style={{ width: 232, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <CountingCard {...args} />,
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const add = canvas.getByRole('button', { name: `Add ${context.args.item.name} to cart` });
    const start = add.getBoundingClientRect();
    const spot = { x: start.left + start.width / 2, y: start.top + start.height / 2 };
    for (let n = 1; n <= 25; n += 1) {
      const target = document.elementFromPoint(spot.x, spot.y);
      await expect(add.contains(target)).toBe(true);
      await userEvent.click(target!);
      await expect(canvas.getByRole('status')).toHaveTextContent(`${n} in cart`);
    }
    await expect(args.onAdd).toHaveBeenCalledTimes(25);
    const end = add.getBoundingClientRect();
    await expect({ x: end.left, y: end.top }).toEqual({ x: start.left, y: start.top });
    leaveFocus();
  },
};

/** The dish this story's long texts are made from. */
const longSource = makeMenuItem({}, 2);

/**
 * A name and a description of one unbroken 40-character word each, at a 360 px phone (the card is a row there,
 * the picture on the right): both break inside the text column, shown whole (also at a 1280 px page's widths).
 */
export const LongUnbrokenText: Story = {
  args: {
    ...meta.args,
    item: makeMenuItem(
      {
        name: unbroken(longSource.name, UNBROKEN_LENGTH),
        description: unbroken(longSource.description, UNBROKEN_LENGTH),
      },
      2,
    ),
  },
  ...atViewport('phone'),
  decorators: [phone360Frame],
  play: async (context) => {
    const item = context.args.item;
    await expectLongTextHolds(context.canvasElement, context.canvas.getByRole('article'), [
      item.name,
      item.description,
    ]);
  },
};
