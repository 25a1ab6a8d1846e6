import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrdersPage } from '../../src/app/admin/OrdersPage';
import { formatPrice, lineTotal, orderIdDisplay, recentOrders, type OrderStatus } from '../../src/domain';
import { EMPTY_DATA, smallSeedData } from '../admin/adminStoryData';
import { atViewport } from '../../.storybook/modes';

const data = smallSeedData({ orders: 8 });
const newest = recentOrders(data.orders, data.orders.length);
const top = newest[0]!;
const topId = orderIdDisplay(top.id);

/** Status values of the table rows, top to bottom. */
function rowStatuses(canvasElement: HTMLElement): string[] {
  const table = within(canvasElement).getByRole('table', { name: 'Orders' });
  return within(table)
    .getAllByRole('combobox')
    .map((select) => (select as HTMLSelectElement).value);
}

const meta = {
  ...atViewport('desktop'),
  title: 'Pages/AdminOrders',
  component: OrdersPage,
  parameters: { ...atViewport('desktop').parameters, layout: 'fullscreen', router: { route: '/admin/orders' }, data },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const ids = canvas.getAllByRole('rowheader').map((cell) => cell.textContent);
    await expect(ids).toEqual(newest.map((order) => orderIdDisplay(order.id)));
  },
};

/** A status filter lists exactly the orders of that status, newest first, each selector showing it. */
const filterBy = (status: OrderStatus, label: string): Story => ({
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), label);
    const expected = newest.filter((order) => order.status === status);
    await expect(expected.length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
      expected.map((order) => orderIdDisplay(order.id)),
    );
    await expect(rowStatuses(canvasElement)).toEqual(Array(expected.length).fill(status));
  },
});

export const FilterByStatus: Story = filterBy('delivered', 'Delivered');
export const FilterPreparing: Story = filterBy('preparing', 'Preparing');
export const FilterOnTheWay: Story = filterBy('on-the-way', 'On the Way');

/** A status with no orders says so. */
export const FilterNoMatch: Story = {
  parameters: { data: { ...data, orders: data.orders.map((order) => ({ ...order, status: 'preparing' as const })) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'On the Way');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('No orders with this status.');
  },
};

/** Any status may be set from the row; the filter then lists it under the new status and not the old one. */
export const ChangeStatus: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
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
      const expected = newest
        .filter((order) => order.id === top.id || order.status === next)
        .map((order) => orderIdDisplay(order.id));
      await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(expected);
      await expect(canvas.getByRole('combobox', { name: `Status for order ${topId}` })).toHaveValue(next);
      await expect(rowStatuses(canvasElement)).toEqual(Array(expected.length).fill(next));
    });
    await step('the old status no longer lists it, but still lists its other orders', async () => {
      await userEvent.selectOptions(filter, top.status);
      await expect(canvas.queryByRole('rowheader', { name: topId })).toBeNull();
      const others = newest.filter((order) => order.id !== top.id && order.status === top.status);
      if (others.length === 0) {
        await expect(canvas.getByRole('status')).toHaveTextContent('No orders with this status.');
      } else {
        await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
          others.map((order) => orderIdDisplay(order.id)),
        );
      }
    });
    await step('All Orders: every order again, in the same place', async () => {
      await userEvent.selectOptions(filter, 'All Orders');
      await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
        newest.map((order) => orderIdDisplay(order.id)),
      );
    });
  },
};

/** The data with every other order, newest first, preparing (1st, 3rd, ...) and the rest delivered. */
const rank = new Map(newest.map((order, index) => [order.id, index]));
const mixed = {
  ...data,
  orders: data.orders.map((order) => ({
    ...order,
    status: rank.get(order.id)! % 2 === 0 ? ('preparing' as const) : ('delivered' as const),
  })),
};
const preparingIds = newest.filter((_, index) => index % 2 === 0).map((order) => orderIdDisplay(order.id));

/**
 * Under the Preparing filter, setting a row to Delivered takes it out of the table. Focus stays
 * in the table, on the order now in that place (its Order ID), and a polite live region says why
 * the row went.
 */
export const StatusLeavesFilter: Story = {
  parameters: { data: mixed },
  play: async ({ canvas, userEvent, step }) => {
    const [first, second] = preparingIds;
    await step('filter Preparing', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Preparing');
      await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(preparingIds);
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
      await expect(
        canvas.getByText(`Order ${first} is now Delivered and no longer matches this filter.`),
      ).toHaveAttribute('aria-live', 'polite');
    });
  },
};

/** The last order of a filter leaves: focus moves to the empty state, and the change is announced. */
export const LastOrderLeavesFilter: Story = {
  parameters: {
    data: {
      ...data,
      orders: data.orders.map((order) => ({
        ...order,
        status: order.id === top.id ? ('on-the-way' as const) : ('delivered' as const),
      })),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'On the Way');
    const select = canvas.getByRole('combobox', { name: `Status for order ${topId}` });
    select.focus();
    await userEvent.selectOptions(select, 'Delivered');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(document.activeElement).not.toBe(document.body);
    const empty = canvas.getByRole('status');
    await expect(empty).toHaveTextContent('No orders with this status.');
    await expect(empty).toHaveFocus();
    await expect(
      canvas.getByText(`Order ${topId} is now Delivered and no longer matches this filter.`),
    ).toHaveAttribute('aria-live', 'polite');
  },
};

/** View opens the detail dialog: short id in the title, full id, restaurant, lines (price × quantity, line total) and total. */
export const ViewDetails: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `View order ${topId}` }));
    const dialog = within(canvas.getByRole('dialog', { name: `Order ${topId}` }));
    await expect(dialog.getByText('Order ID').nextElementSibling).toHaveTextContent(top.id);
    await expect(dialog.getByText(top.restaurant.name)).toBeVisible();
    for (const line of top.items) {
      await expect(dialog.getByText(`${formatPrice(line.price)} × ${line.quantity}`)).toBeVisible();
      await expect(dialog.getAllByText(formatPrice(lineTotal(line.price, line.quantity))).length).toBeGreaterThan(0);
    }
    await expect(dialog.getByText('Total').parentElement).toHaveTextContent(formatPrice(top.total));
  },
};

export const DetailsClosed: Story = {
  play: async ({ canvas, userEvent }) => {
    const view = canvas.getByRole('button', { name: `View order ${topId}` });
    await userEvent.click(view);
    await userEvent.click(within(canvas.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(view).toHaveFocus();
  },
};

export const Empty: Story = {
  parameters: { data: EMPTY_DATA },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No orders yet');
  },
};

/** Phones: the table scrolls in its own region; the page itself does not overflow at 375 px. */
export const Phone: Story = {
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Orders table' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
