import { deleteConsequence } from '../../src/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RestaurantsPage } from '../../src/app/admin/RestaurantsPage';
import { EMPTY_DATA } from '../admin/adminStoryData';
import { leaveFocus } from '../support/focus';
import { cardPage, expectCardPage, goToPage } from '../support/lists';
import { storyData } from '../support/storyData';
import { atViewport } from '../../.storybook/modes';
import { adminPage } from '../support/adminPage';
import { pageSource } from '../support/pageSource';

/**
 * The story's restaurants (the toolbar seed's, at its Data scale) and the first of them. The page shows 24 a
 * page: all of them at the spec's sizes, the first page of them at 10× and 100× (`expectCardPage`).
 */
function cast(context: Parameters<typeof storyData>[0]) {
  const { restaurants } = storyData(context);
  return { restaurants, first: restaurants[0]! };
}

const RESTAURANTS = { one: 'restaurant', other: 'restaurants' };

const QUESTION = 'Are you sure you want to delete this restaurant?';

const meta = {
  ...atViewport('desktop'),
  title: 'Pages/Admin/Restaurants',
  id: 'pages-adminrestaurants',
  component: RestaurantsPage,
  parameters: {
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
    router: { route: '/admin/restaurants' },
    docs: { source: pageSource('adminRestaurants') },
  },
  decorators: [adminPage],
} satisfies Meta<typeof RestaurantsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The data set's restaurants (every one at the spec's sizes; the first page at a larger scale), closed ones with the overlay. */
export const Default: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { restaurants } = cast(context);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
    await expectCardPage(canvasElement, restaurants, RESTAURANTS);
    const { shown } = cardPage(restaurants, RESTAURANTS);
    await expect(canvas.queryAllByText('Closed')).toHaveLength(shown.filter((r) => !r.isOpen).length);
  },
};

/**
 * No restaurants at all: "Add one to get started." and the button that does, under it: 'Add a restaurant' opens the
 * same Add Restaurant form as the header's button; closed, focus comes back to it.
 */
export const Empty: Story = {
  parameters: { data: EMPTY_DATA },
  play: async ({ canvas, userEvent }) => {
    const empty = canvas.getByRole('status');
    await expect(empty).toHaveTextContent('No restaurants yet. Add one to get started.');
    const add = within(empty).getByRole('button', { name: 'Add a restaurant' });
    await userEvent.click(add);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add Restaurant' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(add).toHaveFocus());
    leaveFocus();
  },
};

/** 'Add Restaurant' with an empty form: nothing is saved, every message shows, focus on Name. */
export const AddWithErrors: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { restaurants } = cast(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Restaurant' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add Restaurant' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Add Restaurant' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    await expect(dialog.getByRole('textbox', { name: 'Image URL' })).toHaveAccessibleDescription(
      'Image URL is required',
    );
    await expect(canvas.getByRole('dialog', { name: 'Add Restaurant' })).toBeVisible();
    await expectCardPage(context.canvasElement, restaurants, RESTAURANTS);
  },
};

/** A valid form adds a card; the dialog closes. */
export const AddRestaurant: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { restaurants } = cast(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Restaurant' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add Restaurant' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Pasta Palace');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Image URL' }), 'https://example.com/pasta.jpg');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Fresh pasta daily.');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Address' }), '1 Main St');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Cuisines' }), 'Italian{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Restaurant' }));
    // The save's round-trip (SAVE_DELAY): the dialog closes once it is saved.
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    // The new card comes last: on the one page at the spec's sizes, on the last page at a larger scale.
    const added = [...restaurants, { name: 'Pasta Palace' }];
    const last = cardPage(added, RESTAURANTS).pageCount;
    await goToPage(context.canvasElement, userEvent, RESTAURANTS, last);
    const card = canvas.getByRole('heading', { name: 'Pasta Palace' }).closest('article')!;
    await expect(card).toHaveTextContent('Italian');
    await expect(card).toHaveTextContent('Delivery $2.99');
    await expectCardPage(context.canvasElement, added, RESTAURANTS, last);
    leaveFocus();
  },
};

