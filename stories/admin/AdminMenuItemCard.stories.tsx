import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminMenuItemCard } from '../../src/components/admin';
import { makeMenuItem, makeRestaurant } from '../../src/data';
import { formatPrice } from '../../src/domain';
import { leaveFocus } from '../support/focus';
import { seededArgs } from '../support/storyData';

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
  // The marker is the point: whatever the "Data seed" picks, this item stays non-vegetarian.
  render: (args) => <AdminMenuItemCard {...args} item={{ ...args.item, isVeg: false }} />,
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    const args = seededArgs(context);
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
    await expect(canvas.getByRole('heading', { name: seededArgs(context).item.name })).toBeVisible();
  },
};

export const NoImage: Story = {
  args: { ...meta.args, item: makeMenuItem({ image: '', name: 'Garlic Bread', category: 'Sides' }, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('GB')).toBeVisible();
    await expect(canvas.getByText('Sides')).toBeVisible();
  },
};
