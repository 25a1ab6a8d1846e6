import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, Modal, TextField } from '../../src/components/ui';
import { atViewport } from '../../.storybook/modes';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  parameters: { layout: 'fullscreen' },
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
    const dialog = canvas.getByRole('dialog', { name: 'Add Restaurant' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');

    await step('focus starts on the first field of the body', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
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

export const Closed: Story = {
  args: { ...meta.args, open: false },
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
    const dialog = canvas.getByRole('dialog', { name: 'Terms of delivery' });
    // The panel fits the viewport; its body scrolls.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeVisible();
    // Nothing focusable in the body: focus goes to the close button.
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const Phone: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Add Restaurant' });
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
      await expect(canvas.getByRole('dialog', { name: 'Add Restaurant' })).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByRole('dialog')).toBeNull();
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await expect(trigger).toHaveFocus();
    });
    await step('the close button closes and returns focus', async () => {
      await userEvent.click(trigger);
      await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
      await expect(canvas.queryByRole('dialog')).toBeNull();
      await expect(args.onClose).toHaveBeenCalledTimes(2);
      await expect(trigger).toHaveFocus();
    });
  },
};