/** Cancel discards what was typed: reopening shows an empty form. */
export const CancelDiscards: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Restaurant' }));
    await userEvent.type(
      within(await canvas.findByRole('dialog', { name: 'Add Restaurant' })).getByRole('textbox', { name: 'Name' }),
      'Never saved',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Discard' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.queryByText('Never saved')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Restaurant' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Add Restaurant' }));
    const reopened = await canvas.findByRole('dialog', { name: 'Add Restaurant' });
    await expect(within(reopened).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
};

/** Edit pre-fills the form; saving updates the card. */
export const EditRestaurant: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { restaurants, first } = cast(context);
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${first.name}` }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Restaurant' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(first.name);
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed Bistro');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Open' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update Restaurant' }));
    // The save's round-trip (SAVE_DELAY): the dialog closes once it is saved.
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(canvas.queryByRole('heading', { name: first.name })).toBeNull();
    const card = canvas.getByRole('heading', { name: 'Renamed Bistro' }).closest('article')!;
    // The Open box was toggled.
    if (first.isOpen) await expect(within(card).getByText('Closed')).toBeVisible();
    else await expect(within(card).queryByText('Closed')).toBeNull();
    await expectCardPage(context.canvasElement, restaurants, RESTAURANTS);
    leaveFocus();
  },
};

/** Edit pre-fills; Cancel discards the change and focus goes back to the Edit button. */
export const EditCancelled: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { first } = cast(context);
    const edit = canvas.getByRole('button', { name: `Edit ${first.name}` });
    await userEvent.click(edit);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Restaurant' }));
    await expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveValue(first.address);
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Never saved');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await canvas.findByRole('button', { name: 'Discard' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(canvas.queryByText('Never saved')).toBeNull();
    await waitFor(() => expect(edit).toHaveFocus());
    leaveFocus();
  },
};

/** The in-app confirmation, open. */
export const ConfirmOpen: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { first } = cast(context);
    const { menuItems } = storyData(context);
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${first.name}` }));
    const dialog = await canvas.findByRole('alertdialog', { name: `Delete ${first.name}` });
    // The spec's question, then what a yes takes with it.
    const itsItems = menuItems.filter((item) => item.restaurantId === first.id).length;
    await expect(dialog).toHaveAccessibleDescription(`${QUESTION} ${deleteConsequence({ menuItems: itsItems })}`);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

/** Cancel keeps the restaurant; focus goes back to its Delete button. */
export const DeleteCancelled: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { restaurants, first } = cast(context);
    const remove = canvas.getByRole('button', { name: `Delete ${first.name}` });
    await userEvent.click(remove);
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByRole('heading', { name: first.name })).toBeVisible();
    await expectCardPage(context.canvasElement, restaurants, RESTAURANTS);
    await waitFor(() => expect(remove).toHaveFocus());
    leaveFocus();
  },
};

/** Delete removes the card; its Delete button is gone, so focus goes to the card now in its place (its Edit button). */
export const DeleteConfirmed: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { restaurants, first } = cast(context);
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${first.name}` }));
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: first.name })).toBeNull();
    await expectCardPage(context.canvasElement, restaurants.slice(1), RESTAURANTS);
    await expect(canvas.getByRole('heading', { name: restaurants[1]!.name })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: `Edit ${restaurants[1]!.name}` })).toHaveFocus());
    leaveFocus();
  },
};

/**
 * Delete, then Undo in the toast: the restaurant comes back where it was, with its menu items; the toast says so
 * and keeps focus on its close button.
 */
export const DeleteThenUndo: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { restaurants, first } = cast(context);
    const items = storyData(context).menuItems.filter((item) => item.restaurantId === first.id).length;
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${first.name}` }));
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const toasts = within(canvas.getByRole('region', { name: 'Notifications' }));
    await expect(toasts.getByRole('listitem')).toHaveTextContent(
      `${first.name} deleted, with its ${items} menu items.`,
    );
    await expect(canvas.queryByRole('heading', { name: first.name })).toBeNull();
    await userEvent.click(toasts.getByRole('button', { name: 'Undo' }));
    await expect(toasts.getByRole('listitem')).toHaveTextContent(`${first.name} restored.`);
    await expect(toasts.queryByRole('button', { name: 'Undo' })).toBeNull();
    await expect(toasts.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(restaurants.slice(0, headings.length).map((r) => r.name));
    leaveFocus();
  },
};

/**
 * Deleting with the keyboard (Enter on Delete, Enter on the dialog's Delete): focus lands on the next card, where
 * the deleted one was, not on 'Add Restaurant' at the top of the page.
 */
export const DeleteWithKeyboard: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { restaurants, first } = cast(context);
    canvas.getByRole('button', { name: `Delete ${first.name}` }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('alertdialog', { name: `Delete ${first.name}` });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: first.name })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: `Edit ${restaurants[1]!.name}` })).toHaveFocus());
    leaveFocus();
  },
};

export const Phone: Story = {
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add Restaurant' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
