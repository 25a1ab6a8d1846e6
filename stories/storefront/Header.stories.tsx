import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Header } from '../../src/components/storefront';
import { atViewport } from '../../.storybook/modes';

const meta = {
  ...atViewport('desktop'),
  title: 'Storefront/Header',
  component: Header,
  parameters: { ...atViewport('desktop').parameters, layout: 'fullscreen' },
  args: {
    cartCount: 0,
    searchValue: '',
    menuOpen: false,
    onSearch: fn(),
    onCartClick: fn(),
    onLoginClick: fn(),
    onMenuToggle: fn(),
    onMenuClose: fn(),
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
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
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
