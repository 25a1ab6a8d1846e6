import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ORDERS_ARRIVE_TEXT, OrdersTable, type OrdersTableProps } from '../../src/components/admin';
import { getSeedData, makeOrder } from '../../src/data';
import { formatDateTime, formatPrice, itemCount, orderIdDisplay, sortOrders } from '../../src/domain';
import type { Order, OrderSort, OrderStatus } from '../../src/domain';
import { leaveFocus } from '../support/focus';
import { toolbarSeed } from '../support/storyData';
import { tokenColour } from '../support/tokenColour';
import { atViewport } from '../../.storybook/modes';
import { ADMIN_CONTENT_1280, atFrameWidths, expectLongTextHolds, phone360Frame, phoneFrame } from '../support/longText';
import { withLongRestaurantNames } from '../support/longRecords';

/** The rows' statuses, top to bottom: each one shown whatever the "Data seed" generated. */
const PLAN: OrderStatus[] = ['preparing', 'on-the-way', 'delivered', 'preparing', 'delivered'];
const orders = PLAN.map((status, index) => makeOrder({ status }, index + 1));

/**
 * The orders in the table's first order (newest first) with their statuses set by `plan` (by row; the last one
 * repeats): under another seed the story's orders are that seed's, not necessarily in the same order by time.
 */
const planned = (list: Order[], plan: readonly OrderStatus[]) =>
  sortOrders(list).map((order, index) => ({ ...order, status: plan[Math.min(index, plan.length - 1)]! }));

/**
 * The table with its sort and page held as a page would hold them (the args give the first ones), so
 * the header buttons and the pagination work; the spies still record each call.
 */
