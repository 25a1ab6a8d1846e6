import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MenuItemsPage } from '../../src/app/admin/MenuItemsPage';
import {
  amountHint,
  deleteConsequence,
  filterAdminMenuItems,
  FORM_MENU_CATEGORIES,
  formatPrice,
  MAX_PRICE,
  type ListNoun,
  type MenuItem,
  type Restaurant,
  type SeedData,
} from '../../src/domain';
import { EMPTY_DATA } from '../admin/adminStoryData';
import { leaveFocus } from '../support/focus';
import { cardPage, expectCardPage, goToPage, listFollows } from '../support/lists';
import { storyData } from '../support/storyData';
import { atViewport } from '../../.storybook/modes';
import { adminPage } from '../support/adminPage';
import { pageSource } from '../support/pageSource';

const QUESTION = 'Are you sure you want to delete this menu item?';

const MENU_ITEMS: ListNoun = { one: 'menu item', other: 'menu items' };

/**
 * The story's data (the toolbar seed's whole data set, at its Data scale), its first two restaurants and its first
 * menu item. The page shows 24 items a page: 8 pages at the spec's 192 items, 80 at 10×; a restaurant's 16 fit one.
 */
function cast(context: Parameters<typeof storyData>[0]) {
  const data: SeedData = storyData(context);
  return {
    data,
    items: data.menuItems,
    restaurantA: data.restaurants[0]!,
    restaurantB: data.restaurants[1]!,
    firstItem: data.menuItems[0]!,
  };
}

/** The menu items of `restaurant`, in the grid's order. */
const itemsOf = (items: readonly MenuItem[], restaurant: Restaurant) =>
  filterAdminMenuItems(items, { restaurantId: restaurant.id });

/**
 * What a card's Edit and Delete buttons call `item` in the grid listing `listed` (AdminMenuItemGrid's rule): its
 * name, with its restaurant's when another listed item has the same name (dishes repeat across restaurants).
 */
function objectName(item: MenuItem, listed: readonly MenuItem[], restaurants: readonly Restaurant[]): string {
  const key = (name: string) => name.trim().toLowerCase();
  if (listed.filter((other) => key(other.name) === key(item.name)).length < 2) return item.name;
  const restaurant = restaurants.find((r) => r.id === item.restaurantId);
  return restaurant ? `${item.name}, ${restaurant.name}` : item.name;
}

/** Names on the menu item cards, in order. */
function cardNames(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

/** The cards are page `page` of `items` (their names, in order), under a count line that counts them all. */
async function expectItemsPage(canvasElement: HTMLElement, items: readonly MenuItem[], page = 1) {
  await expectCardPage(canvasElement, items, MENU_ITEMS, page);
  await expect(cardNames(canvasElement)).toEqual(cardPage(items, MENU_ITEMS, page).shown.map((item) => item.name));
}

/** A category none of `items` is in (the form offers Sides; the seed's menus have none). */
const unusedCategory = (items: readonly MenuItem[]) =>
  FORM_MENU_CATEGORIES.find((category) => items.every((item) => item.category !== category));

const meta = {
  ...atViewport('desktop'),
  title: 'Pages/Admin/Menu items',
  id: 'pages-adminmenuitems',
  component: MenuItemsPage,
  parameters: {
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
    router: { route: '/admin/menu-items' },
    docs: { source: pageSource('adminMenuItems') },
  },
  decorators: [adminPage],
} satisfies Meta<typeof MenuItemsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every menu item of the data set (192 at the spec's sizes, 1,920 at 10×), 24 a page, with both filters on all.
 */
export const Default: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { items } = cast(context);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Menu Items' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('all');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('all');
    await expectItemsPage(canvasElement, items);
  },
};

/** The restaurant and category filters narrow the grid. */
export const Filtered: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { items, restaurantB } = cast(context);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Restaurant' }), restaurantB.name);
    await listFollows(canvasElement);
    const own = itemsOf(items, restaurantB);
    await expectItemsPage(canvasElement, own);
    const category = own[0]!.category;
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), category);
    await listFollows(canvasElement);
    await expectItemsPage(canvasElement, filterAdminMenuItems(own, { category }));
    leaveFocus();
  },
};

/** A filter that matches nothing says so, with its next step, 'Clear filters' (the story ends on the empty state). */
export const FilterNoMatch: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { items, restaurantA } = cast(context);
    // A category none of the story's items is in.
    const unused = unusedCategory(items);
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
    const { items, restaurantA } = cast(context);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Restaurant' }), restaurantA.name);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), unusedCategory(items)!);
    await listFollows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await listFollows(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('all');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('all');
    await expectItemsPage(canvasElement, items);
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Menu items' })).toHaveFocus());
    leaveFocus();
  },
};

/**
 * No menu items at all (an empty data set, on purpose): the grid's empty state, with nothing to clear; its next step,
 * 'Add a menu item', opens the same Add Menu Item form as the header's button.
 */
