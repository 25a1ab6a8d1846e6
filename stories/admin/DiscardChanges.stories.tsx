import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MenuItemsPage } from '../../src/app/admin/MenuItemsPage';
import { RestaurantsPage } from '../../src/app/admin/RestaurantsPage';
import { atViewport } from '../../.storybook/modes';
import { backdropElement } from '../support/backdrop';
import { adminPage } from '../support/adminPage';

/**
 * A form with changes asks "Discard changes?" before it closes, whatever asks it to close (Escape, the
 * backdrop, Cancel, the close button); a pristine form closes at once. The data is whatever the toolbar's
 * seed generated: the plays read names from the page.
 */
const meta = {
  ...atViewport('desktop'),
  title: 'Flows/Discard changes',
  id: 'admin-flows-discard-changes',
  component: RestaurantsPage,
  parameters: {
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
    router: { route: '/admin/restaurants' },
    docs: { story: { inline: false, height: '720px' } },
  },
  decorators: [adminPage],
} satisfies Meta<typeof RestaurantsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An untouched form closes at once on Escape, the backdrop, Cancel and the close button. */
export const PristineClosesAtOnce: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const add = await canvas.findByRole('button', { name: 'Add Restaurant' });
    const closers: Array<[string, () => Promise<void>]> = [
      ['Escape', () => userEvent.keyboard('{Escape}')],
      ['the backdrop', () => userEvent.pointer({ keys: '[MouseLeft]', target: backdropElement() })],
      ['Cancel', () => userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))],
      ['the close button', () => userEvent.click(canvas.getByRole('button', { name: 'Close' }))],
    ];
    for (const [name, close] of closers) {
      await step(name, async () => {
        await userEvent.click(add);
        await expect(await canvas.findByRole('dialog', { name: 'Add Restaurant' })).toBeVisible();
        await close();
        await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
        await expect(canvas.queryByRole('alertdialog')).toBeNull();
        await expect(add).toHaveFocus();
      });
    }
  },
};

/** Typed text, then Escape: the question; Keep editing goes back with the text; Discard drops it. */
export const EscapeAsksFirst: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const add = await canvas.findByRole('button', { name: 'Add Restaurant' });
    const cards = canvas.getAllByRole('article').length;
    await userEvent.click(add);
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Half-typed Bistro');

    await step('Escape asks', async () => {
      await userEvent.keyboard('{Escape}');
      const question = await canvas.findByRole('alertdialog', { name: 'Discard changes?' });
      await expect(question).toHaveAccessibleDescription('What you changed in this form will be lost.');
      await expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
      await expect(canvas.getByRole('dialog', { name: 'Add Restaurant' })).toBeVisible();
    });
    await step('Keep editing: back to the form, text and focus kept', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Keep editing' }));
      await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
      await expect(name).toHaveValue('Half-typed Bistro');
      await expect(name).toHaveFocus();
    });
    await step('Escape in the question is Keep editing too', async () => {
      await userEvent.keyboard('{Escape}');
      await canvas.findByRole('alertdialog', { name: 'Discard changes?' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
      await expect(canvas.getByRole('dialog', { name: 'Add Restaurant' })).toBeVisible();
      await expect(name).toHaveValue('Half-typed Bistro');
    });
    await step('Discard closes the form; nothing was added', async () => {
      await userEvent.keyboard('{Escape}');
      await userEvent.click(await canvas.findByRole('button', { name: 'Discard' }));
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(canvas.queryByRole('alertdialog')).toBeNull();
      await expect(canvas.getAllByRole('article')).toHaveLength(cards);
      await expect(add).toHaveFocus();
    });
  },
};

/** The backdrop, Cancel and the close button ask as well (an Edit form here). */
export const EveryCloseAsks: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const edit = (await canvas.findAllByRole('button', { name: /^Edit / }))[0]!;
    const closers: Array<[string, () => Promise<void>]> = [
      ['the backdrop', () => userEvent.pointer({ keys: '[MouseLeft]', target: backdropElement() })],
      ['Cancel', () => userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))],
      ['the close button', () => userEvent.click(canvas.getByRole('button', { name: 'Close' }))],
    ];
    await userEvent.click(edit);
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    const original = (name as HTMLInputElement).value;
    await userEvent.type(name, ' (renamed)');
    for (const [label, close] of closers) {
      await step(label, async () => {
        await close();
        await userEvent.click(await canvas.findByRole('button', { name: 'Keep editing' }));
        await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
        await expect(name).toHaveValue(`${original} (renamed)`);
      });
    }
    await step('typed back to the original, the form is pristine again and closes at once', async () => {
      await userEvent.clear(name);
      await userEvent.type(name, original);
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(canvas.queryByRole('alertdialog')).toBeNull();
      await expect(edit).toHaveFocus();
    });
  },
};

/** Selecting text in a field and releasing the mouse over the backdrop neither closes nor asks. */
export const DragToBackdropKeepsTheForm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Restaurant' }));
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Trattoria');
    const backdrop = backdropElement();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: name },
      { target: backdrop, coords: { clientX: 4, clientY: 4 } },
      { keys: '[/MouseLeft]', target: backdrop, coords: { clientX: 4, clientY: 4 } },
    ]);
    await expect(canvas.getByRole('dialog', { name: 'Add Restaurant' })).toBeVisible();
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(name).toHaveValue('Trattoria');
    name.focus();
  },
};

/** The Menu Items page shares the flow: a changed Edit form asks too. */
export const MenuItemEditAsks: Story = {
  render: () => <MenuItemsPage />,
  parameters: { router: { route: '/admin/menu-items' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await canvas.findAllByRole('button', { name: /^Edit / }))[0]!);
    const dialog = await canvas.findByRole('dialog', { name: 'Edit Menu Item' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Vegetarian|Non-Vegetarian/, checked: false }));
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};
