import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminMenuItemCard } from '../../src/components/admin';
import { makeMenuItem, makeRestaurant } from '../../src/data';
import { formatPrice } from '../../src/domain';

const meta = {
  title: 'Admin/AdminMenuItemCard',
  component: AdminMenuItemCard,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  args: { item: makeMenuItem({ isVeg: false }), restaurantName: makeRestaurant().name, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof AdminMenuItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NonVegetarian: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args, step }) => {
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
  },
};

export const Vegetarian: Story = {
  args: { ...meta.args, item: makeMenuItem({ isVeg: true }, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Vegetarian' })).toBeVisible();
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
