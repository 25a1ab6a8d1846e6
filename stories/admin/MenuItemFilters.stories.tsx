import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MenuItemFilters } from '../../src/components/admin';
import { getSeedData } from '../../src/data';
import { leaveFocus } from '../support/focus';

const restaurants = getSeedData().restaurants;

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The two filters above the admin menu items grid: by restaurant and by category.

**Use it** on the **Menu Items** screen, controlled by the page. **Don't use it** for the storefront's cuisine chips.

**Anatomy**: a group named "Filter menu items" with two labelled selects: **Restaurant** (All Restaurants + every restaurant) and **Category** (All Categories + Starters, Main Course, Desserts, Beverages, Sides).

**States**: nothing filtered (\`'all'\` / \`'all'\`) · a restaurant and/or a category picked.

**Keyboard and screen readers**: native \`<select>\`s with visible labels: Tab to each, arrow keys or type-ahead to pick. Each change reports the new value at once; the grid below announces an empty result through its status box.
`;

const meta = {
  title: 'Admin/MenuItemFilters',
  tags: ['stable'],
  component: MenuItemFilters,
  parameters: { docs: { description: { component: COMPONENT_DOCS } } },
  decorators: [(Story) => <div style={{ width: 640, maxWidth: '100%' }}>{Story()}</div>],
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
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const third = args.restaurants[2]!;
    const restaurant = canvas.getByRole('combobox', { name: 'Restaurant' });
    const category = canvas.getByRole('combobox', { name: 'Category' });
    await expect(restaurant).toHaveValue('all');
    await expect(restaurant).toHaveDisplayValue('All Restaurants');
    await expect(category).toHaveValue('all');
    await expect(category).toHaveDisplayValue('All Categories');
    await userEvent.selectOptions(restaurant, third.name);
    await expect(args.onRestaurantChange).toHaveBeenCalledWith(third.id);
    await userEvent.selectOptions(category, 'Sides');
    await expect(args.onCategoryChange).toHaveBeenCalledWith('Sides');
    leaveFocus();
  },
};

export const Filtered: Story = {
  args: { ...meta.args, restaurantId: restaurants[0]!.id, category: 'Desserts' },
  play: async (context) => {
    const { canvas } = context;
    const restaurant = canvas.getByRole('combobox', { name: 'Restaurant' });
    await expect(restaurant).toHaveValue(restaurants[0]!.id);
    await expect(restaurant).toHaveDisplayValue(context.args.restaurants[0]!.name);
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('Desserts');
  },
};
