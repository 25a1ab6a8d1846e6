import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MenuItemsPage } from '../../src/app/admin/MenuItemsPage';
import { formatPrice } from '../../src/domain';
import { EMPTY_DATA, smallSeedData } from '../admin/adminStoryData';
import { atViewport } from '../../.storybook/modes';

// 3 restaurants with 2 menu items each, so the grid stays readable.
const data = smallSeedData({ restaurants: 3, itemsEach: 2 });
const restaurantA = data.restaurants[0]!;
const restaurantB = data.restaurants[1]!;
const firstItem = data.menuItems[0]!;
const QUESTION = 'Are you sure you want to delete this menu item?';

const meta = {
  ...atViewport('desktop'),
  title: 'Pages/AdminMenuItems',
  component: MenuItemsPage,
  parameters: {
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
    router: { route: '/admin/menu-items' },
    data,
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof MenuItemsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Menu Items' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('all');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('all');
    await expect(canvas.getAllByRole('article')).toHaveLength(data.menuItems.length);
  },
};

/** The restaurant and category filters narrow the grid. */
export const Filtered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Restaurant' }), restaurantB.name);
    const own = data.menuItems.filter((item) => item.restaurantId === restaurantB.id);
    await expect(canvas.getAllByRole('article')).toHaveLength(own.length);
    for (const item of own) await expect(canvas.getByRole('heading', { name: item.name })).toBeVisible();
    const category = own[0]!.category;
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), category);
    await expect(canvas.getAllByRole('article')).toHaveLength(own.filter((item) => item.category === category).length);
  },
};

/** A filter that matches nothing says so. */
export const FilterNoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Sides');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('No menu items match the selected filters.');
  },
};

export const Empty: Story = {
  parameters: { data: EMPTY_DATA },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No menu items yet. Add one to get started.');
  },
};

/** An invalid Add Menu Item submit: messages next to the fields, focus on the first. */
export const AddWithErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Menu Item' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Add Menu Item' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Menu Item' }));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(dialog.getByRole('combobox', { name: 'Restaurant' })).toHaveAccessibleDescription(
      'Restaurant is required',
    );
    await expect(dialog.getByRole('spinbutton', { name: 'Price ($)' })).toHaveAccessibleDescription(
      'Price is required',
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(data.menuItems.length);
  },
};

/** With a restaurant filter set, the Add form starts with that restaurant; the new item appears. */
export const AddMenuItem: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Restaurant' }), restaurantA.name);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Menu Item' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Add Menu Item' }));
    await expect(dialog.getByRole('combobox', { name: 'Restaurant' })).toHaveValue(restaurantA.id);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Garden Salad');
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'Price ($)' }), '8.5');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'Sides');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Crisp greens.');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Image URL' }), 'https://example.com/salad.jpg');
    await userEvent.click(dialog.getByRole('radio', { name: 'Vegetarian' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Menu Item' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    const card = canvas.getByRole('heading', { name: 'Garden Salad' }).closest('article')!;
    await expect(card).toHaveTextContent('$8.50');
    await expect(card).toHaveTextContent('Sides');
    await expect(card).toHaveTextContent(restaurantA.name);
    await expect(within(card).getByRole('img', { name: 'Vegetarian' })).toBeVisible();
  },
};

export const EditMenuItem: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${firstItem.name}` }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Edit Menu Item' }));
    const price = dialog.getByRole('spinbutton', { name: 'Price ($)' });
    await expect(price).toHaveValue(firstItem.price);
    await userEvent.clear(price);
    await userEvent.type(price, '99.99');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Menu Item' }));
    const card = canvas.getByRole('heading', { name: firstItem.name }).closest('article')!;
    await expect(card).toHaveTextContent(formatPrice(99.99));
  },
};

/**
 * Under a restaurant filter, an edit that moves the item to another restaurant takes its card (and the
 * Edit button that opened the form) out of the grid: focus goes to 'Add Menu Item', not <body>.
 */
export const EditLeavesFilter: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Restaurant' }), restaurantB.name);
    const moved = data.menuItems.find((item) => item.restaurantId === restaurantB.id)!;
    const before = canvas.getAllByRole('article').length;
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${moved.name}` }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Edit Menu Item' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Restaurant' }), restaurantA.name);
    await userEvent.click(dialog.getByRole('button', { name: 'Update Menu Item' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: moved.name })).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(before - 1);
    await expect(canvas.getByRole('button', { name: 'Add Menu Item' })).toHaveFocus();
  },
};

export const ConfirmOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${firstItem.name}` }));
    await expect(canvas.getByRole('alertdialog', { name: `Delete ${firstItem.name}` })).toHaveAccessibleDescription(
      QUESTION,
    );
  },
};

/** Cancel keeps the item; focus goes back to its Delete button. */
export const DeleteCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    const remove = canvas.getByRole('button', { name: `Delete ${firstItem.name}` });
    await userEvent.click(remove);
    await userEvent.click(within(canvas.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByRole('heading', { name: firstItem.name })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(data.menuItems.length);
    await expect(remove).toHaveFocus();
  },
};

/** Delete removes the card; its Delete button is gone, so focus goes to 'Add Menu Item' (not <body>). */
export const DeleteConfirmed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${firstItem.name}` }));
    await userEvent.click(within(canvas.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: firstItem.name })).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(data.menuItems.length - 1);
    await expect(canvas.getByRole('heading', { name: data.menuItems[1]!.name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Menu Item' })).toHaveFocus();
  },
};

export const Phone: Story = {
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Restaurant' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