function Controlled({ sort: firstSort, page: firstPage = 1, onSortChange, onPageChange, ...props }: OrdersTableProps) {
  const [sort, setSort] = useState(firstSort);
  const [page, setPage] = useState(firstPage);
  return (
    <OrdersTable
      {...props}
      sort={sort}
      page={page}
      onSortChange={(next) => {
        onSortChange(next);
        setSort(next);
        setPage(1);
      }}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}
// Show code names the component a developer would use: this wrapper only holds the sort and page.
Controlled.displayName = 'OrdersTable';

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The admin's orders as a table, with each order's status editable in place.

**Use it** on the **Orders** screen. **Don't use it** for a short summary (the dashboard uses \`RecentOrdersList\`) or for the customer.

**Anatomy**: above the table, the count ("Showing 1–50 of 200 orders", the matches of the page's filter) and, with more than one page, the pagination ("Pagination, orders": Previous, page buttons, Next). A table captioned "Orders" with the columns Order ID (row header, "#" + last 6 characters) · Restaurant · Items (count) · Total · Status (a select coloured by status) · Order Time · View (opens the details).

**Sorting**: Restaurant, Total and Order Time have header buttons; the table opens on Order Time, newest first. Pressing the sorted column flips it; another column starts largest/newest first (Restaurant A to Z). The parent holds the sort (\`sort\`, \`onSortChange\`); the table sorts every row it is given, then shows one page.

**Paging, not windowing**: 50 rows a page (\`pageSize\`), 24 on a phone (\`phonePageSize\`: a card is three rows tall, so 50 made some ten phone screens), held by the parent (\`page\`, \`onPageChange\`; back to 1 when the filter changes). Every row of a page is a real row of a real table: screen readers' table commands, Tab order and the browser's find work as usual, and a page looks the same every time. Rows are memoised, so a status change re-renders one row.

**States**: statuses in their colours (preparing yellow, on the way blue, delivered green) · empty: "No orders yet" and what will fill it (or \`emptyText\` and its Clear action, e.g. when the filter matches nothing) · narrow (the table's box under 50rem: phones, tablets, 200 % zoom): each row is drawn as an order card (Order ID and Total; the restaurant; the time and item count; the status selector and View), 24 a page, the header row keeps only the sort buttons, and the pagination shows "Page 2 of 9" between Previous and Next; nothing scrolls sideways.

**Keyboard and screen readers**: a real \`<table>\` with column and row headers, so each cell is read with its column and order; on a phone it is the same table restyled (explicit table roles keep it one), never a second copy. The scrolling region ("Orders table") is focusable so keyboard users can scroll it. The sorted column's header carries \`aria-sort\`. The count is a polite live region: a new page, sort or filter is announced. Focus stays on the pagination button pressed (Previous and Next are \`aria-disabled\` at the ends, so focus never drops); the new page starts right below the bar. A page of 10 rows or more ends with the pagination again ("Pagination, orders, end of list", its count not announced a second time): a page turned there shows the new page from its start, the bar above scrolled to the top and focused, so Tab goes on into the new rows. Each status select is named "Status for order #*id*", each View button "View order #*id*". Under a status filter, a row whose status changes leaves the table at once: focus moves to the row now in its place (its Order ID; the row above if it was last; the empty state if none is left), Tab continues to that row's selector, and a polite live region says "Order #*id* is now *status* and no longer matches this filter."
`;

const meta = {
  ...atViewport('desktop'),
  title: 'Admin/OrdersTable',
  tags: ['stable'],
  component: OrdersTable,
  parameters: {
    docs: { description: { component: COMPONENT_DOCS } },
    ...atViewport('desktop').parameters,
    layout: 'padded',
  },
  args: { orders, onStatusChange: fn(), onView: fn(), onSortChange: fn(), onPageChange: fn() },
  render: (args) => <Controlled {...args} orders={planned(args.orders, PLAN)} />,
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async (context) => {
    const { canvas, userEvent, step, args } = context;
    // The top row: the newest of the orders the story passed in, as the table sorts them.
    const first = sortOrders(args.orders)[0]!;
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
  render: (args) => <Controlled {...args} orders={planned(args.orders, [status])} />,
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
  render: (args) => <Controlled {...args} orders={planned(args.orders, STATUSES)} />,
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
    await expect(canvas.getByRole('status')).toHaveTextContent(ORDERS_ARRIVE_TEXT); // what will fill it
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
    <Controlled
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
    const { canvas, userEvent, step, args } = context;
    // Top to bottom, as the table sorts them.
    const rows = sortOrders(args.orders);
    const [p1, p2, p3] = rows.map((order) => orderIdDisplay(order.id));
    const status = (shortId: string) => canvas.getByRole('combobox', { name: `Status for order ${shortId}` });
    const idCell = (shortId: string) => canvas.getByRole('rowheader', { name: shortId });
    const announced = (text: string) => expect(canvas.getByText(text)).toHaveAttribute('aria-live', 'polite');
    await step('the first row leaves: focus moves to the row now first', async () => {
      await userEvent.selectOptions(status(p1!), 'Delivered');
      await expect(args.onStatusChange).toHaveBeenCalledWith(rows[0]!.id, 'delivered');
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

/** Whether `inner`'s box lies wholly inside `outer`'s, left to right (half a pixel of rounding allowed). */
const withinX = (inner: Element, outer: DOMRect) => {
  const box = inner.getBoundingClientRect();
  return box.left >= outer.left - 0.5 && box.right <= outer.right + 0.5;
};

/**
 * What a phone user must see of every order card: its controls and total wholly on screen, inside the
 * card, nothing cut (the total's text fits its cell), and nothing to scroll sideways.
 */
async function expectCardsInView(canvasElement: HTMLElement, frame: DOMRect) {
  const canvas = within(canvasElement);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  const region = canvas.getByRole('region', { name: 'Orders table' });
  await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  await expect(canvas.getByText('Scroll sideways for more columns →')).not.toBeVisible();
  const screen = new DOMRect(0, 0, document.documentElement.clientWidth, window.innerHeight);
  for (const row of canvas.getAllByRole('row').slice(1)) {
    const card = row.getBoundingClientRect();
    await expect(withinX(row, frame)).toBe(true);
    const shortId = within(row).getByRole('rowheader').textContent!;
    const parts = [
      within(row).getByRole('combobox', { name: `Status for order ${shortId}` }),
      within(row).getByRole('button', { name: `View order ${shortId}` }),
      within(row).getByText(/^\$/),
    ];
    for (const part of parts) {
      await expect(withinX(part, card)).toBe(true);
      await expect(withinX(part, screen)).toBe(true);
      await expect(part).toBeVisible();
    }
    const total = parts[2]!.closest('td')!;
    await expect(total.scrollWidth).toBeLessThanOrEqual(total.clientWidth);
  }
  // The sort buttons: one row, inside the frame.
  const sortButtons = ['Restaurant', 'Total', 'Order Time'].map((name) => canvas.getByRole('button', { name }));
  await expect(new Set(sortButtons.map((button) => Math.round(button.getBoundingClientRect().top))).size).toBe(1);
  for (const button of sortButtons) await expect(withinX(button, frame)).toBe(true);
}

/**
 * Phones (375 px): each order is a card: Order ID and Total, the restaurant, the time and item count,
 * then the status selector and View, all in view; the header row keeps the sort buttons. It is the same
 * table (the same rows, headers and names), so nothing scrolls and nothing is said twice.
 */
export const Phone: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step, args } = context;
    const first = args.orders[0]!;
    const shortId = orderIdDisplay(first.id);
    await step('one table: every column still named, one row per order', async () => {
      const table = canvas.getByRole('table', { name: 'Orders' });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
      await expect(headers).toEqual(['Order ID', 'Restaurant', 'Items', 'Total', 'Status', 'Order Time', 'View']);
      await expect(within(table).getAllByRole('row')).toHaveLength(args.orders.length + 1);
    });
    await step('every card wholly in view; nothing scrolls sideways', async () => {
      await expectCardsInView(canvasElement, canvasElement.getBoundingClientRect());
    });
    await step('the first card shows its order', async () => {
      const row = canvas.getByRole('rowheader', { name: shortId }).closest('tr')!;
      for (const text of [first.restaurant.name, formatPrice(first.total), formatDateTime(first.orderTime)])
        await expect(within(row).getByText(text)).toBeVisible();
      // The total sits at the card's right, level with the order id.
      const id = within(row).getByRole('rowheader').getBoundingClientRect();
      const total = within(row).getByText(formatPrice(first.total)).getBoundingClientRect();
      await expect(total.left).toBeGreaterThan(id.right);
      await expect(Math.abs(total.top + total.height / 2 - (id.top + id.height / 2))).toBeLessThan(4);
    });
    await step('the sort buttons stay, in Tab order after the list', async () => {
      const sortButtons = ['Restaurant', 'Total', 'Order Time'].map((name) => canvas.getByRole('button', { name }));
      for (const button of sortButtons) await expect(button).toBeVisible();
      await userEvent.tab();
      await expect(canvas.getByRole('region', { name: 'Orders table' })).toHaveFocus();
      await userEvent.tab();
      await expect(sortButtons[0]).toHaveFocus();
      await userEvent.click(sortButtons[1]!);
      await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'total', direction: 'descending' });
      await expectSortedBy(canvasElement, 'Total', 'descending');
    });
    await step('status and View work as on a desktop', async () => {
      const select = canvas.getByRole('combobox', { name: `Status for order ${shortId}` });
      await userEvent.selectOptions(select, 'Delivered');
      await expect(args.onStatusChange).toHaveBeenCalledWith(first.id, 'delivered');
      await userEvent.click(canvas.getByRole('button', { name: `View order ${shortId}` }));
      await expect(args.onView).toHaveBeenCalledWith(first.id);
    });
    leaveFocus();
  },
};

/** Twelve orders, four to a page: three pages, so the pagination shows. */
const twelve = Array.from({ length: 12 }, (_, index) => makeOrder({}, 40 + index));

/**
 * The smallest common phone, 360 px wide (the story's frame, in the phone viewport): the count, then
 * the pagination in one row (Previous, "Page 1 of 3", Next), then the order cards, every control and
 * total wholly in view.
 */
export const Phone360: Story = {
  args: { ...meta.args, orders: twelve, pageSize: 4 },
  ...atViewport('phone'),
  parameters: { ...atViewport('phone').parameters, layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div data-frame="360" style={{ width: 360, padding: 16, boxSizing: 'border-box' }}>
        {Story()}
      </div>
    ),
  ],
  render: (args) => <Controlled {...args} />,
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step, args } = context;
    const frame = canvasElement.querySelector('[data-frame="360"]')!.getBoundingClientRect();
    await expect(frame.width).toBe(360);
    const nav = canvas.getByRole('navigation', { name: 'Pagination, orders' });
    const previous = within(nav).getByRole('button', { name: 'Previous' });
    const next = within(nav).getByRole('button', { name: 'Next' });
    await step('the pagination: one row, Previous and Next either side of the page', async () => {
      await expect(countLine(canvasElement)).toHaveTextContent('Showing 1–4 of 12 orders');
      const summary = within(nav).getByText('Page 1 of 3');
      await expect(summary).toBeVisible();
      await expect(within(nav).queryAllByRole('button', { name: /^Page / })).toEqual([]);
      const middles = [previous, summary, next].map((el) => {
        const box = el.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      });
      await expect(new Set(middles).size).toBe(1);
      await expect(previous.getBoundingClientRect().right).toBeLessThan(summary.getBoundingClientRect().left);
      await expect(summary.getBoundingClientRect().right).toBeLessThan(next.getBoundingClientRect().left);
      for (const el of [previous, next]) await expect(withinX(el, frame)).toBe(true);
    });
    await step('every card wholly in view; nothing scrolls sideways', async () => {
      await expect(canvas.getAllByRole('rowheader')).toHaveLength(4);
      await expectCardsInView(canvasElement, frame);
    });
    await step('Next: the next four orders; focus stays on Next', async () => {
      await userEvent.click(next);
      await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
      await expect(countLine(canvasElement)).toHaveTextContent('Showing 5–8 of 12 orders');
      await expect(within(nav).getByText('Page 2 of 3')).toBeVisible();
      await expect(rowIds(canvas)).toEqual(idsOf(sortOrders(args.orders).slice(4, 8)));
      await expect(next).toHaveFocus();
      await userEvent.click(previous);
      await expect(within(nav).getByText('Page 1 of 3')).toBeVisible();
    });
    leaveFocus();
  },
};

