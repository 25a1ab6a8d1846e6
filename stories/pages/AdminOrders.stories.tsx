import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { OrdersPage } from '../../src/app/admin/OrdersPage';
import {
  formatPrice,
  lineTotal,
  orderIdDisplay,
  recentOrders,
  type OrderStatus,
  type SeedData,
} from '../../src/domain';
import { EMPTY_DATA, smallSlice } from '../admin/adminStoryData';
import { expectAnnouncedOnce } from '../support/announce';
import { leaveFocus } from '../support/focus';
import { listFollows } from '../support/lists';
import { storyData } from '../support/storyData';
import { atViewport } from '../../.storybook/modes';
import { adminPage } from '../support/adminPage';

const STATUSES: OrderStatus[] = ['preparing', 'on-the-way', 'delivered'];

/**
 * Eight orders of the toolbar seed's first restaurants, with their own statuses; should a status be
 * missing among them, an order whose status another one shares takes it, so every filter lists something.
 */
const eightOrders = smallSlice({ orders: 8 }, (data) => {
  const orders = [...data.orders];
  for (const status of STATUSES) {
    if (orders.some((order) => order.status === status)) continue;
    const index = orders.findLastIndex((order) => orders.filter((o) => o.status === order.status).length > 1);
    if (index >= 0) orders[index] = { ...orders[index]!, status };
  }
  return { ...data, orders };
});

/** The story's orders, newest first, and the newest one. */
function cast(context: Parameters<typeof storyData>[0]) {
  const data: SeedData = storyData(context);
  const newest = recentOrders(data.orders, data.orders.length);
  const top = newest[0]!;
  return { data, newest, top, topId: orderIdDisplay(top.id) };
}

/** The same eight orders with each status set by `status(rankNewestFirst, order)`. */
const withStatuses =
  (status: (rank: number, id: string, newestId: string) => OrderStatus) =>
  (seeded: SeedData): SeedData => {
    const data = eightOrders(seeded);
    const newest = recentOrders(data.orders, data.orders.length);
    const rank = new Map(newest.map((order, index) => [order.id, index]));
    return {
      ...data,
      orders: data.orders.map((order) => ({ ...order, status: status(rank.get(order.id)!, order.id, newest[0]!.id) })),
    };
  };

/** Status values of the table rows, top to bottom. */
function rowStatuses(canvasElement: HTMLElement): string[] {
  const table = within(canvasElement).getByRole('table', { name: 'Orders' });
  return within(table)
    .getAllByRole('combobox')
    .map((select) => (select as HTMLSelectElement).value);
}

const rowIds = (canvas: { getAllByRole: (role: 'rowheader') => HTMLElement[] }) =>
  canvas.getAllByRole('rowheader').map((cell) => cell.textContent);

const meta = {
  ...atViewport('desktop'),
  title: 'Pages/Admin/Orders',
  id: 'pages-adminorders',
  component: OrdersPage,
  parameters: {
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
    router: { route: '/admin/orders' },
    dataFromSeed: eightOrders,
  },
  decorators: [adminPage],
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first. */
export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { newest } = cast(context);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(rowIds(canvas)).toEqual(newest.map((order) => orderIdDisplay(order.id)));
    await expect(rowStatuses(context.canvasElement)).toEqual(newest.map((order) => order.status));
  },
};

/** A status filter lists exactly the orders of that status, newest first, each selector showing it. */
const filterBy = (status: OrderStatus, label: string): Story => ({
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { newest } = cast(context);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), label);
    await listFollows(canvasElement);
    const expected = newest.filter((order) => order.status === status);
    await expect(expected.length).toBeGreaterThan(0);
    await expect(rowIds(canvas)).toEqual(expected.map((order) => orderIdDisplay(order.id)));
    await expect(rowStatuses(canvasElement)).toEqual(Array(expected.length).fill(status));
    leaveFocus();
  },
});

