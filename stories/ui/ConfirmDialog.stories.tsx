import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ConfirmDialog } from '../../src/components/ui';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'fullscreen' },
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
    const dialog = canvas.getByRole('alertdialog', { name: 'Please confirm' });
    await expect(dialog).toHaveAccessibleDescription('Delete Bella Napoli? Its menu items will be deleted too.');
    await step('focus starts on Cancel', async () => {
      await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
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
    await expect(canvas.getByRole('alertdialog', { name: 'Remove item' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = {
  args: { ...meta.args, open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
  },
};