/** 52 orders on a phone: two pages of 24 cards, each about four screens long, and a last page of 4. */
const fiftyTwo = Array.from({ length: 52 }, (_, index) => makeOrder({}, 60 + index));

/**
 * A long page on a phone: 24 order cards, then the pagination again, so the reader who reached the last card
 * turns the page there. The new page shows from its start: the bar above is scrolled to the top and focused.
 */
export const PhoneLongPage: Story = {
  args: { ...meta.args, orders: fiftyTwo },
  ...atViewport('phone'),
  parameters: { ...atViewport('phone').parameters, layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  render: (args) => <Controlled {...args} />,
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step, args } = context;
    const end = canvas.getByRole('navigation', { name: 'Pagination, orders, end of list' });
    const top = canvas.getByRole('navigation', { name: 'Pagination, orders' });
    await step('24 cards a page, and the pagination again under the last one', async () => {
      await expect(canvas.getAllByRole('rowheader')).toHaveLength(24);
      const lastCard = canvas.getAllByRole('rowheader').at(-1)!.closest('tr')!;
      await expect(end.getBoundingClientRect().top).toBeGreaterThan(lastCard.getBoundingClientRect().bottom);
      // Said once: only the count above the list is a live region.
      await expect(within(canvasElement).getAllByText('Showing 1–24 of 52 orders')).toHaveLength(2);
      await expect(countLine(canvasElement)).toHaveTextContent('Showing 1–24 of 52 orders');
    });
    await step('Next at the end: the next page, shown from its start, focus on the bar above', async () => {
      const next = within(end).getByRole('button', { name: 'Next' });
      next.scrollIntoView({ block: 'end' });
      await userEvent.click(next);
      await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
      await expect(countLine(canvasElement)).toHaveTextContent('Showing 25–48 of 52 orders');
      await expect(rowIds(canvas)).toEqual(idsOf(sortOrders(args.orders).slice(24, 48)));
      const bar = top.parentElement!;
      await expect(bar).toHaveFocus();
      const barTop = bar.getBoundingClientRect().top;
      await expect(barTop).toBeGreaterThanOrEqual(0);
      await expect(barTop).toBeLessThan(window.innerHeight / 4);
    });
    await step('a short last page (4 cards) needs no second pagination', async () => {
      await userEvent.click(within(top).getByRole('button', { name: 'Next' }));
      await expect(countLine(canvasElement)).toHaveTextContent('Showing 49–52 of 52 orders');
      await expect(canvas.getAllByRole('navigation', { name: /^Pagination, orders/ })).toHaveLength(1);
      await userEvent.click(within(top).getByRole('button', { name: 'Previous' }));
    });
    leaveFocus();
  },
};

