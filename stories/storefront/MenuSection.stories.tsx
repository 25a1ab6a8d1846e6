import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MenuSection } from '../../src/components/storefront';
import { makeMenuItem } from '../../src/data';
import { filterMenuItems, menuCategories } from '../../src/domain';
import { atViewport } from '../../.storybook/modes';

/** The 16 items of the first open restaurant. */
const menu = Array.from({ length: 16 }, (_, i) => makeMenuItem({}, i + 1));

const meta = {
  ...atViewport('desktop'),
  title: 'Storefront/MenuSection',
  component: MenuSection,
  parameters: { ...atViewport('desktop').parameters, layout: 'padded' },
  args: {
    categories: menuCategories(menu),
    selectedCategory: 'All',
    onSelectCategory: fn(),
    items: menu,
    onAdd: fn(),
  },
} satisfies Meta<typeof MenuSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllItems: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Menu' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(16);
    await userEvent.click(canvas.getByRole('button', { name: 'Starters' }));
    await expect(args.onSelectCategory).toHaveBeenCalledWith('Starters');
    const first = args.items[0]!;
    await userEvent.click(canvas.getByRole('button', { name: `Add ${first.name} to cart` }));
    await expect(args.onAdd).toHaveBeenCalledWith(first);
  },
};

export const CategorySelected: Story = {
  args: { ...meta.args, selectedCategory: 'Desserts', items: filterMenuItems(menu, 'Desserts') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Desserts' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

export const NoVegetarianItems: Story = {
  args: { ...meta.args, items: menu.slice(0, 8).map((item) => ({ ...item, isVeg: false })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img', { name: 'Vegetarian' })).toBeNull();
    await expect(canvas.getAllByRole('img', { name: 'Non-vegetarian' })).toHaveLength(8);
  },
};

export const WithItemsInCart: Story = {
  args: { ...meta.args, items: menu.slice(0, 4), quantities: { [menu[0]!.id]: 1, [menu[2]!.id]: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 in cart')).toBeVisible();
    await expect(canvas.getByText('3 in cart')).toBeVisible();
  },
};

export const RestaurantClosed: Story = {
  args: { ...meta.args, items: menu.slice(0, 4), unavailableReason: 'Restaurant closed' },
  play: async ({ canvas, userEvent, args }) => {
    const adds = canvas.getAllByRole('button', { name: /^Add .+ to cart$/ });
    await expect(adds).toHaveLength(4);
    for (const add of adds) {
      await expect(add).toBeDisabled();
      await expect(add).toHaveAccessibleDescription('Restaurant closed');
    }
    // The menu can still be browsed by category.
    await userEvent.click(canvas.getByRole('button', { name: 'Starters' }));
    await expect(args.onSelectCategory).toHaveBeenCalledWith('Starters');
  },
};

export const EmptyCategory: Story = {
  args: { ...meta.args, categories: [...menuCategories(menu), 'Sides'], selectedCategory: 'Sides', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No items in this category.');
  },
};

/** A restaurant with no dish at all: under All the text says so (not 'No items in this category.'). */
export const EmptyMenu: Story = {
  args: { ...meta.args, categories: [], items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('No menu items yet.');
    await expect(canvas.queryByText('No items in this category.')).toBeNull();
  },
};

export const Phone: Story = {
  args: { ...meta.args, items: menu.slice(0, 4) },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
