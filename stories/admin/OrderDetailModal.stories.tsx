import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { OrderDetailModal } from '../../src/components/admin';
import { makeMenuItem, makeOrder } from '../../src/data';
import { formatDateTime, formatPrice, lineTotal, orderIdDisplay, statusLabel, sumCents } from '../../src/domain';
import type { Order, OrderStatus } from '../../src/domain';
import { tokenColour } from '../support/tokenColour';
import { atViewport } from '../../.storybook/modes';

// An order with three lines (one of quantity 3) so the line totals are visible.
const lines = [
  { ...makeMenuItem({}, 1), quantity: 2 },
  { ...makeMenuItem({}, 5), quantity: 1 },
  { ...makeMenuItem({}, 9), quantity: 3 },
];
const order: Order = makeOrder({
  items: lines,
  total: sumCents(lines.map((line) => lineTotal(line.price, line.quantity))),
});

const meta = {
  title: 'Admin/OrderDetailModal',
  component: OrderDetailModal,
  // In the docs page each open dialog gets its own frame instead of covering the page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
  args: { order, onClose: fn() },
} satisfies Meta<typeof OrderDetailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args, step }) => {
    const shortId = `#${order.id.slice(-6)}`;
    const dialog = canvas.getByRole('dialog', { name: `Order ${shortId}` });
    const view = within(dialog);
    await step('titled with the short id; the full id, restaurant, time and status', async () => {
      await expect(view.getByRole('heading', { name: `Order ${orderIdDisplay(order.id)}` })).toBeVisible();
      await expect(view.getByText('Order ID').nextElementSibling).toHaveTextContent(order.id);
      await expect(view.getByText(order.id)).toBeVisible();
      await expect(view.getByText(order.restaurant.name)).toBeVisible();
      await expect(view.getByText(formatDateTime(order.orderTime))).toBeVisible();
      await expect(view.getByText(statusLabel(order.status))).toBeVisible();
    });
    await step('each line as price × quantity with its total, and the order total', async () => {
      for (const line of lines) {
        await expect(view.getByText(`${formatPrice(line.price)} × ${line.quantity}`)).toBeVisible();
      }
      const third = lines[2]!;
      await expect(view.getAllByText(formatPrice(lineTotal(third.price, third.quantity)))[0]).toBeVisible();
      await expect(view.getByText('Total').parentElement).toHaveTextContent(formatPrice(order.total));
    });
    await step('the close button closes it', async () => {
      await userEvent.click(view.getByRole('button', { name: 'Close' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
  },
};

/** The status badge in its colour (preparing yellow, on-the-way blue, delivered green). */
const withStatus = (status: OrderStatus): Story => ({
  args: { ...meta.args, order: { ...order, status } },
  play: async ({ canvas }) => {
    const badge = canvas.getByText(statusLabel(status));
    await expect(badge).toHaveAttribute('data-status', status);
    await expect(canvas.getByText('Status').nextElementSibling).toContainElement(badge);
    await expect(getComputedStyle(badge).backgroundColor).toBe(tokenColour(`--color-status-${status}-bg`));
  },
});

export const Preparing: Story = withStatus('preparing');
export const OnTheWay: Story = withStatus('on-the-way');
export const Delivered: Story = withStatus('delivered');

export const Phone: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('dialog', { name: `Order ${orderIdDisplay(order.id)}` })).toBeVisible();
    await expect(canvas.getByText(order.id)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = {
  args: { ...meta.args, order: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};