/** The first 120 orders of the data set: three pages of 50. */
const hundredTwenty = Array.from({ length: 120 }, (_, index) => makeOrder({}, index + 1));

const rowIds = (canvas: { getAllByRole: (role: 'rowheader') => HTMLElement[] }) =>
  canvas.getAllByRole('rowheader').map((cell) => cell.textContent);
const idsOf = (list: Order[]) => list.map((order) => orderIdDisplay(order.id));
const countLine = (canvasElement: HTMLElement) =>
  within(canvasElement).getByText(/^Showing /, { selector: '[aria-live="polite"]' });

/**
 * Stories with a full page of 50 rows are shot at the viewport, like the page stories: what a user sees
 * first (the count, the pagination and the first rows).
 */
const fullPage: Pick<Story, 'parameters' | 'decorators'> = {
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
};

/**
 * The second page: rows 51–100 of the newest-first order, the count above the table, and the
 * pagination with page 2 current.
 */
export const SecondPage: Story = {
  ...fullPage,
  args: { ...meta.args, orders: hundredTwenty, page: 2 },
  render: (args) => <Controlled {...args} />,
  play: async (context) => {
    const { canvas, canvasElement, args } = context;
    await expect(countLine(canvasElement)).toHaveTextContent('Showing 51–100 of 120 orders');
    await expect(rowIds(canvas)).toEqual(idsOf(sortOrders(args.orders).slice(50, 100)));
    const nav = canvas.getByRole('navigation', { name: 'Pagination, orders' });
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('button', { name: /Previous/ })).not.toHaveAttribute('aria-disabled');
  },
};

