import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AdminPageHeader, AdminSidebar, AdminTopBar } from '../../src/components/admin';
import { leaveFocus } from '../support/focus';
import { atViewport } from '../../.storybook/modes';
import { forcedColours, inForcedColours } from '../support/forcedColors';

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The admin navigation: the five admin screens and the way back to the storefront.

**Use it** as the \`sidebar\` of \`AdminShell\`, with the current path. **Don't use it** for the storefront's navigation or for in-page tabs.

**Anatomy**: header (FoodDash mark, an **Admin** badge and, on small screens, a close button) · "Admin sections" navigation: Dashboard, Restaurants, Menu Items, Orders, Users · footer: **Back to App**.

**States**: the link of the current screen is highlighted (\`aria-current="page"\`; a trailing slash still matches) · wide screens: always shown, \`open\` ignored · small screens closed: hidden (the top bar's menu button points at it) · small screens open: a drawer over a backdrop.

**Keyboard and screen readers**: a \`complementary\` landmark named "Admin" holding a navigation named "Admin sections"; the current link is announced as the current page. While the drawer is open over the page: focus moves to its close button, Tab and Shift+Tab cycle inside it (the page under it cannot be reached), and **Escape** closes it wherever focus is. The close button and a click on the backdrop close it too; following a link reports it (\`onNavigate\`), and the layout then closes the drawer and gives focus back to the menu button.
`;

const meta = {
  title: 'Admin/AdminSidebar',
  tags: ['stable'],
  component: AdminSidebar,
  parameters: {
    docs: { description: { component: COMPONENT_DOCS } },
    layout: 'fullscreen',
    router: { route: '/admin', path: '/admin/*' },
  },
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
    leaveFocus();
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
  ...atViewport('phone'),
  play: async ({ canvas, canvasElement }) => {
    // The drawer is in the page (the menu button points at its id) but not shown, and nothing covers the page.
    const drawer = canvasElement.querySelector('#admin-sidebar');
    await expect(drawer).toBeInTheDocument();
    await expect(drawer).not.toBeVisible();
    await expect(drawer).not.toHaveAttribute('data-open');
    await expect(canvas.getByRole('link', { name: 'Dashboard', hidden: true })).not.toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await expect(canvas.queryByTestId('admin-sidebar-backdrop')).toBeNull();
  },
};

/** The links a keyboard user reaches in the open drawer, in Tab order. */
const DRAWER_TAB_ORDER = ['Close admin menu', ...LINKS];

export const PhoneOpen: Story = {
  args: { ...meta.args, open: true, currentPath: '/admin/users' },
  ...atViewport('phone'),
  decorators: [
    // The Users screen under the drawer, as in the app: its menu button and page are focusable, and
    // Tab must not reach them while the drawer is open.
    (Story) => (
      <>
        <AdminTopBar menuOpen menuControls="admin-sidebar" onMenuToggle={fn()} />
        <div style={{ padding: 16 }}>
          <AdminPageHeader title="Users" description="Manage customer accounts" />
        </div>
        {Story()}
      </>
    ),
  ],
  play: async ({ canvas, userEvent, args, step }) => {
    const close = canvas.getByRole('button', { name: 'Close admin menu' });
    const drawer = canvas.getByRole('complementary', { name: 'Admin' });
    await step('the drawer shows the links over a backdrop and takes focus', async () => {
      await expect(drawer).toBeVisible();
      await expect(canvas.getByTestId('admin-sidebar-backdrop')).toBeVisible();
      for (const name of LINKS) await expect(canvas.getByRole('link', { name })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
      // The drawer moves focus once it is shown (an effect after the first paint): wait for it.
      await waitFor(() => expect(close).toHaveFocus());
    });
    await step('Tab cycles inside the drawer and never reaches the page', async () => {
      for (const name of [...DRAWER_TAB_ORDER.slice(1), DRAWER_TAB_ORDER[0]!]) {
        await userEvent.tab();
        await expect(document.activeElement).toHaveAccessibleName(name);
        await expect(drawer).toContainElement(document.activeElement as HTMLElement);
      }
      await expect(close).toHaveFocus();
    });
    await step('Shift+Tab cycles backwards', async () => {
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('link', { name: 'Back to App' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('link', { name: 'Users' })).toHaveFocus();
    });
    await step(
      'Tab from outside (focus on the menu button under the backdrop) comes back into the drawer',
      async () => {
        canvas.getByRole('button', { name: 'Admin menu' }).focus();
        await userEvent.tab();
        await expect(close).toHaveFocus();
      },
    );
    await step('the close button, Escape inside, and Escape with focus on <body> close it', async () => {
      await userEvent.click(close);
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(2);
      (document.activeElement as HTMLElement).blur();
      await expect(document.body).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(3);
    });
    await step('the backdrop closes it; a link reports the navigation', async () => {
      await userEvent.click(canvas.getByTestId('admin-sidebar-backdrop'));
      await expect(args.onClose).toHaveBeenCalledTimes(4);
      await userEvent.click(canvas.getByRole('link', { name: 'Orders' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/admin/orders');
    });
    await step('nothing overflows the phone width', async () => {
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    });
    // At rest, as the drawer opens: focus on its close button.
    close.focus();
  },
};

/** Wide screens: `open` is ignored (a column, not an overlay): no backdrop, Escape and Tab are left alone. */
export const WideIgnoresOpen: Story = {
  args: { ...meta.args, open: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByTestId('admin-sidebar-backdrop')).not.toBeVisible();
    // The drawer's close button (first button of the header) is not shown on wide screens.
    await expect(canvasElement.querySelector('#admin-sidebar button')).not.toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Close admin menu' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Forced colours (Windows High Contrast): the current page's link is outlined, not only filled. */
export const OrdersActiveForcedColours: Story = {
  ...OrdersActive,
  parameters: forcedColours,
  play: async (context) => {
    await OrdersActive.play!(context);
    // Without the emulation (a designer's browser) the story shows the usual sidebar.
    if (inForcedColours()) {
      const current = context.canvas.getByRole('link', { name: 'Orders' });
      await expect(getComputedStyle(current).outlineStyle).toBe('solid');
    }
  },
};
