import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AppAtRoute } from '../support/AppAtRoute';

const meta = {
  title: 'Pages/AdminLayout',
  component: AppAtRoute,
  parameters: { layout: 'fullscreen', router: { disable: true } },
  args: { path: '/admin' },
} satisfies Meta<typeof AppAtRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: sidebar, top bar and the dashboard; the sidebar links switch screens. */
export const Desktop: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, step }) => {
    await step('dashboard inside the layout', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1 }));
      await expect(canvas.getByText('Admin Dashboard')).toBeVisible();
      await expect(canvas.getByText('Manage your food delivery platform')).toBeVisible();
      await expect(canvas.getByText('Admin User')).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.queryByRole('button', { name: 'Admin menu' })).toBeNull();
    });
    await step('a sidebar link opens its screen and becomes current', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Orders' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
      await waitFor(() => expect(document.title).toBe('Orders – FoodDash Admin'));
    });
  },
};

export const BackToApp: Story = {
  args: { path: '/admin/users' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to App' }));
    await expect(await canvas.findByText('Order food from your favorite restaurants')).toBeVisible();
  },
};

/** Phones: the sidebar is collapsed behind the menu button; nothing overflows. */
export const PhoneSidebarClosed: Story = {
  args: { ...meta.args },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Admin menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Orders' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Phones: the menu button opens the sidebar as a drawer. */
export const PhoneSidebarOpen: Story = {
  args: { ...meta.args },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    const toggle = canvas.getByRole('button', { name: 'Admin menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Close admin menu' })).toHaveFocus();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Phones: following a link or pressing Escape closes the drawer. */
export const PhoneDrawerCloses: Story = {
  args: { ...meta.args },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent, step }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    const toggle = canvas.getByRole('button', { name: 'Admin menu' });
    await step('a link navigates and closes the drawer', async () => {
      await userEvent.click(toggle);
      await userEvent.click(canvas.getByRole('link', { name: 'Users' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('link', { name: 'Users' })).toBeNull();
    });
    await step('Escape closes it and focus returns to the menu button', async () => {
      await userEvent.click(toggle);
      await userEvent.keyboard('{Escape}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveFocus();
    });
  },
};
