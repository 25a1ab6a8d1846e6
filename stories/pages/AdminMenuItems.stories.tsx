import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MenuItemsPage } from '../../src/app/admin/MenuItemsPage';
import { deleteConsequence, FORM_MENU_CATEGORIES, formatPrice, type SeedData } from '../../src/domain';
import { EMPTY_DATA, smallSlice } from '../admin/adminStoryData';
import { leaveFocus } from '../support/focus';
import { listFollows } from '../support/lists';
import { storyData } from '../support/storyData';
import { atViewport } from '../../.storybook/modes';
import { adminPage } from '../support/adminPage';

const QUESTION = 'Are you sure you want to delete this menu item?';

/** The story's data (the toolbar seed's first 3 restaurants, 2 menu items each, so the grid stays readable). */
function cast(context: Parameters<typeof storyData>[0]) {
  const data: SeedData = storyData(context);
  return {
    data,
    restaurantA: data.restaurants[0]!,
    restaurantB: data.restaurants[1]!,
    firstItem: data.menuItems[0]!,
  };
}

const meta = {
  ...atViewport('desktop'),
  title: 'Pages/Admin/Menu items',
  id: 'pages-adminmenuitems',
  component: MenuItemsPage,
  parameters: {
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
    router: { route: '/admin/menu-items' },
    dataFromSeed: smallSlice({ restaurants: 3, itemsEach: 2 }),
  },
  decorators: [adminPage],
} satisfies Meta<typeof MenuItemsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { data } = cast(context);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Menu Items' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('all');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('all');
    const cards = canvas.getAllByRole('article');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      data.menuItems.map((item) => item.name),
    );
  },
};

/** The restaurant and category filters narrow the grid. */
export const Filtered: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { data, restaurantB } = cast(context);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Restaurant' }), restaurantB.name);
    await listFollows(canvasElement);
    const own = data.menuItems.filter((item) => item.restaurantId === restaurantB.id);
    await expect(canvas.getAllByRole('article')).toHaveLength(own.length);
    for (const item of own) await expect(canvas.getByRole('heading', { name: item.name })).toBeVisible();
    const category = own[0]!.category;
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), category);
    await listFollows(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(own.filter((item) => item.category === category).length);
    leaveFocus();
  },
};

/** A filter that matches nothing says so, with its next step, 'Clear filters' (the story ends on the empty state). */
export const FilterNoMatch: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { data, restaurantA } = cast(context);
    // A category none of the story's items is in.
    const unused = FORM_MENU_CATEGORIES.find((category) => data.menuItems.every((item) => item.category !== category));
    await expect(unused).toBeDefined();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Restaurant' }), restaurantA.name);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), unused!);
    await listFollows(canvasElement);
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('No menu items match the selected filters.');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    leaveFocus();
  },
};

