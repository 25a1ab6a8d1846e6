import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminTopBar } from '../../src/components/admin';
import { avatarUrl } from '../../src/data';
import { leaveFocus } from '../support/focus';
import { atViewport } from '../../.storybook/modes';

const meta = {
  ...atViewport('desktop'),
  title: 'Admin/AdminTopBar',
  component: AdminTopBar,
  parameters: { ...atViewport('desktop').parameters, layout: 'fullscreen' },
  args: { onMenuToggle: fn(), menuOpen: false, avatarSrc: avatarUrl('admin') },
} satisfies Meta<typeof AdminTopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: no menu button (the sidebar is always shown). */
export const Desktop: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Admin Dashboard')).toBeVisible();
    await expect(canvas.getByText('Manage your food delivery platform')).toBeVisible();
    await expect(canvas.getByText('Admin User')).toBeVisible();
    // A static indicator (spec: the badge shows 3), not a button that would do nothing.
    const bell = canvas.getByRole('img', { name: 'Notifications, 3 new' });
    await expect(bell).toHaveTextContent('3');
    await expect(canvas.queryByRole('button', { name: /notifications/i })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Admin menu' })).toBeNull();
  },
};

export const NoAvatar: Story = {
  args: { ...meta.args, avatarSrc: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('AU')).toBeVisible();
  },
};

/** Phones: the menu button toggles the sidebar. */
export const Phone: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Admin menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onMenuToggle).toHaveBeenCalledTimes(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    leaveFocus();
  },
};

export const PhoneMenuOpen: Story = {
  args: { ...meta.args, menuOpen: true },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Admin menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};
