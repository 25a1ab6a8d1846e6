import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button, ConfirmDialog, Modal, TextField } from '../../src/components/ui';
import { backdropElement } from '../support/backdrop';

/**
 * The Modal over a page: the native `<dialog>` in the top layer, the page behind it inert, and a backdrop
 * that closes only on a press that started on it.
 */
function PageWithModal({ onClose, startOpen = true }: { onClose: () => void; startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <div style={{ padding: 24, display: 'grid', gap: 16, justifyItems: 'start' }}>
      <a href="#behind">A link behind the dialog</a>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        open={open}
        title="Add Restaurant"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <div style={{ display: 'grid', gap: 16 }}>
          <TextField label="Name" />
          <TextField label="Address" />
        </div>
      </Modal>
    </div>
  );
}

const meta = {
  title: 'Components/Modal/Over the page',
  id: 'ui-modal-over-the-page',
  tags: ['stable'],
  component: PageWithModal,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '520px' } } },
  args: { onClose: fn() },
} satisfies Meta<typeof PageWithModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page behind is inert: its link takes no focus; the dialog is modal in the top layer. */
export const PageBehindIsInert: Story = {
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Add Restaurant' });
    await expect(dialog.matches(':modal')).toBe(true);
    // The dialog moves focus to its first field once shown: wait for it, as a user would.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    const link = canvas.getByText('A link behind the dialog');
    link.focus();
    await expect(link).not.toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  },
};

/** Selecting text in a field and releasing over the backdrop keeps the dialog; a press on the backdrop closes it. */
export const DragReleasedOnBackdrop: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Bella Napoli');
    await step('a drag from the field released over the backdrop does not close', async () => {
      const backdrop = backdropElement();
      await userEvent.pointer([
        { keys: '[MouseLeft>]', target: name },
        { target: backdrop, coords: { clientX: 4, clientY: 4 } },
        { keys: '[/MouseLeft]', target: backdrop, coords: { clientX: 4, clientY: 4 } },
      ]);
      await expect(args.onClose).not.toHaveBeenCalled();
      await expect(canvas.getByRole('dialog', { name: 'Add Restaurant' })).toBeVisible();
      await expect(name).toHaveValue('Bella Napoli');
    });
    await step('a press that starts and ends on the backdrop closes', async () => {
      await userEvent.pointer([{ keys: '[MouseLeft]', target: backdropElement(), coords: { clientX: 4, clientY: 4 } }]);
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    });
    await step('focus goes back to the page', async () => {
      await expect(canvas.getByRole('link', { name: 'A link behind the dialog' })).toBeVisible();
    });
  },
};

/** Escape closes only the dialog on top (a confirmation over a form), and focus returns inside the form. */
function StackedDialogs({ onClose }: { onClose: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <Modal open title="Edit Restaurant" onClose={onClose}>
      <Button onClick={() => setAsking(true)}>Ask</Button>
      <ConfirmDialog
        open={asking}
        title="Discard changes?"
        message="What you typed will be lost."
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        onConfirm={() => setAsking(false)}
        onCancel={() => setAsking(false)}
      />
    </Modal>
  );
}

export const EscapeClosesTheTopDialog: Story = {
  render: (args) => <StackedDialogs onClose={args.onClose} />,
  play: async ({ canvas, userEvent, args }) => {
    const ask = await canvas.findByRole('button', { name: 'Ask' });
    await userEvent.click(ask);
    const alert = await canvas.findByRole('alertdialog', { name: 'Discard changes?' });
    await expect(alert.matches(':modal')).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(canvas.getByRole('dialog', { name: 'Edit Restaurant' })).toBeVisible();
    await expect(ask).toHaveFocus();
  },
};