/** 'Clear filters' after a filter that matched nothing: both filters back on all, every item back, focus on the list. */
export const FilterNoMatchCleared: Story = {
  name: 'Filter no match, then Clear filters',
  // Ends looking like Default, which has the reference image.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { data, restaurantA } = cast(context);
    const unused = FORM_MENU_CATEGORIES.find((category) => data.menuItems.every((item) => item.category !== category));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Restaurant' }), restaurantA.name);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), unused!);
    await listFollows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await listFollows(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('all');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('all');
    await expect(canvas.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(
      data.menuItems.map((item) => item.name),
    );
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Menu items' })).toHaveFocus());
    leaveFocus();
  },
};

export const Empty: Story = {
  parameters: { data: EMPTY_DATA },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No menu items yet. Add one to get started.');
    // No filter emptied it: nothing to clear.
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** An invalid Add Menu Item submit: messages next to the fields, focus on the first (the dialog stays open). */
export const AddWithErrors: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { data } = cast(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Menu Item' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add Menu Item' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus());
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
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { restaurantA } = cast(context);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Restaurant' }), restaurantA.name);
    await listFollows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Menu Item' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add Menu Item' }));
    await expect(dialog.getByRole('combobox', { name: 'Restaurant' })).toHaveValue(restaurantA.id);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Garden Salad');
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'Price ($)' }), '8.5');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'Sides');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Crisp greens.');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Image URL' }), 'https://example.com/salad.jpg');
    await userEvent.click(dialog.getByRole('radio', { name: 'Vegetarian' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Menu Item' }));
    // The save's round-trip (SAVE_DELAY): the dialog closes once it is saved.
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    const card = canvas.getByRole('heading', { name: 'Garden Salad' }).closest('article')!;
    await expect(card).toHaveTextContent('$8.50');
    await expect(card).toHaveTextContent('Sides');
    await expect(card).toHaveTextContent(restaurantA.name);
    await expect(within(card).getByRole('img', { name: 'Vegetarian' })).toBeVisible();
    leaveFocus();
  },
};

export const EditMenuItem: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { firstItem } = cast(context);
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${firstItem.name}` }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Menu Item' }));
    const price = dialog.getByRole('spinbutton', { name: 'Price ($)' });
    await expect(price).toHaveValue(firstItem.price);
    await userEvent.clear(price);
    await userEvent.type(price, '99.99');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Menu Item' }));
    // The save's round-trip (SAVE_DELAY): the dialog closes once it is saved.
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    const card = canvas.getByRole('heading', { name: firstItem.name }).closest('article')!;
    await expect(card).toHaveTextContent(formatPrice(99.99));
    leaveFocus();
  },
};

/**
 * Under a restaurant filter, an edit that moves the item to another restaurant takes its card (and the
 * Edit button that opened the form) out of the grid: focus goes to 'Add Menu Item', not <body>.
 */
export const EditLeavesFilter: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { data, restaurantA, restaurantB } = cast(context);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Restaurant' }), restaurantB.name);
    await listFollows(canvasElement);
    const moved = data.menuItems.find((item) => item.restaurantId === restaurantB.id)!;
    const before = canvas.getAllByRole('article').length;
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${moved.name}` }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Menu Item' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Restaurant' }), restaurantA.name);
    await userEvent.click(dialog.getByRole('button', { name: 'Update Menu Item' }));
    // The save's round-trip (SAVE_DELAY): the dialog closes once it is saved.
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(canvas.queryByRole('heading', { name: moved.name })).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(before - 1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Menu Item' })).toHaveFocus());
    leaveFocus();
  },
};

/** The in-app confirmation, open, with focus on its safe choice (Cancel). */
export const ConfirmOpen: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { data, firstItem } = cast(context);
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${firstItem.name}` }));
    const dialog = await canvas.findByRole('alertdialog', { name: `Delete ${firstItem.name}` });
    // The spec's question, then what a yes takes with it.
    const restaurantName = data.restaurants.find((restaurant) => restaurant.id === firstItem.restaurantId)!.name;
    await expect(dialog).toHaveAccessibleDescription(`${QUESTION} ${deleteConsequence({ restaurantName })}`);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

/** Cancel keeps the item; focus goes back to its Delete button. */
export const DeleteCancelled: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { data, firstItem } = cast(context);
    const remove = canvas.getByRole('button', { name: `Delete ${firstItem.name}` });
    await userEvent.click(remove);
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByRole('heading', { name: firstItem.name })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(data.menuItems.length);
    await waitFor(() => expect(remove).toHaveFocus());
    leaveFocus();
  },
};

/** Delete removes the card; its Delete button is gone, so focus goes to 'Add Menu Item' (not <body>). */
export const DeleteConfirmed: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { data, firstItem } = cast(context);
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${firstItem.name}` }));
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: firstItem.name })).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(data.menuItems.length - 1);
    const next = canvas.getByRole('heading', { name: data.menuItems[1]!.name });
    await expect(next).toBeVisible();
    // Focus goes to the card now in the deleted one's place.
    const nextCard = within(next.closest('article')!);
    await waitFor(() => expect(nextCard.getByRole('button', { name: /^Edit / })).toHaveFocus());
    leaveFocus();
  },
};

export const Phone: Story = {
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Restaurant' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
