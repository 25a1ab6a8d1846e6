import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminPageHeader, AdminShell, AdminSidebar, AdminTopBar } from '../../src/components/admin';
import { atViewport } from '../../.storybook/modes';

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The frame of every admin screen: the navigation on the left, the top bar above the content, the screen in \`<main>\`.

**Use it** once, as the admin layout (the app's \`AdminLayout\` fills it). **Don't use it** for the storefront or inside a screen.

**Anatomy**: \`sidebar\` (an \`AdminSidebar\`) · a column with \`topBar\` (an \`AdminTopBar\`) and \`<main id="admin-main">\` holding the screen.

**States**: wide screens (from 64rem): the sidebar is a fixed column · narrower: the sidebar becomes a drawer opened from the top bar's menu button, and the screen takes the full width.

**Keyboard and screen readers**: landmarks in order: the sidebar (\`complementary\` "Admin", with the "Admin sections" navigation), the top bar (\`banner\`) and \`main\`. Tab order follows the same order.
`;

const meta = {
  ...atViewport('desktop'),
  title: 'Admin/AdminShell',
  tags: ['stable'],
  component: AdminShell,
  parameters: {
    docs: { description: { component: COMPONENT_DOCS } },
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
    router: { route: '/admin', path: '/admin/*' },
  },
  // Elements: no controls (they would print their source).
  argTypes: { sidebar: { control: false }, topBar: { control: false }, children: { control: false } },
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