export const FilterByStatus: Story = filterBy('delivered', 'Delivered');
export const FilterPreparing: Story = filterBy('preparing', 'Preparing');
export const FilterOnTheWay: Story = filterBy('on-the-way', 'On the Way');

/** A status with no orders says so, with its next step, 'Show all orders' (the story ends on the empty state). */
export const FilterNoMatch: Story = {
  parameters: { dataFromSeed: withStatuses(() => 'preparing') },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'On the Way');
    await listFollows(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('No orders with this status.');
    await expect(canvas.getByRole('button', { name: 'Show all orders' })).toBeVisible();
    leaveFocus();
  },
};

/** 'Show all orders' after a status with no orders: the filter on All, every order back, focus on the table. */
export const FilterNoMatchCleared: Story = {
  name: 'Filter no match, then Show all orders',
  // Ends where it began, every order listed: no reference image of its own.
  parameters: { ...FilterNoMatch.parameters, chromatic: { disableSnapshot: true } },
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { newest } = cast(context);
    const filter = canvas.getByRole('combobox', { name: 'Filter by status' });
    await userEvent.selectOptions(filter, 'On the Way');
    await listFollows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all orders' }));
    await listFollows(canvasElement);
    await expect(filter).toHaveValue('all');
    await expect(rowIds(canvas)).toEqual(newest.map((order) => orderIdDisplay(order.id)));
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Orders table' })).toHaveFocus());
    leaveFocus();
  },
};

/** Any status may be set from the row; the filter then lists it under the new status and not the old one. */
export const ChangeStatus: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step } = context;
    const { newest, top, topId } = cast(context);
    const select = canvas.getByRole('combobox', { name: `Status for order ${topId}` });
    const next = top.status === 'delivered' ? 'preparing' : 'delivered';
    const filter = canvas.getByRole('combobox', { name: 'Filter by status' });
    await step('set from the row', async () => {
      await userEvent.selectOptions(select, next);
      await expect(select).toHaveValue(next);
      await expect(select).toHaveAttribute('data-status', next);
    });
    await step('the new status lists it, with the other orders of that status', async () => {
      await userEvent.selectOptions(filter, next);
      await listFollows(canvasElement);
      const expected = newest
        .filter((order) => order.id === top.id || order.status === next)
        .map((order) => orderIdDisplay(order.id));
      await expect(rowIds(canvas)).toEqual(expected);
      await expect(canvas.getByRole('combobox', { name: `Status for order ${topId}` })).toHaveValue(next);
      await expect(rowStatuses(canvasElement)).toEqual(Array(expected.length).fill(next));
    });
    await step('the old status no longer lists it, but still lists its other orders', async () => {
      await userEvent.selectOptions(filter, top.status);
      await listFollows(canvasElement);
      await expect(canvas.queryByRole('rowheader', { name: topId })).toBeNull();
      const others = newest.filter((order) => order.id !== top.id && order.status === top.status);
      if (others.length === 0) {
        await expect(canvas.getByRole('status')).toHaveTextContent('No orders with this status.');
      } else {
        await expect(rowIds(canvas)).toEqual(others.map((order) => orderIdDisplay(order.id)));
      }
    });
    await step('All Orders: every order again, in the same place', async () => {
      await userEvent.selectOptions(filter, 'All Orders');
      await listFollows(canvasElement);
      await expect(rowIds(canvas)).toEqual(newest.map((order) => orderIdDisplay(order.id)));
    });
    leaveFocus();
  },
};

/**
 * Under the Preparing filter, setting a row to Delivered takes it out of the table. Focus stays
 * in the table, on the order now in that place (its Order ID), and a polite live region says why
 * the row went. (Every other order, newest first, is preparing: 1st, 3rd, …; the rest delivered.)
 */
