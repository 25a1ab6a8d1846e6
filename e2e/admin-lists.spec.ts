/**
 * The admin's long lists (issue 16): paging, sorting, filter counts, a status change, the detail dialog
 * and the table's semantics, on the production build.
 *
 * Every expectation is read from the screen or follows from the data set's size (200N orders, 192N menu
 * items, 12N restaurants, 50N users at `?scale=N`), never from data generated here, so the same tests run
 * at the spec's size and at `?scale=100`. A build without `?scale=` support (the parameter is ignored, the
 * orders count says 200) skips the 100× run, with that reason.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, open } from './fixtures';

const number = new Intl.NumberFormat('en-US');
const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const main = (page: Page) => page.getByRole('main');
/** The count above a paged list: 'Showing 1–50 of 20,000 orders'. */
const countLine = (page: Page) =>
  main(page)
    .locator('[aria-live="polite"]')
    .filter({ hasText: /^Showing / });
const table = (page: Page) => main(page).getByRole('table', { name: 'Orders' });
const pagination = (page: Page, noun: string) =>
  main(page).getByRole('navigation', { name: `Pagination, ${noun}`, exact: true });
const statusFilter = (page: Page) => main(page).getByLabel('Filter by status');

/** 'Showing 1–50 of 200 orders' for `page` of a list of `total`. */
function showing(total: number, noun: string, page = 1, size = 50): string {
  const start = (page - 1) * size + 1;
  const end = Math.min(total, page * size);
  const range = start === end ? number.format(start) : `${number.format(start)}–${number.format(end)}`;
  return `Showing ${range} of ${number.format(total)} ${noun}`;
}

/** The total a count line names ('… of 1,234 orders' → 1234). */
async function totalOf(page: Page): Promise<number> {
  const text = (await countLine(page).textContent()) ?? '';
  const match = /of ([\d,]+) /.exec(text);
  if (!match) throw new Error(`No total in the count line "${text}"`);
  return Number(match[1]!.replaceAll(',', ''));
}

/** The cells of one column of the table's body, as text. */
const column = (page: Page, index: number) =>
  table(page)
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((row) => (row as HTMLTableRowElement).cells[i]!.textContent!.trim()), index);
const dollars = (texts: string[]) => texts.map((text) => Number(text.replace(/[$,]/g, '')));
const orderTimes = (page: Page) =>
  table(page)
    .locator('tbody time')
    .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime')!)));

const isSorted = (values: number[], direction: 'ascending' | 'descending') =>
  values.every(
    (value, i) => i === 0 || (direction === 'ascending' ? values[i - 1]! <= value : values[i - 1]! >= value),
  );
const isSortedByName = (values: string[]) =>
  values.every((value, i) => i === 0 || names.compare(values[i - 1]!, value) <= 0);

/** The status selectors of the rows shown, by value. */
const rowStatuses = (page: Page) =>
  table(page)
    .getByRole('combobox')
    .evaluateAll((all) => all.map((s) => (s as HTMLSelectElement).value));

/**
 * Chooses a status filter and waits until the table shows it (the list follows the select a frame or
 * more later: it renders from a deferred copy of the filter); then returns the count's total.
 */
async function filterOrders(page: Page, label: string, value: string): Promise<number> {
  await statusFilter(page).selectOption({ label });
  await expect.poll(async () => [...new Set(await rowStatuses(page))]).toEqual([value]);
  await expect(countLine(page)).toHaveText(/^Showing 1[–\s]/);
  return totalOf(page);
}

const header = (page: Page, name: string): Locator => table(page).getByRole('columnheader', { name });

const SCALES = [
  { factor: 1, query: '' },
  { factor: 100, query: 'scale=100' },
] as const;

