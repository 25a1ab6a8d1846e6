import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { OrdersPage } from '../../src/app/admin/OrdersPage';
import { ORDERS_ARRIVE_TEXT, ORDERS_PHONE_PAGE_SIZE } from '../../src/components/admin';
import {
  formatCount,
  formatPrice,
  lineTotal,
  orderIdDisplay,
  sortOrders,
  type ListNoun,
  type Order,
  type OrderStatus,
  type SeedData,
} from '../../src/domain';
import { EMPTY_DATA } from '../admin/adminStoryData';
import { expectAnnouncedOnce } from '../support/announce';
import { leaveFocus } from '../support/focus';
import { countLine, listFollows, tablePage } from '../support/lists';
import { storyData } from '../support/storyData';
import { atViewport } from '../../.storybook/modes';
import { adminPage } from '../support/adminPage';
import { pageSource } from '../support/pageSource';

const ORDERS: ListNoun = { one: 'order', other: 'orders' };

/**
 * The story's orders (the toolbar seed's, at its Data scale) as the table first lists them, by the app's own sort
 * (newest first, ties by id), and the newest one. The table shows 50 a page: 4 pages at the spec's 200 orders,
 * 40 at 10×, 400 at 100×.
 */
function cast(context: Parameters<typeof storyData>[0]) {
  const data: SeedData = storyData(context);
  const newest = sortOrders(data.orders);
  const top = newest[0]!;
  return { data, newest, top, topId: orderIdDisplay(top.id) };
}

/**
 * The toolbar seed's whole data set with every order's status set by `status(order, newestId)`: for a story whose
 * state needs statuses the seed does not give (a status no order has, a status only one order has). The data set
 * keeps its size, so the count line and the dashboard still agree.
 */
const withStatuses =
  (status: (order: Order, newestId: string) => OrderStatus) =>
  (seeded: SeedData): SeedData => {
    const newestId = sortOrders(seeded.orders)[0]?.id ?? '';
    return { ...seeded, orders: seeded.orders.map((order) => ({ ...order, status: status(order, newestId) })) };
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

/**
 * The table shows page `page` of `orders` (already in the table's order): their ids, top to bottom, and the count
 * line counting all of them ('Showing 1–50 of 2,000 orders'; `pageSize` 24 on a phone). Returns that page.
 */
async function expectOrdersPage(canvasElement: HTMLElement, orders: readonly Order[], page = 1, pageSize?: number) {
  const expected = tablePage(orders, ORDERS, page, pageSize);
  await expect(rowIds(within(canvasElement))).toEqual(expected.shown.map((order) => orderIdDisplay(order.id)));
  await expect(countLine(canvasElement)).toHaveTextContent(expected.count);
  return expected;
}

const meta = {
  ...atViewport('desktop'),
  title: 'Pages/Admin/Orders',
  id: 'pages-adminorders',
  component: OrdersPage,
  parameters: {
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
    router: { route: '/admin/orders' },
    docs: { source: pageSource('adminOrders') },
  },
  decorators: [adminPage],
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every order of the data set (its count is the dashboard's: 200 at the spec's sizes, 2,000 at 10×), newest first,
 * one page of 50 at a time under the count line.
 */
export const Default: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { newest } = cast(context);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const { shown } = await expectOrdersPage(canvasElement, newest);
    await expect(rowStatuses(canvasElement)).toEqual(shown.map((order) => order.status));
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
    const { shown } = await expectOrdersPage(canvasElement, expected);
    await expect(rowStatuses(canvasElement)).toEqual(Array(shown.length).fill(status));
    leaveFocus();
  },
});

export const FilterByStatus: Story = filterBy('delivered', 'Delivered');
export const FilterPreparing: Story = filterBy('preparing', 'Preparing');
export const FilterOnTheWay: Story = filterBy('on-the-way', 'On the Way');

/**
 * A status with no orders says so, with its next step, 'Show all orders' (the story ends on the empty state).
 * The seed gives every status to some orders, so here every order of the data set (all of them, at the toolbar's
 * scale) is preparing, and On the Way matches none.
 */
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

/**
 * 'Show all orders' after a status with no orders: the filter on All, every order back (page 1 of them), focus on
 * the table. The data set of `FilterNoMatch` (every order preparing), for the same reason.
 */
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
    await expectOrdersPage(canvasElement, newest);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Orders table' })).toHaveFocus());
    leaveFocus();
  },
};