/**
 * Paging with the keyboard: focus stays on the pressed button, the count (a polite live region)
 * says which rows are shown, and Next at the last page is unavailable but keeps focus.
 */
export const PageThrough: Story = {
  ...fullPage,
  args: { ...meta.args, orders: hundredTwenty },
  render: (args) => <Controlled {...args} />,
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step, args } = context;
    const sorted = sortOrders(args.orders);
    const nav = canvas.getByRole('navigation', { name: 'Pagination, orders' });
    const next = within(nav).getByRole('button', { name: /Next/ });
    const previous = within(nav).getByRole('button', { name: /Previous/ });
    await step('page 1: Previous is unavailable', async () => {
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      await expect(countLine(canvasElement)).toHaveTextContent('Showing 1–50 of 120 orders');
    });
    await step('Next, twice: the last page; focus stays on Next', async () => {
      await userEvent.click(next);
      await expect(countLine(canvasElement)).toHaveTextContent('Showing 51–100 of 120 orders');
      await userEvent.keyboard('{Enter}');
      await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
      await expect(countLine(canvasElement)).toHaveTextContent('Showing 101–120 of 120 orders');
      await expect(rowIds(canvas)).toEqual(idsOf(sorted.slice(100)));
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await expect(next).toHaveFocus();
      await expect(countLine(canvasElement)).toHaveAttribute('aria-live', 'polite');
    });
    await step('Next on the last page does nothing', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onPageChange).toHaveBeenCalledTimes(2);
    });
    await step('a page button goes straight there and becomes current', async () => {
      const first = within(nav).getByRole('button', { name: 'Page 1' });
      await userEvent.click(first);
      await expect(first).toHaveAttribute('aria-current', 'page');
      await expect(first).toHaveFocus();
      await expect(rowIds(canvas)).toEqual(idsOf(sorted.slice(0, 50)));
    });
    leaveFocus();
  },
};

/** `aria-sort` sits on the sorted column's header only; the others say nothing. */
async function expectSortedBy(canvasElement: HTMLElement, column: string, direction: string) {
  const table = within(canvasElement).getByRole('table', { name: 'Orders' });
  for (const header of within(table).getAllByRole('columnheader')) {
    if (header.textContent === column) await expect(header).toHaveAttribute('aria-sort', direction);
    else await expect(header).not.toHaveAttribute('aria-sort');
  }
}

const sortedStory = (sort: OrderSort, column: string): Story => ({
  args: { ...meta.args, orders: hundredTwenty.slice(0, 12), sort },
  render: (args) => <Controlled {...args} />,
  play: async (context) => {
    const { canvas, canvasElement, args } = context;
    await expectSortedBy(canvasElement, column, sort.direction);
    await expect(rowIds(canvas)).toEqual(idsOf(sortOrders(args.orders, sort)));
  },
});

/** Cheapest first. */
export const SortedByTotalAscending: Story = sortedStory({ key: 'total', direction: 'ascending' }, 'Total');
/** Largest first. */
export const SortedByTotalDescending: Story = sortedStory({ key: 'total', direction: 'descending' }, 'Total');
/** Restaurants A to Z; one restaurant's orders newest first. */
export const SortedByRestaurant: Story = sortedStory({ key: 'restaurant', direction: 'ascending' }, 'Restaurant');