for (const { factor, query } of SCALES) {
  const at = (path: string) => (query ? `${path}?${query}` : path);
  /**
   * Opens an admin list and waits for the whole data set (`<html data-seeded>`): at 100× it is made after the
   * first paint, and on a busy 2-core machine (CI runs the built-Storybook check beside) that took over the 5 s
   * an assertion waits.
   */
  const openList = async (page: Page, path: string) => {
    await open(page, at(path));
    await page.waitForSelector('html[data-seeded]', { state: 'attached', timeout: 20_000 });
  };
  const ORDERS = 200 * factor;

  test.describe(`admin lists at ${factor}× the spec's data`, () => {
    // At 100× a test opens up to four admin pages, each making 20,000 orders after its first paint: beside the
    // built-Storybook check on a 2-core machine, one such test took 31 s against the default 30.
    if (factor > 1) test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => {
      await openList(page, '/admin/orders');
      await expect(countLine(page)).toBeVisible();
      if (factor === 1) return;
      const total = await totalOf(page);
      test.skip(
        total !== ORDERS,
        `this build ignores ?scale=${factor}: the orders count is ${number.format(total)}, not ${number.format(ORDERS)} (the data-scale work has not landed yet)`,
      );
    });

    test('orders: a real table with sortable headers, one page of 50, and a labelled pagination', async ({ page }) => {
      await expect(table(page).getByRole('columnheader')).toHaveText([
        'Order ID',
        'Restaurant',
        'Items',
        'Total',
        'Status',
        'Order Time',
        'View',
      ]);
      await expect(countLine(page)).toHaveText(showing(ORDERS, 'orders'));
      await expect(countLine(page)).toHaveAttribute('aria-live', 'polite');
      await expect(table(page).getByRole('row')).toHaveCount(51);
      await expect(table(page).getByRole('rowheader')).toHaveCount(50);
      // Sortable headers are buttons inside the <th>; only the sorted one carries aria-sort.
      for (const name of ['Restaurant', 'Total', 'Order Time'])
        await expect(header(page, name).getByRole('button', { name })).toBeVisible();
      await expect(header(page, 'Order Time')).toHaveAttribute('aria-sort', 'descending');
      await expect(table(page).locator('th[aria-sort]')).toHaveCount(1);
      expect(isSorted(await orderTimes(page), 'descending')).toBe(true);

      const nav = pagination(page, 'orders');
      await expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('button', { name: `Page ${ORDERS / 50}` })).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

      await test.step('Next with the keyboard: page 2, focus stays on Next', async () => {
        const next = nav.getByRole('button', { name: 'Next' });
        await next.focus();
        await page.keyboard.press('Enter');
        await expect(countLine(page)).toHaveText(showing(ORDERS, 'orders', 2));
        await expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
        await expect(next).toBeFocused();
      });
      await test.step('the last page: Next is unavailable but keeps focus', async () => {
        const last = ORDERS / 50;
        await nav.getByRole('button', { name: `Page ${last}` }).click();
        await expect(countLine(page)).toHaveText(showing(ORDERS, 'orders', last));
        const next = nav.getByRole('button', { name: 'Next' });
        await next.focus();
        await page.keyboard.press('Enter');
        await expect(next).toHaveAttribute('aria-disabled', 'true');
        await expect(next).toBeFocused();
        await expect(countLine(page)).toHaveText(showing(ORDERS, 'orders', last));
        // Still newest first, across pages: the oldest orders are here.
        expect(isSorted(await orderTimes(page), 'descending')).toBe(true);
      });
    });

    test('orders: sort by Total both ways and by Restaurant, over every order, back on page 1', async ({ page }) => {
      const nav = pagination(page, 'orders');
      await nav.getByRole('button', { name: 'Page 2' }).click();
      await expect(countLine(page)).toHaveText(showing(ORDERS, 'orders', 2));

      await header(page, 'Total').getByRole('button').click();
      await expect(header(page, 'Total')).toHaveAttribute('aria-sort', 'descending');
      await expect(header(page, 'Order Time')).not.toHaveAttribute('aria-sort');
      await expect(countLine(page)).toHaveText(showing(ORDERS, 'orders'));
      const largest = dollars(await column(page, 3));
      expect(isSorted(largest, 'descending')).toBe(true);

      await header(page, 'Total').getByRole('button').click();
      await expect(header(page, 'Total')).toHaveAttribute('aria-sort', 'ascending');
      const smallest = dollars(await column(page, 3));
      expect(isSorted(smallest, 'ascending')).toBe(true);
      // The sort covers every order, not the page: the cheapest are below the dearest seen before.
      expect(Math.max(...smallest)).toBeLessThanOrEqual(Math.min(...largest));
      await nav.getByRole('button', { name: 'Page 2' }).click();
      await expect(countLine(page)).toHaveText(showing(ORDERS, 'orders', 2));
      const next = dollars(await column(page, 3));
      expect(next[0]!).toBeGreaterThanOrEqual(smallest.at(-1)!);

      await header(page, 'Restaurant').getByRole('button').click();
      await expect(header(page, 'Restaurant')).toHaveAttribute('aria-sort', 'ascending');
      await expect(countLine(page)).toHaveText(showing(ORDERS, 'orders'));
      expect(isSortedByName(await column(page, 1))).toBe(true);
    });

    test('orders: each status filter counts its matches; together they are every order', async ({ page }) => {
      // A filter goes back to page 1.
      await pagination(page, 'orders').getByRole('button', { name: 'Page 2' }).click();
      let sum = 0;
      for (const [label, value] of [
        ['Preparing', 'preparing'],
        ['On the Way', 'on-the-way'],
        ['Delivered', 'delivered'],
      ] as const) {
        const total = await filterOrders(page, label, value);
        await expect(countLine(page)).toHaveText(showing(total, 'orders'));
        expect(await rowStatuses(page)).toHaveLength(Math.min(50, total));
        sum += total;
      }
      expect(sum).toBe(ORDERS);
      await statusFilter(page).selectOption({ label: 'All Orders' });
      await expect(countLine(page)).toHaveText(showing(ORDERS, 'orders'));
    });

    test('orders: a status change moves the order between filter counts; View opens its details', async ({ page }) => {
      const firstRow = table(page).getByRole('row').nth(1);
      const shortId = (await firstRow.getByRole('rowheader').textContent())!.trim();
      const total = (await firstRow.getByRole('cell').nth(2).textContent())!.trim();
      const select = firstRow.getByRole('combobox', { name: `Status for order ${shortId}` });
      const from = await select.inputValue();
      const to = from === 'delivered' ? 'preparing' : 'delivered';
      const label = { preparing: 'Preparing', 'on-the-way': 'On the Way', delivered: 'Delivered' } as const;

      const before = await filterOrders(page, label[to], to);
      await statusFilter(page).selectOption({ label: 'All Orders' });
      await expect(countLine(page)).toHaveText(showing(ORDERS, 'orders'));

      await table(page)
        .getByRole('combobox', { name: `Status for order ${shortId}` })
        .selectOption(to);
      await statusFilter(page).selectOption({ label: label[to] });
      await expect(countLine(page)).toHaveText(showing(before + 1, 'orders'));
      // The newest order is the newest of its new status: first row.
      await expect(table(page).getByRole('row').nth(1).getByRole('rowheader')).toHaveText(shortId);

      const view = table(page).getByRole('button', { name: `View order ${shortId}` });
      await view.click();
      const dialog = page.getByRole('dialog', { name: `Order ${shortId}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Total', { exact: true }).locator('..')).toContainText(total);
      await expect(dialog.getByText(label[to].toLowerCase(), { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(view).toBeFocused();
    });

    test('menu items, restaurants and users: 24 cards a page, filters and search count every match', async ({
      page,
    }) => {
      await test.step('menu items: all, then one restaurant (16 items at any scale)', async () => {
        await openList(page, '/admin/menu-items');
        await expect(countLine(page)).toHaveText(showing(192 * factor, 'menu items', 1, 24));
        await expect(main(page).getByRole('list', { name: 'Menu items' }).getByRole('listitem')).toHaveCount(24);
        await pagination(page, 'menu items').getByRole('button', { name: 'Next' }).click();
        await expect(countLine(page)).toHaveText(showing(192 * factor, 'menu items', 2, 24));
        const restaurant = main(page).getByLabel('Restaurant', { exact: true });
        const second = (await restaurant.locator('option').nth(1).textContent())!.trim();
        await restaurant.selectOption({ label: second });
        await expect(countLine(page)).toHaveText('Showing 1–16 of 16 menu items');
        await expect(pagination(page, 'menu items')).toHaveCount(0);
      });

      await test.step('restaurants: 12N, one page at the spec size', async () => {
        await openList(page, '/admin/restaurants');
        await expect(countLine(page)).toHaveText(showing(12 * factor, 'restaurants', 1, 24));
        await expect(pagination(page, 'restaurants')).toHaveCount(factor === 1 ? 0 : 1);
      });

      await test.step('users: search by name; the status filters add up to every user', async () => {
        await openList(page, '/admin/users');
        const users = 50 * factor;
        await expect(countLine(page)).toHaveText(showing(users, 'users', 1, 24));
        const cards = main(page).getByRole('list', { name: 'Users' }).getByRole('heading', { level: 2 });
        const name = (await cards.first().textContent())!.trim();
        await main(page).getByLabel('Search users').fill(name.toUpperCase());
        await expect(countLine(page)).not.toHaveText(showing(users, 'users', 1, 24));
        await expect(cards.filter({ hasText: name }).first()).toBeVisible();
        const found = await totalOf(page);
        expect(found).toBeGreaterThanOrEqual(1);
        expect(found).toBeLessThan(users);
        await main(page).getByLabel('Search users').fill('');
        // The list follows its controls through useDeferredValue, so a busy machine can paint the search's
        // results after the field is cleared: wait for every user before filtering by status.
        await expect(countLine(page)).toHaveText(showing(users, 'users', 1, 24));
        let sum = 0;
        for (const label of ['Active', 'Inactive']) {
          await statusFilter(page).selectOption({ label });
          // The grid follows the select a frame or more later: wait until every card shown has that status and
          // the count line no longer counts every user.
          await expect
            .poll(async () => ({
              statuses: await main(page)
                .getByRole('list', { name: 'Users' })
                .getByRole('article')
                .evaluateAll((cards) => [...new Set(cards.map((card) => (card as HTMLElement).dataset.status))]),
              partial: (await totalOf(page)) < users,
            }))
            .toEqual({ statuses: [label.toLowerCase()], partial: true });
          sum += await totalOf(page);
        }
        expect(sum).toBe(users);
      });
    });

    test('users: a search that matches nobody offers "Clear filters", which brings every user back', async ({
      page,
    }) => {
      await openList(page, '/admin/users');
      const users = 50 * factor;
      const list = main(page).getByRole('list', { name: 'Users' });
      await expect(countLine(page)).toHaveText(showing(users, 'users', 1, 24));
      await main(page).getByLabel('Search users').fill('zzz-nobody-by-this-name');
      await expect(main(page).getByRole('status').filter({ hasText: 'No users match your search.' })).toBeVisible();
      await expect(list).toHaveCount(0);

      await main(page).getByRole('button', { name: 'Clear filters' }).click();
      await expect(main(page).getByLabel('Search users')).toHaveValue('');
      await expect(countLine(page)).toHaveText(showing(users, 'users', 1, 24));
      await expect(list.getByRole('article')).toHaveCount(Math.min(users, 24));
      // The button went with the empty state: focus is on the list that came back, not on <body>.
      await expect(list).toBeFocused();
    });
  });
}
