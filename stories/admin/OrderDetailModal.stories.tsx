import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { OrderDetailModal } from '../../src/components/admin';
import { getSeedData, makeOrder } from '../../src/data';
import { formatDateTime, formatPrice, lineTotal, orderIdDisplay, statusLabel } from '../../src/domain';
import type { Order, OrderStatus } from '../../src/domain';
import { tokenColour } from '../support/tokenColour';
import { atViewport } from '../../.storybook/modes';
import { expectFullValue, expectNoOverflow, unbroken, UNBROKEN_LENGTH } from '../support/longText';

/**
 * A whole order of the data set, as the orders table lists it: its restaurant, its own dishes from that
 * restaurant's menu, its total; the first with three lines or more, one of them ordered more than once, so line
 * totals differ from prices.
 */
const order: Order =
  getSeedData().orders.find((o) => o.items.length >= 3 && o.items.some((line) => line.quantity > 1)) ?? makeOrder();

/**
 * The order with a status: a status the order already has at the default seed is no change the toolbar's data
 * keeps (./recordControls.ts keeps the fields that differ), so the story's render sets it under every seed.
 */
const withStatusOf = (order: Order | null, status: OrderStatus): Order | null => order && { ...order, status };

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The details of one order, opened from the **View** button of its row in the orders table.

**Use it** to read an order without leaving the list. **Don't use it** to edit an order (status is changed in the table) or for anything but orders.

**Anatomy**: title "Order #*short id*" (as in the table) and a close button · facts: Order ID (the same "#" and last 6 characters: an order id reads one way everywhere), Restaurant, Order Time, Status (coloured badge) · "Items": each line's name, price × quantity and line total · the order total.

**States**: one per status (preparing yellow, on the way blue, delivered green) · closed (\`order\` null: nothing rendered) · phones: a full-width sheet.

**Keyboard and screen readers**: a modal \`dialog\` named "Order #*short id*". Focus moves into it on open (its close button: there is nothing else to operate), Tab stays inside, **Escape**, the close button or a click on the backdrop close it, and focus returns to the View button. Facts are a description list (term, then value); the time is a \`<time>\` element.
`;

const meta = {
  title: 'Admin/OrderDetailModal',
  tags: ['stable'],
  component: OrderDetailModal,
  // In the docs page each open dialog gets its own frame instead of covering the page.
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: COMPONENT_DOCS }, story: { inline: false, height: '600px' } },
  },
  args: { order, onClose: fn() },
} satisfies Meta<typeof OrderDetailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { ...meta.args },
  play: async (context) => {
    const { canvas, userEvent, step, args } = context;
    const order = args.order!;
    const shortId = orderIdDisplay(order.id);
    await expect(shortId).toBe(`#${order.id.slice(-6)}`);
    const dialog = await canvas.findByRole('dialog', { name: `Order ${shortId}` });
    const view = within(dialog);
    await step('titled with the id as the table shows it; that id again, restaurant, time and status', async () => {
      await expect(view.getByRole('heading', { name: `Order ${shortId}` })).toBeVisible();
      await expect(view.getByText('Order ID').nextElementSibling).toHaveTextContent(new RegExp(`^${shortId}$`));
      // One form of the id: the stored one ('order-…') is never shown.
      await expect(dialog).not.toHaveTextContent(order.id);
      await expect(view.getByText(order.restaurant.name)).toBeVisible();
      await expect(view.getByText(formatDateTime(order.orderTime))).toBeVisible();
      await expect(view.getByText(statusLabel(order.status))).toBeVisible();
    });
    await step('each line as price × quantity with its total, and the order total', async () => {
      for (const line of order.items) {
        await expect(view.getByText(line.name)).toBeVisible();
        await expect(view.getByText(`${formatPrice(line.price)} × ${line.quantity}`)).toBeVisible();
      }
      const more = order.items.find((line) => line.quantity > 1) ?? order.items[0]!;
      await expect(view.getAllByText(formatPrice(lineTotal(more.price, more.quantity)))[0]).toBeVisible();
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
  render: (args) => <OrderDetailModal {...args} order={withStatusOf(args.order, status)} />,
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog');
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
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { id } = args.order!;
    const dialog = await canvas.findByRole('dialog', { name: `Order ${orderIdDisplay(id)}` });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByText('Order ID').nextElementSibling).toHaveTextContent(orderIdDisplay(id));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Escape works once the dialog has taken the focus (it listens from then on), as a user sees it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Nothing is rendered while no order is picked (blank: no snapshot). */
export const Closed: Story = {
  args: { ...meta.args, order: null },
  parameters: { chromatic: { disableSnapshot: true } },
  // Nothing to see on the docs page either.
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** An order whose restaurant and dishes have names of one unbroken 40-character word each. */
const longOrder: Order = {
  ...order,
  restaurant: { ...order.restaurant, name: unbroken(order.restaurant.name, UNBROKEN_LENGTH) },
  items: order.items.map((line) => ({ ...line, name: unbroken(line.name, UNBROKEN_LENGTH) })),
};

/**
 * A restaurant and dishes named with one unbroken 40-character word each, on a phone (the dialog is a sheet across
 * the 375 px screen): each name breaks inside the dialog, beside its line total, shown whole.
 */
export const LongUnbrokenText: Story = {
  args: { ...meta.args, order: longOrder },
  ...atViewport('phone'),
  play: async ({ canvas, args }) => {
    const order = args.order!;
    const dialog = await canvas.findByRole('dialog');
    await expectNoOverflow(dialog);
    for (const value of [order.restaurant.name, ...order.items.map((line) => line.name)]) {
      await expectFullValue(dialog, value);
    }
  },
};
