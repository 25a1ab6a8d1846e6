import type { Page } from '@playwright/test';
import { createSeedData } from '../src/data';
import {
  formatPrice,
  orderIdDisplay,
  recentOrders,
  sortOrders,
  sumCents,
  type Order,
  type OrderStatus,
} from '../src/domain';
import { test, expect, open, expectNoBrokenImages, navigateInApp, SEED } from './fixtures';

/** The data the app generates for `?seed=42`, generated here in Node (only the times depend on "now"). */
const seeded = createSeedData({ seed: SEED, now: new Date() });

/** For building a RegExp from displayed text ('$1,234.50', '#a1b2c3'). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const main = (page: Page) => page.getByRole('main');

/** A screen reader hears `text` once: it is in one polite live region and in no other live region of the page. */
async function expectAnnouncedOnce(page: Page, text: string) {
  const speakers = () =>
    page.evaluate((said) => {
      const regions = Array.from(document.querySelectorAll('[aria-live], [role="status"], [role="alert"]'));
      return regions
        .filter(
          (region) =>
            region.textContent?.includes(said) &&
            !regions.some((inner) => inner !== region && region.contains(inner) && inner.textContent?.includes(said)),
        )
        .map((region) => region.getAttribute('aria-live') ?? region.getAttribute('role'));
    }, text);
  await expect.poll(speakers).toEqual(['polite']);
}
const sidebarLink = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });
const menuItemCards = (page: Page) => page.getByRole('list', { name: 'Menu items' }).getByRole('listitem');
const restaurantCardNames = (page: Page) => main(page).getByRole('heading', { level: 2 });
/** The count above a paged list: 'Showing 1–24 of 192 menu items' (the matches of its filters). */
const countLine = (page: Page) =>
  main(page)
    .locator('[aria-live="polite"]')
    .filter({ hasText: /^Showing / });

async function fillRestaurantForm(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Add Restaurant' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Image URL').fill('https://picsum.photos/seed/e2e/800/500');
  await dialog.getByLabel('Description').fill('Fresh pasta made every morning.');
  await dialog.getByLabel('Address').fill('1 Test Street, New York, NY 10001');
  await dialog.getByLabel('Cuisines').fill('Italian');
  await dialog.getByLabel('Cuisines').press('Enter');
  return dialog;
}

