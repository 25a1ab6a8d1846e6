import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ConfirmDialog } from '../../src/components/ui';
import { makeRestaurant } from '../../src/data';
import { atViewport } from '../../.storybook/modes';
import { expectFullValue, expectNoOverflow, unbroken, UNBROKEN_LENGTH } from '../support/longText';
import { rendersNothing } from '../support/rendersNothing';

const meta = {
  title: 'Components/ConfirmDialog',
  id: 'ui-confirmdialog',
  tags: ['stable'],
  component: ConfirmDialog,
  parameters: {
    layout: 'fullscreen',
    docs: {
      // The dialog is a fixed overlay: inline it would have no height on the docs page.
      story: { inline: false, height: '420px' },
      description: {
        component: `
Asks the user to confirm a destructive action before it happens: delete a restaurant, a dish, a user.

**Use it** when an action cannot be undone. **Not** for actions that can be undone (do it, and offer
Undo), for information (no question), or for a form (\`Modal\`).

**Anatomy**: a small \`Modal\` (24rem) with the \`title\` ("Please confirm"), the \`message\` (say what
will be lost: "Delete Bella Napoli? Its menu items will be deleted too."), and two buttons: the safe
one (\`cancelLabel\`, secondary, default "Cancel") then the destructive one (\`confirmLabel\`, danger,
default "Delete"). Name both after what they do ("Remove" / "Keep").

**States**: open (focus on the safe button), custom labels; closed renders nothing.

**Keyboard and screen readers**: \`role="alertdialog"\`, named by its title and described by the message,
so both are read on open. Focus starts on the safe button, so Enter right away does not destroy
anything; Tab cycles between the buttons and Close; Escape, Close, Cancel and a backdrop click call
\`onCancel\`; focus returns to the opener (or \`returnFocusRef\` when the opener was deleted).`,
      },
    },
  },
  args: {
    open: true,
    message: 'Delete Bella Napoli? Its menu items will be deleted too.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args, step }) => {
    const dialog = await canvas.findByRole('alertdialog', { name: 'Please confirm' });
    await expect(dialog).toHaveAccessibleDescription(args.message);
    await step('focus starts on Cancel', async () => {
      // The dialog moves focus once it has opened: wait for it, as a user would.
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    });
    await step('Delete confirms', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      await expect(args.onCancel).not.toHaveBeenCalled();
    });
    await step('Cancel and Escape cancel', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await userEvent.keyboard('{Escape}');
      await expect(args.onCancel).toHaveBeenCalledTimes(2);
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    });
  },
};

export const CustomLabels: Story = {
  args: {
    ...meta.args,
    title: 'Remove item',
    message: 'Remove Pad Thai from the menu?',
    confirmLabel: 'Remove',
    cancelLabel: 'Keep',
  },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await canvas.findByRole('alertdialog', { name: 'Remove item' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('Remove Pad Thai from the menu?');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Keep' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Leave the story as it opens: focus on the safe button.
    canvas.getByRole('button', { name: 'Keep' }).focus();
  },
};

/**
 * The question with what follows from a yes (`detail`), as the admin asks it: the spec's question, then the
 * consequence and the way back. Both are the dialog's description.
 */
export const WithDetail: Story = {
  args: {
    ...meta.args,
    title: 'Delete Bella Napoli',
    message: 'Are you sure you want to delete this restaurant?',
    detail: 'Its 12 menu items are deleted with it. You can undo this for a few seconds.',
  },
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('alertdialog', { name: 'Delete Bella Napoli' });
    await expect(dialog).toHaveAccessibleDescription(`${args.message} ${args.detail}`);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

/** Closed: nothing is rendered (the caption above says so). */
export const Closed: Story = {
  args: { ...meta.args, open: false },
  decorators: [rendersNothing('a closed dialog is not in the page; `open` shows it.')],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
  },
};

/** A restaurant name of one unbroken 40-character word, made from a seeded name. */
const longName = unbroken(makeRestaurant({}, 2).name, UNBROKEN_LENGTH);

/** The question names a restaurant of one unbroken 40-character word, on a phone: it breaks inside the dialog. */
export const LongUnbrokenText: Story = {
  args: { ...meta.args, message: `Delete ${longName}? Its menu items will be deleted too.` },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('alertdialog');
    await expectNoOverflow(dialog);
    await expectFullValue(dialog, longName);
  },
};
