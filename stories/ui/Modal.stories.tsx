import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button, Modal, TextField } from '../../src/components/ui';
import { atViewport } from '../../.storybook/modes';
import { rendersNothing } from '../support/rendersNothing';

const meta = {
  title: 'Components/Modal',
  id: 'ui-modal',
  tags: ['stable'],
  component: Modal,
  parameters: {
    layout: 'fullscreen',
    docs: {
      // The dialog is a fixed overlay: inline it would have no height on the docs page.
      story: { inline: false, height: '520px' },
      description: {
        component: `
A modal dialog: a titled panel over a dimmed page, for a short task that must be finished or dismissed
before going back (add or edit a restaurant, the cart, an order's details).

**Use it** for a focused task or a detail that does not deserve a page. **Not** for a yes/no question
about a destructive action (\`ConfirmDialog\` is built on it), for messages that need no answer, or for
long flows (use a page).

**Anatomy**: backdrop; panel with a header (the \`title\`, an \`<h2>\`, and a close button), a body
that scrolls when long, and an optional \`footer\` pinned under it (actions: Cancel / Save, a total and
Checkout). Widths \`sm\` 24rem, \`md\` 32rem (default), \`lg\` 48rem; on phones a full-width sheet rising
from the bottom. Nothing is rendered when \`open\` is false.

**States**: open (focus on the first field), long content (the body scrolls, focus on Close), phone
(sheet), and the round trip from its opener (Interactive).

**Keyboard and screen readers**: \`role="dialog"\` (or \`alertdialog\`) with \`aria-modal\`, named by its
title. On open, focus moves to the first focusable element of the body (or \`initialFocusRef\`, or the
close button); Tab and Shift+Tab cycle inside the panel; Escape, the close button ("Close") and a click
on the backdrop call \`onClose\`; on close, focus returns to the element that opened it (or
\`returnFocusRef\` when that element is gone). A body that scrolls is itself focusable, so it can be
scrolled from the keyboard. The page behind does not scroll while it is open.`,
      },
    },
  },
  argTypes: {
    // Elements: a control would print their source.
    children: { control: false },
    footer: { control: false },
  },
  args: {
    open: true,
    title: 'Add Restaurant',
    onClose: fn(),
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="Name" />
        <TextField label="Address" />
      </div>
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args, step }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Add Restaurant' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');

    await step('focus starts on the first field of the body', async () => {
      // The dialog moves focus once it has opened: wait for it, as a user would.
      await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    });

    await step('Tab cycles within the dialog', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    });

    await step('Escape, the close button and the backdrop call onClose', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
      await expect(args.onClose).toHaveBeenCalledTimes(2);
      await userEvent.click(canvas.getByRole('heading', { name: 'Add Restaurant' }));
      await expect(args.onClose).toHaveBeenCalledTimes(2);
      // The native dialog's ::backdrop: a press on it targets the <dialog> element itself.
      await userEvent.click(dialog);
      await expect(args.onClose).toHaveBeenCalledTimes(3);
    });
    // Leave the story in its initial visual state (focus on the first field).
    canvas.getByRole('textbox', { name: 'Name' }).focus();
  },
};

/** Closed: nothing is rendered (the caption above says so). */
export const Closed: Story = {
  args: { ...meta.args, open: false },
  decorators: [rendersNothing('a closed modal is not in the page; `open` shows it.')],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

const LONG_TEXT = Array.from(
  { length: 14 },
  (_, i) =>
    `Paragraph ${i + 1}. Fresh pasta is made every morning with semolina flour and eggs from a local farm, then rolled, cut and dried before service.`,
);

export const LongContent: Story = {
  args: {
    ...meta.args,
    title: 'Terms of delivery',
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {LONG_TEXT.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    ),
    footer: <Button>Accept</Button>,
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Terms of delivery' });
    // The panel fits the viewport; its body scrolls.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeVisible();
    // Nothing focusable in the body: focus goes to the close button.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus());
  },
};

export const Phone: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Add Restaurant' });
    // A full-width sheet at the bottom of the screen.
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

function ModalWithTrigger(props: ComponentProps<typeof Modal>) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </div>
  );
}

/** Opening moves focus into the dialog; closing gives it back to the trigger. */
export const Interactive: Story = {
  args: { ...meta.args, open: false },
  render: (args) => <ModalWithTrigger {...args} />,
  play: async ({ canvas, userEvent, args, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await step('Escape closes and returns focus', async () => {
      await userEvent.click(trigger);
      await expect(await canvas.findByRole('dialog', { name: 'Add Restaurant' })).toBeVisible();
      await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    await step('the close button closes and returns focus', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await canvas.findByRole('button', { name: 'Close' }));
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(args.onClose).toHaveBeenCalledTimes(2);
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

/** Hidden (`display: none`) for its first `delay` ms, then shown: as Storybook's preview hides the story while it prepares. */
function ShownLater({ delay, children }: { delay: number; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return <div hidden={!shown}>{children}</div>;
}

/**
 * Opened while its container is not drawn yet: the built Storybook hides the story root for a moment
 * while a story prepares (on a busy machine, while React commits), and a hidden `<dialog>` can neither
 * open in the top layer nor take focus. The dialog waits until it is drawn, then opens with focus inside.
 */
export const OpenedWhileHidden: Story = {
  args: { ...meta.args },
  render: (args) => (
    <ShownLater delay={150}>
      <Modal {...args} />
    </ShownLater>
  ),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Add Restaurant' });
    await expect(dialog).toBeVisible();
    // Modal (in the top layer, the page behind inert), with focus inside once it is drawn.
    await expect(dialog.matches(':modal')).toBe(true);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  },
};
