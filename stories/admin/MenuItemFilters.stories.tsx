import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MenuItemFilters } from '../../src/components/admin';
import { getSeedData } from '../../src/data';

const restaurants = getSeedData().restaurants;

const meta = {
  title: 'Admin/MenuItemFilters',
  component: MenuItemFilters,
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
  args: {
    restaurants,
    restaurantId: 'all',
    category: 'all',
    onRestaurantChange: fn(),
    onCategoryChange: fn(),
  },
} satisfies Meta<typeof MenuItemFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllItems: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    const restaurant = canvas.getByRole('combobox', { name: 'Restaurant' });
    const category = canvas.getByRole('combobox', { name: 'Category' });
    await expect(restaurant).toHaveValue('all');
    await expect(category).toHaveValue('all');
    await userEvent.selectOptions(restaurant, restaurants[2]!.name);
    await expect(args.onRestaurantChange).toHaveBeenCalledWith(restaurants[2]!.id);
    await userEvent.selectOptions(category, 'Sides');
    await expect(args.onCategoryChange).toHaveBeenCalledWith('Sides');
  },
};

export const Filtered: Story = {
  args: { ...meta.args, restaurantId: restaurants[0]!.id, category: 'Desserts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Restaurant' })).toHaveValue(restaurants[0]!.id);
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('Desserts');
  },
};
