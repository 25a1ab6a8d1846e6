import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminTopBar } from '../../src/components/admin';
import { avatarUrl } from '../../src/data';
import { leaveFocus } from '../support/focus';
import { atViewport } from '../../.storybook/modes';

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The bar above every admin screen: where you are (Admin Dashboard), who is signed in, and on small screens the button that opens the navigation.

**Use it** as the \`topBar\` of \`AdminShell\`. **Don't use it** on the storefront (it has \`Header\`).

**Anatomy**: menu button (small screens only) · title "Admin Dashboard", followed by the screen's name on every screen but the dashboard ("Admin Dashboard / Orders"), and subtitle "Manage your food delivery platform" · notification bell with the static count 3 · the admin's avatar (initials when there is no picture) and "Admin User".

**States**: wide (no menu button) · phone, drawer closed (\`aria-expanded="false"\`) · phone, drawer open (\`aria-expanded="true"\`) · without avatar.

**Keyboard and screen readers**: a \`banner\` landmark. The menu button reads "Admin menu", says whether the drawer is expanded and which element it controls. The bell is an image read "Notifications, 3 new", not a button (it does nothing when pressed, so it is not offered as one). The avatar is decorative; the name is text.
`;

const meta = {
  ...atViewport('desktop'),
  title: 'Admin/AdminTopBar',
  tags: ['stable'],
  component: AdminTopBar,
  parameters: {
    docs: { description: { component: COMPONENT_DOCS } },
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
  },
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

/** On any screen but the dashboard, the title says which one: 'Admin Dashboard / Orders' (the page's own heading repeats it). */
export const OnAScreen: Story = {
  args: { ...meta.args, pageTitle: 'Orders' },
  play: async ({ canvas }) => {
    const title = canvas.getByText('Orders');
    await expect(title).toBeVisible();
    await expect(title.parentElement).toHaveTextContent('Admin Dashboard/Orders');
    await expect(canvas.getByText('Admin Dashboard')).toBeVisible();
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

/** With the theme switch (the app passes `onThemeChange`), at the end of the bar. */
export const WithThemeSwitch: Story = {
  args: { ...meta.args, theme: 'dark', onThemeChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Theme' });
    await expect(select).toHaveValue('dark');
    await userEvent.selectOptions(select, 'System');
    await expect(args.onThemeChange).toHaveBeenCalledWith('system');
    leaveFocus();
  },
};

export const WithThemeSwitchPhone: Story = {
  args: { ...meta.args, onThemeChange: fn(), pageTitle: 'Menu Items' },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Theme' })).toBeVisible();
    await expect(canvas.getByText('Admin Dashboard')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Tablet, with the theme switch: the name beside the avatar steps aside, the titles stay on their lines. */
export const WithThemeSwitchTablet: Story = {
  args: { ...meta.args, onThemeChange: fn(), pageTitle: 'Menu Items' },
  ...atViewport('tablet'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: 'Theme' })).toBeVisible();
    const bar = canvasElement.querySelector('header')!;
    // The height the page's scroll padding allows for (tokens.css: 70 px from 640 px up).
    await expect(bar.getBoundingClientRect().height).toBeLessThanOrEqual(70);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
