import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Header } from '../../src/components/storefront';
import { leaveFocus } from '../support/focus';
import { atViewport } from '../../.storybook/modes';

/** The docs page opens with this: what the header is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The storefront's sticky top bar: the brand (a link home), the delivery location, the restaurant search, Login and the cart button with its count.

**Use it** once, at the top of every storefront page (\`StorefrontLayout\` wires it to the cart, the search URL and the mobile menu). **Don't use it** in the admin (\`AdminTopBar\`) or inside a page.

**Anatomy**: brand "FoodDash" · "Deliver to: New York, NY" · search form (input and search button) · **Login** · cart button (icon, with a count badge from 1 item; the exact count, no "99+"). Below 768 px the location, search and Login move into a panel opened by a **Menu** toggle; from 768 px to 960 px the search takes a row of its own.

**States**: empty cart (no badge) · one, several or many items (the badge widens) · search text (short or long) · phone with the panel closed or open · tablet.

**Keyboard and screen readers**: a \`banner\` landmark. The search is a \`search\` landmark with a searchbox labelled "Search restaurants"; Enter or the search button submits the trimmed text. The cart button's name carries the count: "Cart, empty", "Cart, 1 item", "Cart, 3 items". The menu toggle is named "Menu", with \`aria-expanded\` and \`aria-controls\` pointing at the panel. While the panel is open, Escape closes it wherever focus is and puts focus back on the toggle; a search submitted from the panel closes it and focus goes to the toggle, not to the page's top. Focus moving from the panel and its toggle to another control (Tab past Login to the cart, Shift+Tab to the brand), or a press anywhere outside them, closes it too (\`onMenuLeave\`). In a layout (\`data-layout\`), the header's measured height is the page's \`scroll-padding-top\`, so a control reached with Tab never hides under it, panel open or not, at any zoom.
`;

const meta = {
  ...atViewport('desktop'),
  title: 'Storefront/Header',
  tags: ['stable'],
  component: Header,
  parameters: {
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
    docs: { description: { component: COMPONENT_DOCS } },
  },
  argTypes: {
    onSearch: { control: false },
    onCartClick: { control: false },
    onLoginClick: { control: false },
    onMenuToggle: { control: false },
    onMenuClose: { control: false },
    onMenuLeave: { control: false },
    cartButtonRef: { control: false },
    onThemeChange: { control: false },
  },
  args: {
    cartCount: 0,
    searchValue: '',
    menuOpen: false,
    onSearch: fn(),
    onCartClick: fn(),
    onLoginClick: fn(),
    onMenuToggle: fn(),
    onMenuClose: fn(),
    onMenuLeave: fn(),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count drawn on the cart button's corner ('' when there is no badge). */
function cartBadge(button: HTMLElement): string {
  return button.querySelector('[data-count]')?.getAttribute('data-count') ?? '';
}

export const EmptyCart: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('brand, location, search and Login show inline on desktop', async () => {
      await expect(canvas.getByRole('link', { name: 'FoodDash' })).toHaveAttribute('href', '/');
      await expect(canvas.getByText('Deliver to: New York, NY')).toBeVisible();
      await expect(canvas.getByRole('search')).toBeVisible();
      await expect(canvas.getByPlaceholderText('Search for restaurants, cuisines...')).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    });
    await step('no badge while the cart is empty', async () => {
      const cart = canvas.getByRole('button', { name: 'Cart, empty' });
      await expect(cartBadge(cart)).toBe('');
      await userEvent.click(cart);
      await expect(args.onCartClick).toHaveBeenCalledTimes(1);
    });
    await step('Login is present', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
      await expect(args.onLoginClick).toHaveBeenCalledTimes(1);
    });
    leaveFocus();
  },
};

export const OneItem: Story = {
  args: { ...meta.args, cartCount: 1 },
  play: async ({ canvas }) => {
    await expect(cartBadge(canvas.getByRole('button', { name: 'Cart, 1 item' }))).toBe('1');
  },
};

export const SeveralItems: Story = {
  args: { ...meta.args, cartCount: 7 },
  play: async ({ canvas }) => {
    await expect(cartBadge(canvas.getByRole('button', { name: 'Cart, 7 items' }))).toBe('7');
  },
};

/** The exact sum of quantities, however large (spec: no '99+'): a wider pill, the same accessible name. */
export const ManyItems: Story = {
  args: { ...meta.args, cartCount: 110 },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: `Cart, ${args.cartCount} items` });
    await expect(cartBadge(button)).toBe(String(args.cartCount));
    const badge = button.querySelector<HTMLElement>('[data-count]')!;
    const pill = badge.getBoundingClientRect();
    // Wider than tall for 3 digits (about 28 × 16 px), every digit inside the pill, the pill inside the header.
    await expect(pill.width).toBeGreaterThan(pill.height * 1.5);
    await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
    const header = canvas.getByRole('banner').getBoundingClientRect();
    await expect(pill.right).toBeLessThanOrEqual(header.right);
    await expect(pill.top).toBeGreaterThanOrEqual(header.top);
  },
};

export const SearchSubmit: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search restaurants' });
    await userEvent.type(input, '  Pizza {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('Pizza');
    await userEvent.clear(input);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
    leaveFocus();
  },
};

export const WithSearchText: Story = {
  args: { ...meta.args, searchValue: 'sushi', cartCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search restaurants' })).toHaveValue('sushi');
  },
};

const LONG_QUERY = 'vegetarian gluten-free mediterranean restaurants with late-night delivery near Central Park';

