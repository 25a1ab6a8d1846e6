import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AppAtRoute } from '../support/AppAtRoute';
import { leaveFocus } from '../support/focus';
import { atViewport } from '../../.storybook/modes';
import { pageSource } from '../support/pageSource';

const meta = {
  ...atViewport('desktop'),
  title: 'Pages/Admin/Layout',
  id: 'pages-adminlayout',
  component: AppAtRoute,
  parameters: {
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
    router: { disable: true },
    docs: { source: pageSource('adminLayout') },
  },
  args: { path: '/admin' },
} satisfies Meta<typeof AppAtRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admin screens are loaded on demand (lazy routes): give the first visit of each time to arrive. */
// A lazy admin route on a busy machine, side by side (the dark pane copies the page) included.
const ARRIVAL = { timeout: 10_000 };

/** Wide screens: sidebar, top bar and the dashboard; the sidebar links switch screens. */
export const Desktop: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, step }) => {
    await step('dashboard inside the layout', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, ARRIVAL)).toBeVisible();
      await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1 }));
      await expect(canvas.getByText('Admin Dashboard')).toBeVisible();
      await expect(canvas.getByText('Manage your food delivery platform')).toBeVisible();
      await expect(canvas.getByText('Admin User')).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.queryByRole('button', { name: 'Admin menu' })).toBeNull();
    });
    await step('a sidebar link opens its screen and becomes current', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Orders' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Orders' }, ARRIVAL)).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
      await waitFor(() => expect(document.title).toBe('Orders – FoodDash Admin'));
    });
    leaveFocus();
  },
};

export const BackToApp: Story = {
  args: { path: '/admin/users' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Users' }, ARRIVAL)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to App' }));
    await expect(await canvas.findByText('Order food from your favorite restaurants', {}, ARRIVAL)).toBeVisible();
  },
};

/** The drawer's focusable elements, in Tab order. */
const DRAWER_TAB_ORDER = [
  'Close admin menu',
  'Dashboard',
  'Restaurants',
  'Menu Items',
  'Orders',
  'Users',
  'Back to App',
];

/** Phones: the sidebar is collapsed behind the menu button; the page shows in full; nothing overflows. */
export const PhoneSidebarClosed: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, ARRIVAL)).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Admin menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'admin-sidebar');
    await expect(canvasElement.querySelector('#admin-sidebar')).not.toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Orders' })).toBeNull();
    await expect(canvas.getByText('Admin Dashboard')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Total Revenue' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Phones: the menu button opens the sidebar as a drawer over the page; Tab stays inside it. */
export const PhoneSidebarOpen: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async ({ canvas, userEvent, step }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, ARRIVAL);
    const toggle = canvas.getByRole('button', { name: 'Admin menu' });
    await userEvent.click(toggle);
    const drawer = canvas.getByRole('complementary', { name: 'Admin' });
    await step('open, with focus on its close button', async () => {
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Close admin menu' })).toHaveFocus());
    });
    await step('Tab and Shift+Tab cycle inside the drawer, never onto the page behind it', async () => {
      for (const name of [...DRAWER_TAB_ORDER.slice(1), ...DRAWER_TAB_ORDER]) {
        await userEvent.tab();
        await expect(document.activeElement).toHaveAccessibleName(name);
        await expect(drawer).toContainElement(document.activeElement as HTMLElement);
      }
      // From 'Back to App' backwards: Users … Dashboard, the close button, then round to 'Back to App'.
      for (const name of [...DRAWER_TAB_ORDER.slice(0, -1).reverse(), 'Back to App']) {
        await userEvent.tab({ shift: true });
        await expect(document.activeElement).toHaveAccessibleName(name);
        await expect(drawer).toContainElement(document.activeElement as HTMLElement);
      }
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // At rest, as the drawer opens: focus on its close button.
    canvas.getByRole('button', { name: 'Close admin menu' }).focus();
  },
};

/** Phones: following a link, Escape (wherever focus is), the close button or the backdrop close the drawer; focus returns to the menu button. */
export const PhoneDrawerCloses: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, ARRIVAL);
    const toggle = canvas.getByRole('button', { name: 'Admin menu' });
    const drawer = canvasElement.querySelector('#admin-sidebar')!;
    await step('a link navigates, closes the drawer and gives focus back to the menu button', async () => {
      await userEvent.click(toggle);
      await userEvent.click(canvas.getByRole('link', { name: 'Users' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Users' }, ARRIVAL)).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(drawer).not.toBeVisible();
      await waitFor(() => expect(toggle).toHaveFocus());
      await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toBeVisible();
    });
    await step('the link is current when the drawer opens again', async () => {
      await userEvent.click(toggle);
      await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    });
    await step('Escape closes it and focus returns to the menu button', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(drawer).not.toBeVisible();
      await waitFor(() => expect(toggle).toHaveFocus());
    });
    await step('Escape with focus lost to <body> closes it too', async () => {
      await userEvent.click(toggle);
      (document.activeElement as HTMLElement).blur();
      await waitFor(() => expect(document.body).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(toggle).toHaveFocus());
    });
    await step('the close button and the backdrop close it', async () => {
      await userEvent.click(toggle);
      await userEvent.click(canvas.getByRole('button', { name: 'Close admin menu' }));
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(toggle).toHaveFocus());
      await userEvent.click(toggle);
      await userEvent.click(canvas.getByTestId('admin-sidebar-backdrop'));
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(drawer).not.toBeVisible();
    });
    leaveFocus();
  },
};
