import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { OrdersTable, type OrdersTableProps } from '../../src/components/admin';
import { makeOrder } from '../../src/data';
import { formatDateTime, formatPrice, itemCount, orderIdDisplay } from '../../src/domain';
import type { Order, OrderStatus } from '../../src/domain';
import { leaveFocus } from '../support/focus';
import { seededArgs } from '../support/storyData';
import { tokenColour } from '../support/tokenColour';
import { atViewport } from '../../.storybook/modes';

/** The rows' statuses, top to bottom: each one shown whatever the "Data seed" generated. */
const PLAN: OrderStatus[] = ['preparing', 'on-the-way', 'delivered', 'preparing', 'delivered'];
const orders = PLAN.map((status, index) => makeOrder({ status }, index + 1));

/** The orders with their statuses set by `plan` (by row; the last one repeats). */
const planned = (list: Order[], plan: readonly OrderStatus[]) =>
  list.map((order, index) => ({ ...order, status: plan[Math.min(index, plan.length - 1)]! }));

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The admin's orders as a table, with each order's status editable in place.

**Use it** on the **Orders** screen. **Don't use it** for a short summary (the dashboard uses \`RecentOrdersList\`) or for the customer.

**Anatomy**: a table captioned "Orders" with the columns Order ID (row header, "#" + last 6 characters) · Restaurant · Items (count) · Total · Status (a select coloured by status) · Order Time · View (opens the details).

**States**: statuses in their colours (preparing yellow, on the way blue, delivered green) · empty: "No orders yet" (or \`emptyText\`, e.g. when the filter matches nothing) · phones: the table scrolls sideways inside its own region; the page does not.

**Keyboard and screen readers**: a real \`<table>\` with column and row headers, so each cell is read with its column and order. The scrolling region ("Orders table") is focusable so keyboard users can scroll it. Each status select is named "Status for order #*id*", each View button "View order #*id*". Under a status filter, a row whose status changes leaves the table at once: focus moves to the row now in its place (its Order ID; the row above if it was last; the empty state if none is left), Tab continues to that row's selector, and a polite live region says "Order #*id* is now *status* and no longer matches this filter."
`;

const meta = {
  ...atViewport('desktop'),
  title: 'Admin/OrdersTable',
  component: OrdersTable,
  parameters: {
    docs: { description: { component: COMPONENT_DOCS } },
    ...atViewport('desktop').parameters,
    layout: 'padded',
  },
  args: { orders, onStatusChange: fn(), onView: fn() },
  render: (args) => <OrdersTable {...args} orders={planned(args.orders, PLAN)} />,
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    const args = seededArgs(context);
    const first = args.orders[0]!;
    const shortId = orderIdDisplay(first.id);
    await step('a real table with column headers', async () => {
      const table = canvas.getByRole('table', { name: 'Orders' });
      // Every column fits: no hint to scroll sideways.
      await expect(canvas.getByText('Scroll sideways for more columns →')).not.toBeVisible();
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
      await expect(headers).toEqual(['Order ID', 'Restaurant', 'Items', 'Total', 'Status', 'Order Time', 'View']);
      await expect(within(table).getAllByRole('row')).toHaveLength(args.orders.length + 1);
    });
    await step('the first row', async () => {
      // '#' + the last 6 characters of the id the story passed in.
      const idCell = within(canvas.getAllByRole('row')[1]!).getByRole('rowheader');
      await expect(idCell.textContent).toBe(`#${first.id.slice(-6)}`);
      const row = idCell.closest('tr')!;
      await expect(within(row).getByText(first.restaurant.name)).toBeVisible();
      await expect(within(row).getByText(String(itemCount(first)))).toBeVisible();
      await expect(within(row).getByText(formatPrice(first.total))).toBeVisible();
      await expect(within(row).getByText(formatDateTime(first.orderTime))).toBeVisible();
    });
    await step('any status may be set', async () => {
      const select = canvas.getByRole('combobox', { name: `Status for order ${shortId}` });
      await expect(select).toHaveValue('preparing');
      await userEvent.selectOptions(select, 'Delivered');
      await expect(args.onStatusChange).toHaveBeenCalledWith(first.id, 'delivered');
    });
    await step('View opens the details', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `View order ${shortId}` }));
      await expect(args.onView).toHaveBeenCalledWith(first.id);
    });
    leaveFocus();
  },
};

const STATUSES: OrderStatus[] = ['preparing', 'on-the-way', 'delivered'];

/** Every row in one status: each selector shows it and wears its colour tokens (and not the others'). */
const oneStatus = (status: OrderStatus): Story => ({
  args: { ...meta.args, orders: [makeOrder({ status }, 1), makeOrder({ status }, 2)] },
  render: (args) => <OrdersTable {...args} orders={planned(args.orders, [status])} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('combobox')).toHaveLength(2);
    const others = STATUSES.filter((other) => other !== status).map((other) =>
      tokenColour(`--color-status-${other}-bg`),
    );
    for (const select of canvas.getAllByRole('combobox')) {
      await expect(select).toHaveValue(status);
      await expect(select).toHaveAttribute('data-status', status);
      const style = getComputedStyle(select);
      await expect(style.backgroundColor).toBe(tokenColour(`--color-status-${status}-bg`));
      await expect(style.color).toBe(tokenColour(`--color-status-${status}-fg`));
      await expect(others).not.toContain(style.backgroundColor);
    }
  },
});