/**
 * Any status may be set from the row; the filter then lists it under the new status and not the old one. The
 * newest order is first under every filter that lists it, so it is on page 1 at any scale.
 */
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
      const expected = newest.filter((order) => order.id === top.id || order.status === next);
      const { shown } = await expectOrdersPage(canvasElement, expected);
      await expect(canvas.getByRole('combobox', { name: `Status for order ${topId}` })).toHaveValue(next);
      await expect(rowStatuses(canvasElement)).toEqual(Array(shown.length).fill(next));
    });
    await step('the old status no longer lists it, but still lists its other orders', async () => {
      await userEvent.selectOptions(filter, top.status);
      await listFollows(canvasElement);
      await expect(canvas.queryByRole('rowheader', { name: topId })).toBeNull();
      const others = newest.filter((order) => order.id !== top.id && order.status === top.status);
      if (others.length === 0) {
        await expect(canvas.getByRole('status')).toHaveTextContent('No orders with this status.');
      } else {
        await expectOrdersPage(canvasElement, others);
      }
    });
    await step('All Orders: every order again, in the same place', async () => {
      await userEvent.selectOptions(filter, 'All Orders');
      await listFollows(canvasElement);
      await expectOrdersPage(canvasElement, newest);
    });
    leaveFocus();
  },
};

/**
 * Under the Preparing filter, setting a row to Delivered takes it out of the table. Focus stays
 * in the table, on the order now in that place (its Order ID), and a polite live region says why
 * the row went. The count line counts one order fewer.
 */
export const StatusLeavesFilter: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step } = context;
    const { newest } = cast(context);
    const preparing = newest.filter((order) => order.status === 'preparing');
    const [first, second] = preparing.map((order) => orderIdDisplay(order.id));
    await step('filter Preparing', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Preparing');
      await listFollows(canvasElement);
      await expectOrdersPage(canvasElement, preparing);
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
      await expectOrdersPage(canvasElement, preparing.slice(1));
    });
    leaveFocus();
  },
};

/**
 * The last order of a filter leaves: focus moves to the empty state, and the change is announced. The seed gives
 * every status to many orders, so here the newest order is the only one on the way and every other order of the
 * data set (all of them, at the toolbar's scale) is delivered.
 */
export const LastOrderLeavesFilter: Story = {
  parameters: {
    dataFromSeed: withStatuses((order, newestId) => (order.id === newestId ? 'on-the-way' : 'delivered')),
  },
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { topId } = cast(context);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'On the Way');
    await listFollows(canvasElement);
    await expect(rowIds(canvas)).toEqual([topId]);
    await expect(countLine(canvasElement)).toHaveTextContent('Showing 1 of 1 order');
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

/**
 * View opens the detail dialog of the newest order (first on page 1): its id as the table shows it, in the title and
 * in the facts (never the stored 'order-…' form), restaurant, lines (price × quantity, line total) and total.
 */
export const ViewDetails: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { newest, top, topId } = cast(context);
    await expectOrdersPage(canvasElement, newest);
    await userEvent.click(canvas.getByRole('button', { name: `View order ${topId}` }));
    const dialog = await canvas.findByRole('dialog', { name: `Order ${topId}` });
    const view = within(dialog);
    await expect(view.getByText('Order ID').nextElementSibling).toHaveTextContent(new RegExp(`^${topId}$`));
    await expect(dialog).not.toHaveTextContent(top.id);
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

/** No orders at all (an empty data set, on purpose): the table's empty state, with nothing to clear. */
export const Empty: Story = {
  parameters: { data: EMPTY_DATA },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No orders yet');
    // No filter emptied it: nothing to clear.
    await expect(canvas.queryByRole('button', { name: 'Show all orders' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(ORDERS_ARRIVE_TEXT); // what will fill it instead
  },
};

/**
 * Phones: each order is a card with its status and View in sight; nothing scrolls sideways at 375 px. A page holds
 * 24 orders, not 50 (fifty cards made some ten phone screens, with the pagination ten screens back up): 'Page 1 of 9'
 * at the spec's 200 orders.
 */
export const Phone: Story = {
  ...atViewport('phone'),
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step } = context;
    const { newest } = cast(context);
    const { pageCount } = await expectOrdersPage(canvasElement, newest, 1, ORDERS_PHONE_PAGE_SIZE);
    const nav = canvas.getByRole('navigation', { name: 'Pagination, orders' });
    await expect(nav).toHaveTextContent(`Page 1 of ${formatCount(pageCount)}`);
    await step('Next: orders 25–48', async () => {
      await userEvent.click(within(nav).getByRole('button', { name: /Next/ }));
      await listFollows(canvasElement);
      await expectOrdersPage(canvasElement, newest, 2, ORDERS_PHONE_PAGE_SIZE);
      await expect(nav).toHaveTextContent(`Page 2 of ${formatCount(pageCount)}`);
      await userEvent.click(within(nav).getByRole('button', { name: /Previous/ }));
      await listFollows(canvasElement);
      await expectOrdersPage(canvasElement, newest, 1, ORDERS_PHONE_PAGE_SIZE);
    });
    leaveFocus();
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
