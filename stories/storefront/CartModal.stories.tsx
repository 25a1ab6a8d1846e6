import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CartModal } from '../../src/components/storefront';
import { makeMenuItem } from '../../src/data';
import type { CartItem } from '../../src/domain';
import { lineTotal, sumCents } from '../../src/domain';
import { repaint } from './repaint';

function line(n: number, quantity: number, overrides: Partial<CartItem> = {}): CartItem {
  return { ...makeMenuItem(overrides, n), quantity };
}

function cartTotal(items: CartItem[]): number {
  return sumCents(items.map((item) => lineTotal(item.price, item.quantity)));
}

const oneLine = [line(2, 1)];
const manyLines = [line(1, 2), line(5, 1), line(8, 3), line(9, 1), line(12, 2), line(14, 4), line(16, 1)];

const meta = {
  title: 'Storefront/CartModal',
  component: CartModal,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    items: oneLine,
    total: cartTotal(oneLine),
    onClose: fn(),
    onIncrease: fn(),
    onDecrease: fn(),
    onRemove: fn(),
    onCheckout: fn(),
  },
} satisfies Meta<typeof CartModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { ...meta.args, items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
    await expect(canvas.getByText('Total:')).toBeVisible();
    await expect(canvas.getByText('$0.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    // Focus moves into the dialog.
    await expect(canvas.getByRole('button', { name: 'Close cart' })).toHaveFocus();
  },
};

export const OneLine: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args, step }) => {
    const item = args.items[0]!;
    await step('the line shows name, unit price and quantity', async () => {
      await expect(canvas.getByText(item.name)).toBeVisible();
      await expect(canvas.getByText('each', { exact: false })).toHaveTextContent(`$${item.price.toFixed(2)} each`);
      await expect(canvas.getByRole('group', { name: `Quantity of ${item.name}` })).toHaveTextContent('Quantity: 1');
    });
    await step('stepper and remove report the item id', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Increase quantity of ${item.name}` }));
      await expect(args.onIncrease).toHaveBeenCalledWith(item.id);
      await userEvent.click(canvas.getByRole('button', { name: `Decrease quantity of ${item.name}` }));
      await expect(args.onDecrease).toHaveBeenCalledWith(item.id);
      await userEvent.click(canvas.getByRole('button', { name: `Remove ${item.name} from cart` }));
      await expect(args.onRemove).toHaveBeenCalledWith(item.id);
    });
    await step('checkout', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Proceed to Checkout' }));
      await expect(args.onCheckout).toHaveBeenCalledTimes(1);
    });
    // Leave the dialog in its opening state (focus on the close button) for the visual reference.
    canvas.getByRole('button', { name: 'Close cart' }).focus();
    await repaint();
  },
};

export const ManyLines: Story = {
  args: { ...meta.args, items: manyLines, total: cartTotal(manyLines) },
  play: async ({ canvas, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Your Cart' });
    await expect(dialog.querySelectorAll('li')).toHaveLength(manyLines.length);
    await expect(canvas.getByText(`$${args.total.toFixed(2)}`)).toBeVisible();
    // The dialog fits the viewport; the list scrolls inside it and the footer stays visible.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(canvas.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
  },
};

export const LongItemName: Story = {
  args: {
    ...meta.args,
    items: [line(6, 12, { name: 'Slow-Braised Tuscan Wild Boar Pappardelle with Chianti Reduction', price: 124.99 })],
    total: lineTotal(124.99, 12),
  },
  play: async ({ canvas }) => {
    // Line total and cart total: 12 × $124.99.
    await expect(canvas.getAllByText('$1,499.88')).toHaveLength(2);
    await expect(canvas.getByRole('group', { name: /^Quantity of Slow-Braised/ })).toHaveTextContent('Quantity: 12');
  },
};

export const MissingImage: Story = {
  args: { ...meta.args, items: [line(3, 1, { image: '' })], total: cartTotal([line(3, 1)]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog').querySelector('[data-placeholder]')).not.toBeNull();
  },
};

export const KeyboardAndClose: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args, step }) => {
    const close = canvas.getByRole('button', { name: 'Close cart' });
    await step('focus starts on the close button and stays inside', async () => {
      await expect(close).toHaveFocus();
      for (let i = 0; i < 6; i += 1) await userEvent.tab();
      await expect(canvas.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    });
    await step('Escape and the close button close it', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await userEvent.click(close);
      await expect(args.onClose).toHaveBeenCalledTimes(2);
    });
    await repaint();
  },
};

export const PhoneEmpty: Story = {
  args: { ...meta.args, items: [], total: 0 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const PhoneManyLines: Story = {
  args: { ...meta.args, items: manyLines, total: cartTotal(manyLines) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Your Cart' });
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