/** The selector is yellow. */
export const Preparing: Story = oneStatus('preparing');
/** The selector is blue. */
export const OnTheWay: Story = oneStatus('on-the-way');
/** The selector is green. */
export const Delivered: Story = oneStatus('delivered');

/** One row per status, top to bottom: three different selector backgrounds (yellow, blue, green). */
export const StatusColours: Story = {
  args: { ...meta.args, orders: STATUSES.map((status, index) => makeOrder({ status }, index + 1)) },
  render: (args) => <OrdersTable {...args} orders={planned(args.orders, STATUSES)} />,
  play: async ({ canvas }) => {
    const backgrounds = canvas.getAllByRole('combobox').map((select) => getComputedStyle(select).backgroundColor);
    await expect(backgrounds).toEqual(STATUSES.map((status) => tokenColour(`--color-status-${status}-bg`)));
    await expect(new Set(backgrounds).size).toBe(3);
  },
};

export const Empty: Story = {
  args: { ...meta.args, orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('No orders yet');
  },
};

/** The status filter matched nothing. */
export const NoMatch: Story = {
  args: { ...meta.args, orders: [], emptyText: 'No orders with this status.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No orders with this status.');
  },
};

/** The table as the Orders page uses it under the 'Preparing' filter: a row set to another status leaves. */
function PreparingOnly({ orders: initial, onStatusChange, ...props }: OrdersTableProps) {
  const [all, setAll] = useState(initial);
  return (
    <OrdersTable
      {...props}
      orders={all.filter((order) => order.status === 'preparing')}
      emptyText="No orders with this status."
      onStatusChange={(id, status) => {
        onStatusChange(id, status);
        setAll((current) => current.map((order) => (order.id === id ? { ...order, status } : order)));
      }}
    />
  );
}

const preparing = [1, 2, 3].map((n) => makeOrder({ status: 'preparing' }, 10 + n));

/**
 * Under a status filter, a row whose status changes leaves the table. Focus does not fall to the
 * page: it moves to the row now in its place (its Order ID cell; the row above when it was the
 * last one; the empty state when none is left), Tab goes on to that row's status selector, and a
 * polite live region says what happened.
 */
export const RowLeavesFilter: Story = {
  args: { ...meta.args, orders: preparing },
  render: (args) => <PreparingOnly {...args} orders={planned(args.orders, ['preparing'])} />,
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    const args = seededArgs(context);
    const [p1, p2, p3] = args.orders.map((order) => orderIdDisplay(order.id));
    const status = (shortId: string) => canvas.getByRole('combobox', { name: `Status for order ${shortId}` });
    const idCell = (shortId: string) => canvas.getByRole('rowheader', { name: shortId });
    const announced = (text: string) => expect(canvas.getByText(text)).toHaveAttribute('aria-live', 'polite');
    await step('the first row leaves: focus moves to the row now first', async () => {
      await userEvent.selectOptions(status(p1!), 'Delivered');
      await expect(args.onStatusChange).toHaveBeenCalledWith(args.orders[0]!.id, 'delivered');
      await expect(canvas.queryByRole('rowheader', { name: p1 })).toBeNull();
      await expect(document.activeElement).not.toBe(document.body);
      await expect(idCell(p2!)).toHaveFocus();
      await announced(`Order ${p1} is now Delivered and no longer matches this filter.`);
    });
    await step("Tab goes on to that row's status selector", async () => {
      await userEvent.tab();
      await expect(status(p2!)).toHaveFocus();
    });
    await step('the last row leaves: focus moves to the row above', async () => {
      await userEvent.selectOptions(status(p3!), 'On the Way');
      await expect(idCell(p2!)).toHaveFocus();
      await announced(`Order ${p3} is now On the Way and no longer matches this filter.`);
    });
    await step('the only row leaves: focus moves to the empty state, which names the filter', async () => {
      await userEvent.selectOptions(status(p2!), 'Delivered');
      await expect(canvas.queryByRole('table')).toBeNull();
      const empty = canvas.getByRole('status');
      await expect(empty).toHaveTextContent('No orders with this status.');
      await expect(empty).toHaveFocus();
      await announced(`Order ${p2} is now Delivered and no longer matches this filter.`);
    });
    leaveFocus();
  },
};

/**
 * Phones: the table scrolls inside its own keyboard-reachable region; the page does not overflow. A line
 * under the table says more columns lie sideways (no shade over the cells: text keeps its contrast).
 */
export const Phone: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Orders table' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(canvas.getByText('Scroll sideways for more columns →')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    leaveFocus();
  },
};