export const StatusLeavesFilter: Story = {
  parameters: { dataFromSeed: withStatuses((rank) => (rank % 2 === 0 ? 'preparing' : 'delivered')) },
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step } = context;
    const { newest } = cast(context);
    const preparingIds = newest.filter((_, index) => index % 2 === 0).map((order) => orderIdDisplay(order.id));
    const [first, second] = preparingIds;
    await step('filter Preparing', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Preparing');
      await listFollows(canvasElement);
      await expect(rowIds(canvas)).toEqual(preparingIds);
    });
    await step('set the first row to Delivered', async () => {
      const select = canvas.getByRole('combobox', { name: `Status for order ${first}` });
      select.focus();
      await userEvent.selectOptions(select, 'Delivered');
    });
    await step('the row is gone, focus is on the next order, and the change is announced', async () => {
      await expect(canvas.queryByRole('rowheader', { name: first })).toBeNull();
      await expect(document.activeElement).not.toBe(document.body);
      await expect(canvas.getByRole('rowheader', { name: second })).toHaveFocus();
      await expectAnnouncedOnce(canvasElement, `Order ${first} is now Delivered. It no longer matches this filter.`);
    });
    leaveFocus();
  },
};

/** The last order of a filter leaves: focus moves to the empty state, and the change is announced. */
export const LastOrderLeavesFilter: Story = {
  parameters: { dataFromSeed: withStatuses((_, id, newestId) => (id === newestId ? 'on-the-way' : 'delivered')) },
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { topId } = cast(context);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'On the Way');
    await listFollows(canvasElement);
    const select = canvas.getByRole('combobox', { name: `Status for order ${topId}` });
    select.focus();
    await userEvent.selectOptions(select, 'Delivered');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(document.activeElement).not.toBe(document.body);
    const empty = canvas.getByRole('status');
    await expect(empty).toHaveTextContent('No orders with this status.');
    await expect(empty).toHaveFocus();
    await expectAnnouncedOnce(canvasElement, `Order ${topId} is now Delivered. It no longer matches this filter.`);
    leaveFocus();
  },
};

/** View opens the detail dialog: short id in the title, full id, restaurant, lines (price × quantity, line total) and total. */
export const ViewDetails: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { top, topId } = cast(context);
    await userEvent.click(canvas.getByRole('button', { name: `View order ${topId}` }));
    const dialog = await canvas.findByRole('dialog', { name: `Order ${topId}` });
    const view = within(dialog);
    await expect(view.getByText('Order ID').nextElementSibling).toHaveTextContent(top.id);
    await expect(view.getByText(top.restaurant.name)).toBeVisible();
    for (const line of top.items) {
      await expect(view.getByText(`${formatPrice(line.price)} × ${line.quantity}`)).toBeVisible();
      await expect(view.getAllByText(formatPrice(lineTotal(line.price, line.quantity))).length).toBeGreaterThan(0);
    }
    await expect(view.getByText('Total').parentElement).toHaveTextContent(formatPrice(top.total));
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

/** Closing the details gives focus back to the row's View button. */
export const DetailsClosed: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { topId } = cast(context);
    const view = canvas.getByRole('button', { name: `View order ${topId}` });
    await userEvent.click(view);
    const dialog = await canvas.findByRole('dialog', { name: `Order ${topId}` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(view).toHaveFocus());
    leaveFocus();
  },
};

export const Empty: Story = {
  parameters: { data: EMPTY_DATA },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No orders yet');
    // No filter emptied it: nothing to clear.
    await expect(canvas.queryByRole('button', { name: 'Show all orders' })).toBeNull();
  },
};

/** Phones: each order is a card with its status and View in sight; nothing scrolls sideways at 375 px. */
export const Phone: Story = {
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Orders table' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const view = canvas.getAllByRole('button', { name: /^View order/ })[0]!.getBoundingClientRect();
    const status = canvas.getAllByRole('combobox', { name: /^Status for order/ })[0]!.getBoundingClientRect();
    for (const box of [view, status]) {
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
