import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminPageHeader, AdminShell, AdminSidebar, AdminTopBar } from '../../src/components/admin';
import { atViewport } from '../../.storybook/modes';

const meta = {
  ...atViewport('desktop'),
  title: 'Admin/AdminShell',
  component: AdminShell,
  parameters: {
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
    router: { route: '/admin', path: '/admin/*' },
  },
  args: {
    sidebar: <AdminSidebar currentPath="/admin" onClose={fn()} />,
    topBar: <AdminTopBar onMenuToggle={fn()} />,
    children: <AdminPageHeader title="Dashboard" description="Page content goes here" />,
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Dashboard' }),
    );
    await expect(canvas.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  },
};

export const Phone: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async ({ canvas, canvasElement }) => {
    // The page, the top bar and its menu button show; the sidebar waits behind the button.
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Dashboard' }),
    );
    await expect(canvas.getByRole('button', { name: 'Admin menu' })).toBeVisible();
    await expect(canvas.getByText('Admin Dashboard')).toBeVisible();
    await expect(canvasElement.querySelector('#admin-sidebar')).not.toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