/**
 * The header buttons: the table opens newest first; Total starts largest first and flips on a second
 * press; sorting goes back to page 1.
 */
export const SortByHeader: Story = {
  ...fullPage,
  args: { ...meta.args, orders: hundredTwenty, page: 2 },
  render: (args) => <Controlled {...args} />,
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step, args } = context;
    const header = (name: string) => canvas.getByRole('button', { name });
    await step('newest first', async () => {
      await expectSortedBy(canvasElement, 'Order Time', 'descending');
    });
    await step('Total: largest first, page 1', async () => {
      await userEvent.click(header('Total'));
      await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'total', direction: 'descending' });
      await expectSortedBy(canvasElement, 'Total', 'descending');
      await expect(countLine(canvasElement)).toHaveTextContent('Showing 1–50 of 120 orders');
      await expect(rowIds(canvas)).toEqual(
        idsOf(sortOrders(args.orders, { key: 'total', direction: 'descending' }).slice(0, 50)),
      );
    });
    await step('Total again: smallest first; focus stays on the header button', async () => {
      await userEvent.click(header('Total'));
      await expectSortedBy(canvasElement, 'Total', 'ascending');
      await expect(header('Total')).toHaveFocus();
    });
    await step('Restaurant: A to Z', async () => {
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      await expect(header('Restaurant')).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expectSortedBy(canvasElement, 'Restaurant', 'ascending');
    });
    leaveFocus();
  },
};

/** 2,000 orders: those of ten seeded data sets (the toolbar's seed and the nine after it). */
function twoThousandOrders(seed: number): Order[] {
  return Array.from({ length: 10 }, (_, k) => getSeedData(seed + k).orders).flat();
}

/**
 * A large data set: 2,000 orders, 40 pages. One page of 50 rows is rendered; the pagination draws the
 * first and last page around the current one, '…' for the rest.
 */
export const LargeData: Story = {
  ...fullPage,
  render: (args, { globals }) => <Controlled {...args} orders={twoThousandOrders(toolbarSeed(globals))} />,
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const all = sortOrders(twoThousandOrders(toolbarSeed(globals)));
    await expect(countLine(canvasElement)).toHaveTextContent('Showing 1–50 of 2,000 orders');
    await expect(canvas.getAllByRole('row')).toHaveLength(51);
    const nav = canvas.getByRole('navigation', { name: 'Pagination, orders' });
    const pages = () =>
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent);
    await expect(pages()).toEqual(['1', '2', '3', '4', '5', '40']);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 40' }));
    await expect(countLine(canvasElement)).toHaveTextContent('Showing 1,951–2,000 of 2,000 orders');
    await expect(rowIds(canvas)).toEqual(idsOf(all.slice(1950)));
    await expect(pages()).toEqual(['1', '36', '37', '38', '39', '40']);
    await userEvent.click(within(nav).getByRole('button', { name: /Previous/ }));
    await expect(pages()).toEqual(['1', '36', '37', '38', '39', '40']);
    await expect(countLine(canvasElement)).toHaveTextContent('Showing 1,901–1,950 of 2,000 orders');
    leaveFocus();
  },
};

/**
 * Restaurants named with one unbroken 40-character word, at a 360 px phone (each order a card): the names break
 * inside their cards, shown whole; at a 1280 px page's content width (a table), inside their cells.
 */
export const LongUnbrokenText: Story = {
  args: { ...meta.args, orders: withLongRestaurantNames(orders) },
  ...atViewport('phone'),
  parameters: { ...atViewport('phone').parameters, layout: 'centered' },
  decorators: [phone360Frame],
  play: async ({ canvasElement, args }) => {
    const { orders: shown } = args;
    const root = phoneFrame(canvasElement).firstElementChild as HTMLElement;
    await expectLongTextHolds(
      canvasElement,
      root,
      shown.map((order) => order.restaurant.name),
    );
    // At an admin page's content width at 1280 px the table has room for every column: a long name wraps in its cell
    // instead of widening the table until it scrolls sideways (Order Time and View out of sight).
    await atFrameWidths(
      phoneFrame(canvasElement),
      async () => {
        const table = root.querySelector('table')!;
        const scroller = table.parentElement!;
        await expect(scroller.scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(scroller.clientWidth);
      },
      [ADMIN_CONTENT_1280],
    );
  },
};