export const LongSearchText: Story = {
  args: { ...meta.args, cartCount: 2, searchValue: LONG_QUERY },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search restaurants' });
    await expect(input).toHaveValue(LONG_QUERY);
    // The long text stays inside the input: nothing overflows the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const MobileClosed: Story = {
  args: { ...meta.args, cartCount: 3 },
  ...atViewport('phone'),
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(panel).not.toBeNull();
    await expect(panel).not.toBeVisible();
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(args.onMenuToggle).toHaveBeenCalledTimes(1);
    // Escape does nothing while the panel is closed.
    await userEvent.keyboard('{Escape}');
    await expect(args.onMenuClose).not.toHaveBeenCalled();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    leaveFocus();
  },
};

export const MobileOpen: Story = {
  args: { ...meta.args, cartCount: 3, menuOpen: true },
  ...atViewport('phone'),
  play: async ({ canvas, userEvent, args, step }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await step('the panel holds the search form, the location label and Login', async () => {
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      await expect(panel).toBeVisible();
      await expect(panel).toContainElement(canvas.getByRole('search'));
      await expect(panel).toContainElement(canvas.getByText('Deliver to: New York, NY'));
      await expect(panel).toContainElement(canvas.getByRole('button', { name: 'Login' }));
    });
    // On a docs page every story has a frame of its own, and the frames take the page's one focus from
    // each other: typing and focus checks hold in the story's own page (built Storybook, Vitest) only.
    if (window.parent !== window && /[?&]viewMode=docs/.test(window.parent.location.search)) return;
    await step('searching from the panel', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search restaurants' }), 'thai{Enter}');
      await expect(args.onSearch).toHaveBeenCalledWith('thai');
    });
    await step('Escape closes the panel and focus goes back to the toggle', async () => {
      await expect(canvas.getByRole('searchbox', { name: 'Search restaurants' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(args.onMenuClose).toHaveBeenCalledTimes(1);
      await expect(toggle).toHaveFocus();
      await userEvent.click(toggle);
      await expect(args.onMenuToggle).toHaveBeenCalledTimes(1);
    });
    await step('Escape works wherever focus is, even outside the header', async () => {
      (document.activeElement as HTMLElement | null)?.blur();
      await expect(document.body).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(args.onMenuClose).toHaveBeenCalledTimes(2);
      await expect(toggle).toHaveFocus();
    });
    await step('focus leaving the panel for another control, or a press outside it, closes it', async () => {
      // Inside the panel and its toggle: nothing to report.
      await userEvent.click(canvas.getByRole('searchbox', { name: 'Search restaurants' }));
      await userEvent.tab();
      await expect(args.onMenuLeave).not.toHaveBeenCalled();
      // Tab past its last control, to the cart button.
      const cart = canvas.getByRole('button', { name: 'Cart, 3 items' });
      while (document.activeElement !== cart) await userEvent.tab();
      await expect(args.onMenuLeave).toHaveBeenLastCalledWith('focus');
      // A press inside does nothing; one on the page outside it closes it.
      await userEvent.click(canvas.getByText('Deliver to: New York, NY'));
      await expect(args.onMenuLeave).toHaveBeenCalledTimes(1);
      await userEvent.click(document.body);
      await expect(args.onMenuLeave).toHaveBeenLastCalledWith('pointer');
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    leaveFocus();
  },
};

export const LongSearchTextPhone: Story = {
  args: { ...meta.args, cartCount: 2, searchValue: LONG_QUERY, menuOpen: true },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search restaurants' })).toHaveValue(LONG_QUERY);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Whether the input's placeholder fits in its text box (a cut-off placeholder ends in '…'). */
function placeholderFits(input: HTMLInputElement): boolean {
  const style = getComputedStyle(input);
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return context.measureText(input.placeholder).width <= room;
}

/** 768px: no toggle; the search takes a full-width row under brand, location, Login and cart. */
export const Tablet: Story = {
  args: { ...meta.args, cartCount: 12 },
  ...atViewport('tablet'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.getByText('Deliver to: New York, NY')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
    // The placeholder is shown whole ('Search for restaurants, cuisines...', not 'Search for rest...').
    await expect(placeholderFits(canvas.getByRole('searchbox', { name: 'Search restaurants' }))).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** With the theme switch (the app passes `onThemeChange`): at the end of the bar on desktop. */
export const WithThemeSwitch: Story = {
  args: { ...meta.args, cartCount: 2, theme: 'dark', onThemeChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Theme' });
    await expect(select).toHaveValue('dark');
    await userEvent.selectOptions(select, 'Light');
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    leaveFocus();
  },
};

/** Tablet, with the theme switch: between the location and Login; the search keeps its row. */
export const WithThemeSwitchTablet: Story = {
  args: { ...meta.args, cartCount: 2, onThemeChange: fn() },
  ...atViewport('tablet'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Theme' })).toBeVisible();
    await expect(canvas.getByText('Deliver to: New York, NY')).toBeVisible();
    await expect(placeholderFits(canvas.getByRole('searchbox', { name: 'Search restaurants' }))).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Phone, panel open: the theme switch is in the panel, under Login. */
export const WithThemeSwitchPhone: Story = {
  args: { ...meta.args, cartCount: 2, menuOpen: true, onThemeChange: fn() },
  ...atViewport('phone'),
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    const select = canvas.getByRole('combobox', { name: 'Theme' });
    await expect(panel).toContainElement(select);
    await expect(select).toBeVisible();
    await userEvent.selectOptions(select, 'Dark');
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    leaveFocus();
  },
};
