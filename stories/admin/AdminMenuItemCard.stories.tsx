import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminMenuItemCard } from '../../src/components/admin';
import { makeMenuItem, makeRestaurant } from '../../src/data';
import { formatPrice } from '../../src/domain';
import { leaveFocus } from '../support/focus';
import { atViewport } from '../../.storybook/modes';
import { expectLongTextHolds, phone360Frame, unbroken, UNBROKEN_LENGTH } from '../support/longText';

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
A menu item as an admin sees it in the **Menu Items** grid: enough to recognise the dish and its two actions, Edit and Delete.

**Use it** inside \`AdminMenuItemGrid\` (one card per item). **Don't use it** on the storefront: customers get \`MenuItemCard\`, which adds to the cart instead of editing.

**Anatomy** (top to bottom): picture (4:3; a placeholder when the image is missing or fails) · veg marker and name (an \`<h2>\`) · restaurant name (when given) · category tag and star rating · description · price, with the **Edit** (secondary) and **Delete** (quiet danger) buttons.

**States**: vegetarian (green marker) or non-vegetarian (red marker); with or without a picture; with or without the restaurant line.

**Keyboard and screen readers**: an \`<article>\`; Tab reaches Edit, then Delete. The buttons read "Edit *name*" and "Delete *name*" (the name is visually hidden), so a list of buttons still says which dish each acts on. The marker reads "Vegetarian" / "Non-vegetarian", the rating "Rated 4.5 out of 5"; the picture is decorative. Delete only reports the id: the page asks for confirmation.
`;

const meta = {
  title: 'Admin/AdminMenuItemCard',
  tags: ['stable'],
  component: AdminMenuItemCard,
  parameters: { docs: { description: { component: COMPONENT_DOCS } } },
  decorators: [(Story) => <div style={{ width: 320, maxWidth: '100%' }}>{Story()}</div>],
  args: { item: makeMenuItem({ isVeg: false }), restaurantName: makeRestaurant().name, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof AdminMenuItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NonVegetarian: Story = {
  args: { ...meta.args },
  // The marker is the point: whatever the "Data seed" picks, this item stays non-vegetarian.
  render: (args) => <AdminMenuItemCard {...args} item={{ ...args.item, isVeg: false }} />,
  play: async (context) => {
    const { canvas, userEvent, step, args } = context;
    const { id, name, price, category } = args.item;
    await step('shows the item', async () => {
      await expect(canvas.getByRole('heading', { name })).toBeVisible();
      await expect(canvas.getByRole('img', { name: 'Non-vegetarian' })).toBeVisible();
      await expect(canvas.getByText(formatPrice(price))).toBeVisible();
      await expect(canvas.getByText(category)).toBeVisible();
      await expect(canvas.getByText(args.restaurantName!)).toBeVisible();
    });
    await step('edit and delete report the id', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Edit ${name}` }));
      await expect(args.onEdit).toHaveBeenCalledWith(id);
      await userEvent.click(canvas.getByRole('button', { name: `Delete ${name}` }));
      await expect(args.onDelete).toHaveBeenCalledWith(id);
    });
    leaveFocus();
  },
};

export const Vegetarian: Story = {
  args: { ...meta.args, item: makeMenuItem({ isVeg: true }, 2) },
  render: (args) => <AdminMenuItemCard {...args} item={{ ...args.item, isVeg: true }} />,
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('img', { name: 'Vegetarian' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: context.args.item.name })).toBeVisible();
  },
};

export const NoImage: Story = {
  args: { ...meta.args, item: makeMenuItem({ image: '', name: 'Garlic Bread', category: 'Sides' }, 3) },
  play: async ({ canvas, canvasElement }) => {
    // The dish's illustration stands in for the missing picture.
    await expect(canvasElement.querySelector('[data-placeholder]')).toBeVisible();
    await expect(canvas.getByText('Sides')).toBeVisible();
  },
};

/** The dish and restaurant this story's long texts are made from. */
const longSource = makeMenuItem({}, 2);
const longRestaurant = makeRestaurant({}, 2);

/**
 * Name, restaurant, category and description of one unbroken 40-character word each, at a 360 px phone: each
 * breaks inside the card (the category tag too, rather than cut), shown whole (also at a 1280 px page's widths).
 */
export const LongUnbrokenText: Story = {
  args: {
    ...meta.args,
    item: makeMenuItem(
      {
        isVeg: false,
        name: unbroken(longSource.name, UNBROKEN_LENGTH),
        category: unbroken(longSource.category, UNBROKEN_LENGTH),
        description: unbroken(longSource.description, UNBROKEN_LENGTH),
      },
      2,
    ),
    restaurantName: unbroken(longRestaurant.name, UNBROKEN_LENGTH),
  },
  ...atViewport('phone'),
  decorators: [phone360Frame],
  play: async ({ canvas, canvasElement, args }) => {
    const { item, restaurantName } = args;
    await expectLongTextHolds(canvasElement, canvas.getByRole('article'), [
      item.name,
      restaurantName!,
      item.category,
      item.description,
    ]);
  },
};
