import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminSidebar } from '../../src/components/admin';

const meta = {
  title: 'Admin/AdminSidebar',
  component: AdminSidebar,
  parameters: { layout: 'fullscreen', router: { route: '/admin', path: '/admin/*' } },
  args: { currentPath: '/admin', open: false, onClose: fn(), onNavigate: fn() },
} satisfies Meta<typeof AdminSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const LINKS = ['Dashboard', 'Restaurants', 'Menu Items', 'Orders', 'Users', 'Back to App'];

/** Wide screens: always shown; the current screen's link is marked. */
export const Dashboard: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('every link and the Admin badge are there', async () => {
      for (const name of LINKS) await expect(canvas.getByRole('link', { name })).toBeVisible();
      await expect(canvas.getByText('Admin')).toBeVisible();
    });
    await step('only Dashboard is the current page', async () => {
      await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
    });
    await step('following a link reports it', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Orders' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/admin/orders');
    });
  },
};

export const OrdersActive: Story = {
  args: { ...meta.args, currentPath: '/admin/orders/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

/** Phones: hidden until the top bar's menu button opens it. */
export const PhoneClosed: Story = {
  args: { ...meta.args },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  },
};

export const PhoneOpen: Story = {
  args: { ...meta.args, open: true, currentPath: '/admin/users' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent, args, step }) => {
    const close = canvas.getByRole('button', { name: 'Close admin menu' });
    await step('the drawer shows the links and takes focus', async () => {
      await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
      await expect(close).toHaveFocus();
    });
    await step('the close button and Escape close it', async () => {
      await userEvent.click(close);
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(2);
    });
    await step('nothing overflows the phone width', async () => {
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    });
  },
};