export const Empty: Story = {
  parameters: { data: EMPTY_DATA },
  play: async ({ canvas, userEvent }) => {
    const empty = canvas.getByRole('status');
    await expect(empty).toHaveTextContent('No menu items yet. Add one to get started.');
    // No filter emptied it: nothing to clear, but one can be added.
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    const add = within(empty).getByRole('button', { name: 'Add a menu item' });
    await userEvent.click(add);
    await expect(await canvas.findByRole('dialog', { name: 'Add Menu Item' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(add).toHaveFocus());
    leaveFocus();
  },
};

/** An invalid Add Menu Item submit: messages next to the fields, focus on the first (the dialog stays open). */
export const AddWithErrors: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { items } = cast(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Menu Item' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add Menu Item' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Add Menu Item' }));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(dialog.getByRole('combobox', { name: 'Restaurant' })).toHaveAccessibleDescription(
      'Restaurant is required',
    );
    await expect(dialog.getByRole('spinbutton', { name: 'Price ($)' })).toHaveAccessibleDescription(
      `${amountHint(MAX_PRICE)} Price is required`,
    );
    await expectCardPage(canvasElement, items, MENU_ITEMS);
  },
};

/**
 * With a restaurant filter set, the Add form starts with that restaurant; the new item appears, last of that
 * restaurant's items (on the filter's last page, should they take more than one).
 */
export const AddMenuItem: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { items, restaurantA } = cast(context);
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
    const added = [...itemsOf(items, restaurantA), { name: 'Garden Salad' }];
    const last = cardPage(added, MENU_ITEMS).pageCount;
    await goToPage(canvasElement, userEvent, MENU_ITEMS, last);
    await expectCardPage(canvasElement, added, MENU_ITEMS, last);
    const card = canvas.getByRole('heading', { name: 'Garden Salad' }).closest('article')!;
    await expect(card).toHaveTextContent('$8.50');
    await expect(card).toHaveTextContent('Sides');
    await expect(card).toHaveTextContent(restaurantA.name);
    await expect(within(card).getByRole('img', { name: 'Vegetarian' })).toBeVisible();
    leaveFocus();
  },
};

/** Edit pre-fills the form; saving updates the card's price, in its place. */
export const EditMenuItem: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { data, items, firstItem } = cast(context);
    const name = objectName(firstItem, items, data.restaurants);
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${name}` }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Menu Item' }));
    const price = dialog.getByRole('spinbutton', { name: 'Price ($)' });
    await expect(price).toHaveValue(firstItem.price);
    await userEvent.clear(price);
    await userEvent.type(price, '99.99');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Menu Item' }));
    // The save's round-trip (SAVE_DELAY): the dialog closes once it is saved.
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    const card = canvas.getByRole('button', { name: `Edit ${name}` }).closest('article')!;
    await expect(within(card).getByRole('heading')).toHaveTextContent(firstItem.name);
    await expect(card).toHaveTextContent(formatPrice(99.99));
    await expectItemsPage(canvasElement, items);
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
    const { data, items, restaurantA, restaurantB } = cast(context);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Restaurant' }), restaurantB.name);
    await listFollows(canvasElement);
    const own = itemsOf(items, restaurantB);
    const moved = own[0]!;
    await expectItemsPage(canvasElement, own);
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${objectName(moved, own, data.restaurants)}` }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Menu Item' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Restaurant' }), restaurantA.name);
    await userEvent.click(dialog.getByRole('button', { name: 'Update Menu Item' }));
    // The save's round-trip (SAVE_DELAY): the dialog closes once it is saved.
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(canvas.queryByRole('heading', { name: moved.name })).toBeNull();
    await expectItemsPage(canvasElement, own.slice(1));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Menu Item' })).toHaveFocus());
    leaveFocus();
  },
};

/** The in-app confirmation, open, with focus on its safe choice (Cancel). */
export const ConfirmOpen: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { data, items, firstItem } = cast(context);
    await userEvent.click(
      canvas.getByRole('button', { name: `Delete ${objectName(firstItem, items, data.restaurants)}` }),
    );
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
    const { canvas, canvasElement, userEvent } = context;
    const { data, items, firstItem } = cast(context);
    const remove = canvas.getByRole('button', { name: `Delete ${objectName(firstItem, items, data.restaurants)}` });
    await userEvent.click(remove);
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    const card = within(remove.closest('article')!);
    await expect(card.getByRole('heading', { name: firstItem.name })).toBeVisible();
    await expectItemsPage(canvasElement, items);
    await waitFor(() => expect(remove).toHaveFocus());
    leaveFocus();
  },
};

/** Delete removes the card; its Delete button is gone, so focus goes to the card now in its place (its Edit button). */
export const DeleteConfirmed: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { data, items, firstItem } = cast(context);
    await userEvent.click(
      canvas.getByRole('button', { name: `Delete ${objectName(firstItem, items, data.restaurants)}` }),
    );
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    const rest = items.slice(1);
    await expect(
      canvas.queryByRole('button', { name: `Edit ${objectName(firstItem, items, data.restaurants)}` }),
    ).toBeNull();
    await expectItemsPage(canvasElement, rest);
    // Focus goes to the card now in the deleted one's place.
    const next = canvas.getByRole('button', { name: `Edit ${objectName(rest[0]!, rest, data.restaurants)}` });
    await expect(next).toBeVisible();
    await waitFor(() => expect(next).toHaveFocus());
    leaveFocus();
  },
};

/** Phones: the filters in sight, page 1 under its count line; nothing scrolls sideways at 375 px. */
export const Phone: Story = {
  ...atViewport('phone'),
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { items } = cast(context);
    await expect(canvas.getByRole('combobox', { name: 'Restaurant' })).toBeVisible();
    await expectCardPage(canvasElement, items, MENU_ITEMS);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
