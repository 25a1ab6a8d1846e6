import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../src/components/ui';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { ...meta.args, variant: 'primary' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { ...meta.args, variant: 'secondary', children: 'Cancel' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Ghost: Story = {
  args: { ...meta.args, variant: 'ghost', children: 'Login' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = {
  args: { ...meta.args, variant: 'danger', children: 'Delete' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Small: Story = {
  args: { ...meta.args, size: 'sm', variant: 'secondary', children: 'View Details' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Details' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const WithIcon: Story = {
  args: { ...meta.args, icon: 'plus', children: 'Add Restaurant' },
  play: async ({ canvas, userEvent, args }) => {
    // The icon is decorative: the accessible name is the text only.
    const button = canvas.getByRole('button', { name: 'Add Restaurant' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { ...meta.args, disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { ...meta.args, fullWidth: true, children: 'Proceed to Checkout' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Proceed to Checkout' });
    await expect(button.getBoundingClientRect().width).toBe(320);
  },
};