test('layout and dashboard show the spec texts and the seeded figures', async ({ page }) => {
  await open(page, '/admin');
  await expect(page.getByText('Admin', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Admin Dashboard')).toBeVisible();
  await expect(page.getByText('Manage your food delivery platform')).toBeVisible();
  await expect(page.getByText('Admin User')).toBeVisible();
  for (const name of ['Dashboard', 'Restaurants', 'Menu Items', 'Orders', 'Users']) {
    await expect(sidebarLink(page, name)).toBeVisible();
  }
  await expect(sidebarLink(page, 'Dashboard')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Back to App' })).toBeVisible();

  const card = (label: string) =>
    main(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: label }) });
  // Each figure exactly: the value paragraph of its card.
  const revenue = formatPrice(sumCents(seeded.orders.map((order) => order.total)));
  expect(revenue).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  for (const [label, value] of [
    ['Total Restaurants', '12'],
    ['Total Orders', '200'],
    ['Total Users', '50'],
    ['Total Revenue', revenue],
  ] as const) {
    await expect(card(label).getByText(value, { exact: true })).toBeVisible();
  }
  for (const change of ['+12%', '+8%', '+15%', '+22% from last month']) {
    await expect(main(page).getByText(change, { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: "Today's Performance" })).toBeVisible();
  for (const label of ['Orders Today', 'Revenue Today', 'Average Order Value', 'Top Restaurant']) {
    await expect(main(page).getByText(label, { exact: true })).toBeVisible();
  }
  const recent = main(page).getByRole('region', { name: 'Recent Orders' });
  await expect(recent.getByRole('listitem')).toHaveCount(5);
  await expectNoBrokenImages(page);

  // The top bar says which screen is open: the dashboard is 'Admin Dashboard' alone, Orders adds its name.
  const topBarTitle = page.getByRole('banner').locator('p').first();
  await expect(topBarTitle).toHaveText('Admin Dashboard');
  await sidebarLink(page, 'Orders').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(topBarTitle).toHaveText('Admin Dashboard/Orders');
});

test('restaurants: validation keeps input, add, edit and delete with the in-app confirm', async ({ page }) => {
  await open(page, '/admin/restaurants');
  await main(page).getByRole('button', { name: 'Add Restaurant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Restaurant' });
  // Defaults from the spec.
  await expect(dialog.getByLabel('Rating')).toHaveValue('4');
  await expect(dialog.getByLabel('Delivery Time')).toHaveValue('25-30 min');
  await expect(dialog.getByLabel('Delivery Fee ($)')).toHaveValue('2.99');
  await expect(dialog.getByPlaceholder('e.g., 25-30 min')).toBeVisible();

  // An invalid submit saves nothing, keeps what was typed, explains, and focuses the first bad field.
  await dialog.getByLabel('Name').fill('Nonna Test');
  await dialog.getByLabel('Image URL').fill('javascript:alert(1)');
  await dialog
    .getByRole('button', { name: /^(Add Restaurant|Update Restaurant)$/ })
    .last()
    .click();
  await expect(dialog.getByLabel('Image URL')).toBeFocused();
  await expect(dialog.getByLabel('Image URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Name')).toHaveValue('Nonna Test');
  await expect(dialog.getByLabel('Description')).toHaveAccessibleDescription('Description is required');
  // The summary at the top of the form names what stops it saving; its links go to the fields.
  const summary = dialog.getByRole('group', { name: /fields? needs? a fix$/ });
  await expect(summary.getByRole('link', { name: 'Image URL' })).toBeVisible();
  await summary.getByRole('link', { name: 'Description is required' }).click();
  await expect(dialog.getByLabel('Description')).toBeFocused();

  await fillRestaurantForm(page, 'Nonna Test');
  await dialog
    .getByRole('button', { name: /^(Add Restaurant|Update Restaurant)$/ })
    .last()
    .click();
  await expect(dialog).toBeHidden();
  await expect(restaurantCardNames(page).filter({ hasText: 'Nonna Test' })).toHaveCount(1);
  await expect(restaurantCardNames(page)).toHaveCount(13);

  await main(page).getByRole('button', { name: 'Edit Nonna Test' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Restaurant' });
  await expect(edit.getByLabel('Name')).toHaveValue('Nonna Test');
  await edit.getByLabel('Name').fill('Nonna Renamed');
  await edit.getByRole('button', { name: 'Update Restaurant' }).click();
  await expect(restaurantCardNames(page).filter({ hasText: 'Nonna Renamed' })).toHaveCount(1);

  await main(page).getByRole('button', { name: 'Delete Nonna Renamed' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this restaurant?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(restaurantCardNames(page)).toHaveCount(13);
  await main(page).getByRole('button', { name: 'Delete Nonna Renamed' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(restaurantCardNames(page)).toHaveCount(12);
  await expect(restaurantCardNames(page).filter({ hasText: 'Nonna Renamed' })).toHaveCount(0);
});

test('deleting a restaurant deletes its menu items (192 → 176)', async ({ page }) => {
  await open(page, '/admin/menu-items');
  // One page of 24 cards; the count names all 192.
  await expect(countLine(page)).toHaveText('Showing 1–24 of 192 menu items');
  await expect(menuItemCards(page)).toHaveCount(24);
  await expect(page.getByLabel('Restaurant', { exact: false }).first()).toBeVisible();
  await expect(page.getByLabel('Category', { exact: false }).first()).toBeVisible();

  await sidebarLink(page, 'Restaurants').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
  const firstName = (await restaurantCardNames(page).first().textContent())!.trim();
  await main(page)
    .getByRole('button', { name: `Delete ${firstName}` })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this restaurant?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(restaurantCardNames(page)).toHaveCount(11);

  await sidebarLink(page, 'Menu Items').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu Items' })).toBeVisible();
  await expect(countLine(page)).toHaveText('Showing 1–24 of 176 menu items');

  // Menu item delete asks its own question.
  const item = menuItemCards(page).first();
  await item.getByRole('button', { name: /^Delete / }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this menu item?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(countLine(page)).toHaveText('Showing 1–24 of 175 menu items');
  await expect(menuItemCards(page)).toHaveCount(24);
});

test('Undo in the toast restores a deleted restaurant with its menu items, and a deleted menu item', async ({
  page,
}) => {
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await open(page, '/admin/restaurants');
  await expect(restaurantCardNames(page)).toHaveCount(seeded.restaurants.length);
  const names = await restaurantCardNames(page).allTextContents();
  const first = seeded.restaurants[0]!;
  const items = seeded.menuItems.filter((item) => item.restaurantId === first.id).length;
  await main(page)
    .getByRole('button', { name: `Delete ${first.name}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(restaurantCardNames(page)).toHaveCount(names.length - 1);
  await expect(toasts.getByRole('listitem')).toContainText(`${first.name} deleted, with its ${items} menu items.`);
  await toasts.getByRole('button', { name: 'Undo' }).click();
  await expect(toasts.getByRole('listitem')).toHaveText(`${first.name} restored.`);
  // Back where it was, and its menu items with it.
  await expect(restaurantCardNames(page)).toHaveText(names);
  await sidebarLink(page, 'Menu Items').click();
  await expect(countLine(page)).toHaveText('Showing 1–24 of 192 menu items');

  const item = menuItemCards(page).first();
  const itemName = (await item.getByRole('heading', { level: 2 }).textContent())!.trim();
  await item.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(countLine(page)).toHaveText('Showing 1–24 of 191 menu items');
  await expect(toasts.getByRole('listitem').last()).toContainText(`${itemName} deleted.`);
  await toasts.getByRole('button', { name: 'Undo' }).click();
  await expect(countLine(page)).toHaveText('Showing 1–24 of 192 menu items');
  await expect(menuItemCards(page).first().getByRole('heading', { level: 2 })).toHaveText(itemName);
  // The storefront sees it too (same visit).
  await navigateInApp(page, `/restaurant/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});

test('orders: a status change shows up in the status filter; details show the lines', async ({ page }) => {
  const newest = recentOrders(seeded.orders, 1)[0]!;
  const shortId = orderIdDisplay(newest.id);
  /** Orders other than `newest` with `status` in the seeded data. */
  const others = (status: OrderStatus) => seeded.orders.filter((o: Order) => o.id !== newest.id && o.status === status);

  await open(page, '/admin/orders');
  const table = main(page).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Order ID',
    'Restaurant',
    'Items',
    'Total',
    'Status',
    'Order Time',
    'View',
  ]);
  const rowOf = (id: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: id, exact: true }) });
  const statusValues = () =>
    table.getByRole('combobox').evaluateAll((all) => all.map((s) => (s as HTMLSelectElement).value));

  // Newest first: row 1 is the newest order, shown as '#' + the last 6 characters of its id.
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('rowheader')).toHaveText(shortId);
  expect(shortId).toBe(`#${newest.id.slice(-6)}`);
  await expect(firstRow.getByRole('cell').first()).toHaveText(newest.restaurant.name);

  await test.step('set row 1 to on-the-way: the On the Way filter lists it', async () => {
    await firstRow.getByRole('combobox', { name: `Status for order ${shortId}` }).selectOption('on-the-way');
    const filter = main(page).getByLabel('Filter by status');
    await filter.selectOption({ label: 'On the Way' });
    const row = rowOf(shortId);
    await expect(row).toHaveCount(1);
    const select = row.getByRole('combobox', { name: `Status for order ${shortId}` });
    await expect(select).toHaveValue('on-the-way');
    await expect(select.locator('option:checked')).toHaveText('On the Way');
    const onTheWay = others('on-the-way').length + 1;
    await expect(countLine(page)).toHaveText(`Showing 1–${Math.min(50, onTheWay)} of ${onTheWay} orders`);
    await expect(table.getByRole('row')).toHaveCount(1 + Math.min(50, onTheWay));
    expect(new Set(await statusValues())).toEqual(new Set(['on-the-way']));
  });

  await test.step('under Preparing it is absent; the preparing orders are there', async () => {
    const filter = main(page).getByLabel('Filter by status');
    await filter.selectOption({ label: 'Preparing' });
    expect(others('preparing').length).toBeGreaterThan(0);
    const preparing = others('preparing').length;
    await expect(countLine(page)).toHaveText(`Showing 1–${Math.min(50, preparing)} of ${preparing} orders`);
    await expect(table.getByRole('row')).toHaveCount(1 + Math.min(50, preparing));
    await expect(rowOf(shortId)).toHaveCount(0);
    await expect(rowOf(orderIdDisplay(others('preparing')[0]!.id))).toHaveCount(1);
    expect(new Set(await statusValues())).toEqual(new Set(['preparing']));
    await filter.selectOption({ label: 'All Orders' });
    // 200 orders, 50 a page.
    await expect(countLine(page)).toHaveText('Showing 1–50 of 200 orders');
    await expect(table.getByRole('row')).toHaveCount(51);
  });

  await test.step('View: the detail dialog of that order', async () => {
    const view = table.getByRole('button', { name: `View order ${shortId}` });
    await view.click();
    const detail = page.getByRole('dialog', { name: `Order ${shortId}` });
    await expect(detail.getByRole('heading', { name: `Order ${shortId}` })).toBeVisible();
    // The id as the table shows it, never the stored 'order-…' form.
    await expect(detail.getByText('Order ID', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
      shortId,
    );
    await expect(detail).not.toContainText(newest.id);
    await expect(detail.getByText(newest.restaurant.name, { exact: true })).toBeVisible();
    await expect(detail.getByText('on the way', { exact: true })).toBeVisible();
    for (const line of newest.items) {
      await expect(detail.getByText(line.name, { exact: true })).toBeVisible();
      await expect(detail.getByText(`${formatPrice(line.price)} × ${line.quantity}`, { exact: true })).toBeVisible();
    }
    await expect(detail.getByText('Total', { exact: true }).locator('..')).toHaveText(
      new RegExp(`^Total\\s*${escapeRegExp(formatPrice(newest.total))}$`),
    );
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(view).toBeFocused();
  });
});

test('orders: a row that leaves the status filter keeps focus in the table and is announced', async ({ page }) => {
  const preparing = recentOrders(seeded.orders, seeded.orders.length).filter((o) => o.status === 'preparing');
  expect(preparing.length).toBeGreaterThan(1);
  const [first, second] = preparing.map((o) => orderIdDisplay(o.id));

  await open(page, '/admin/orders');
  await main(page).getByLabel('Filter by status').selectOption({ label: 'Preparing' });
  const table = main(page).getByRole('table');
  const onPage = Math.min(50, preparing.length);
  await expect(table.getByRole('row')).toHaveCount(1 + onPage);

  const select = table.getByRole('combobox', { name: `Status for order ${first}` });
  await select.focus();
  await select.selectOption({ label: 'Delivered' });

  await expect(table.getByRole('rowheader', { name: first, exact: true })).toHaveCount(0);
  // The next preparing order (from page 2, if any) takes the freed place.
  await expect(table.getByRole('row')).toHaveCount(1 + Math.min(50, preparing.length - 1));
  // Focus stays in the table, on the order that took the row's place, not on <body>.
  const next = table.getByRole('rowheader', { name: second, exact: true });
  await expect(next).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  // A polite live region (the toast's, and no other) says why the row went.
  await expectAnnouncedOnce(page, `Order ${first} is now Delivered. It no longer matches this filter.`);
  // On its Order ID, not its selector: a further arrow key (which changes a closed <select> at
  // once on Linux and Windows) must not change that order too.
  await page.keyboard.press('ArrowDown');
  await expect(next).toBeVisible();
  await expect(table.getByRole('combobox', { name: `Status for order ${second}` })).toHaveValue('preparing');
  await page.keyboard.press('Tab');
  await expect(table.getByRole('combobox', { name: `Status for order ${second}` })).toBeFocused();
});

test('focus never falls to <body> when an edit or a status change takes the control out of a filtered list', async ({
  page,
}) => {
  const isOnBody = () => page.evaluate(() => document.activeElement === document.body);

  await test.step('menu items: an edit moves the item to another restaurant; focus goes to Add Menu Item', async () => {
    const [from, to] = seeded.restaurants;
    const moved = seeded.menuItems.find((item) => item.restaurantId === from!.id)!;
    await open(page, '/admin/menu-items');
    await main(page).getByLabel('Restaurant', { exact: true }).selectOption({ label: from!.name });
    await expect(menuItemCards(page)).toHaveCount(16);
    await main(page)
      .getByRole('button', { name: `Edit ${moved.name}`, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Menu Item' });
    await dialog.getByLabel('Restaurant').selectOption({ label: to!.name });
    await dialog.getByRole('button', { name: 'Update Menu Item' }).click();
    await expect(dialog).toBeHidden();
    await expect(menuItemCards(page)).toHaveCount(15);
    await expect(main(page).getByRole('button', { name: 'Add Menu Item' })).toBeFocused();
    expect(await isOnBody()).toBe(false);
  });

  await test.step('users: a status change under the Active filter; focus goes to the next card, announced', async () => {
    const active = seeded.users.filter((user) => user.status === 'active');
    const [first, second] = active;
    await open(page, '/admin/users');
    await main(page).getByLabel('Filter by status').selectOption({ label: 'Active' });
    await main(page)
      .getByRole('combobox', { name: `Status for ${first!.name}` })
      .selectOption('inactive');
    await expect(main(page).getByRole('heading', { name: first!.name, exact: true })).toHaveCount(0);
    await expect(main(page).getByRole('heading', { name: second!.name, exact: true })).toBeFocused();
    expect(await isOnBody()).toBe(false);
    await expectAnnouncedOnce(page, `${first!.name} is now Inactive. It no longer matches this filter.`);
  });
});

test('users: search by name or email, status filter and details', async ({ page }) => {
  await open(page, '/admin/users');
  const cards = main(page).getByRole('heading', { level: 2 });
  await expect(countLine(page)).toHaveText('Showing 1–24 of 50 users');
  await expect(cards).toHaveCount(24);
  const firstName = (await cards.first().textContent())!.trim();
  const search = main(page).getByLabel('Search users');
  await search.fill(firstName.toUpperCase());
  await expect(cards.filter({ hasText: firstName })).toHaveCount(1);
  await search.fill('@');
  await expect(countLine(page)).toHaveText('Showing 1–24 of 50 users');
  await search.fill('no-such-person-xyz');
  await expect(main(page).getByText('No users match your search.')).toBeVisible();
  await search.fill('');

  await main(page)
    .getByRole('combobox', { name: `Status for ${firstName}` })
    .selectOption('inactive');
  await main(page).getByLabel('Filter by status').selectOption({ label: 'Inactive' });
  await expect(cards.filter({ hasText: firstName })).toHaveCount(1);
  await main(page).getByLabel('Filter by status').selectOption({ label: 'Active' });
  await expect(cards.filter({ hasText: firstName })).toHaveCount(0);
  await main(page).getByLabel('Filter by status').selectOption({ label: 'All Users' });

  await main(page)
    .getByRole('button', { name: new RegExp(`View Details.*${firstName}|${firstName}.*View Details`) })
    .first()
    .click();
  const detail = page.getByRole('dialog');
  for (const text of [
    'Total Orders',
    'Total Spent',
    'Average Order',
    'Member Since',
    'Last Activity:',
    'Recently Active',
  ]) {
    await expect(detail).toContainText(text);
  }
  await expectNoBrokenImages(page);
});

test('admin edits show on the storefront at once, and a reload forgets them', async ({ page }) => {
  // Two open restaurants of seed 42: one to rename, one to close.
  const [renamed, closed] = seeded.restaurants.filter((restaurant) => restaurant.isOpen);
  const newName = `${renamed!.name} Renamed`;
  const homeCard = (name: string) => page.getByRole('main').getByRole('heading', { name, exact: true });

  await test.step('before: both are on home', async () => {
    await open(page, '/');
    await expect(page.getByRole('heading', { name: 'Popular Restaurants' })).toBeVisible();
    await expect(homeCard(renamed!.name)).toBeVisible();
    await expect(homeCard(closed!.name)).toBeVisible();
  });

  await test.step('rename one, close the other', async () => {
    await open(page, '/admin/restaurants');
    await main(page)
      .getByRole('button', { name: `Edit ${renamed!.name}` })
      .click();
    let dialog = page.getByRole('dialog', { name: 'Edit Restaurant' });
    await dialog.getByLabel('Name').fill(newName);
    await expect(dialog.getByLabel('Open')).toBeChecked();
    await dialog.getByRole('button', { name: 'Update Restaurant' }).click();
    await expect(dialog).toBeHidden();
    await main(page)
      .getByRole('button', { name: `Edit ${closed!.name}` })
      .click();
    dialog = page.getByRole('dialog', { name: 'Edit Restaurant' });
    await dialog.getByLabel('Open').uncheck();
    await dialog.getByRole('button', { name: 'Update Restaurant' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the storefront shows both edits at once', async () => {
    await page.getByRole('link', { name: 'Back to App' }).click();
    await expect(page.getByRole('heading', { name: 'Popular Restaurants' })).toBeVisible();
    await expect(homeCard(newName)).toBeVisible();
    await expect(homeCard(renamed!.name)).toHaveCount(0);
    await expect(homeCard(closed!.name)).toHaveCount(0);
    // Same visit, back on the seeded URL ('Back to App' leads to '/', without the seed).
    await navigateInApp(page, `/?seed=${SEED}`);
    await expect(page).toHaveURL(new RegExp(`/\\?seed=${SEED}$`));
    await expect(homeCard(newName)).toBeVisible();
    await expect(homeCard(closed!.name)).toHaveCount(0);
  });

  await test.step('a reload of the same seeded URL regenerates the original data', async () => {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-seed', String(SEED));
    await expect(page.getByRole('heading', { name: 'Popular Restaurants' })).toBeVisible();
    await expect(homeCard(renamed!.name)).toBeVisible();
    await expect(homeCard(newName)).toHaveCount(0);
    await expect(homeCard(closed!.name)).toBeVisible();
  });
});

test('a script-like name renders as text', async ({ page }) => {
  const payload = '<img src=x onerror="window.__xss=1">';
  await open(page, '/admin/restaurants');
  await main(page).getByRole('button', { name: 'Add Restaurant' }).click();
  const dialog = await fillRestaurantForm(page, payload);
  await dialog
    .getByRole('button', { name: /^(Add Restaurant|Update Restaurant)$/ })
    .last()
    .click();
  await expect(restaurantCardNames(page).filter({ hasText: payload })).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await page.getByRole('link', { name: 'Back to App' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: payload })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('orders come 24 to a page (cards), not 50: the newest first, and Next shows the following 24', async ({
    page,
  }) => {
    const newest = sortOrders(seeded.orders).map((order) => orderIdDisplay(order.id));
    await open(page, '/admin/orders');
    const table = main(page).getByRole('table');
    await expect(countLine(page)).toHaveText('Showing 1–24 of 200 orders');
    await expect(table.getByRole('rowheader')).toHaveText(newest.slice(0, 24));
    const nav = main(page).getByRole('navigation', { name: 'Pagination, orders', exact: true });
    await expect(nav).toContainText('Page 1 of 9');
    await nav.getByRole('button', { name: /Next/ }).click();
    await expect(countLine(page)).toHaveText('Showing 25–48 of 200 orders');
    await expect(table.getByRole('rowheader')).toHaveText(newest.slice(24, 48));
  });

  test('the sidebar collapses behind a toggle (Escape, Tab kept inside, links close it) and nothing overflows', async ({
    page,
  }) => {
    await open(page, '/admin/orders');
    const toggle = page.getByRole('button', { name: 'Admin menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Close admin menu' })).toBeFocused();
    // Tab stays in the drawer: from 'Back to App' it wraps to the close button.
    await page.getByRole('link', { name: 'Back to App' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Close admin menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await toggle.click();
    await sidebarLink(page, 'Users').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebarLink(page, 'Users')).toBeHidden();
    await expect(toggle).toBeFocused();
    for (const path of ['/admin', '/admin/orders', '/admin/users', '/admin/restaurants', '/admin/menu-items']) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});
