import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { IconButton } from '../../src/components/ui';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Open menu', icon: 'menu', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count drawn on the corner of the button (CSS-generated, hidden from assistive technology). */
function cornerCount(button: HTMLElement): string {
  const badge = button.querySelector<HTMLElement>('[data-count]');
  return badge ? getComputedStyle(badge, '::after').content.replaceAll('"', '') : '';
}

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('title', 'Open menu');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const WithBadge: Story = {
  args: { ...meta.args, label: 'Cart, 3 items', icon: 'cart', badge: 3 },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Cart, 3 items' });
    await expect(cornerCount(button)).toBe('3');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const BadgeOverflow: Story = {
  args: { ...meta.args, label: 'Cart, 150 items', icon: 'cart', badge: 150 },
  play: async ({ canvas }) => {
    await expect(cornerCount(canvas.getByRole('button', { name: 'Cart, 150 items' }))).toBe('150');
  },
};

export const EmptyBadge: Story = {
  args: { ...meta.args, label: 'Cart', icon: 'cart', badge: 0 },
  play: async ({ canvas }) => {
    // No badge when the count is 0.
    await expect(cornerCount(canvas.getByRole('button', { name: 'Cart' }))).toBe('');
  },
};

export const Secondary: Story = {
  args: { ...meta.args, label: 'Edit Bella Napoli', icon: 'edit', variant: 'secondary' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Bella Napoli' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = {
  args: { ...meta.args, label: 'Delete Bella Napoli', icon: 'trash', variant: 'danger', size: 'sm' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Bella Napoli' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
