import type { Page } from '@playwright/test';
import { test, expect, open, expectNoBrokenImages } from './fixtures';

const main = (page: Page) => page.getByRole('main');
const sidebarLink = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });
const menuItemCards = (page: Page) => page.getByRole('list', { name: 'Menu items' }).getByRole('listitem');
const restaurantCardNames = (page: Page) => main(page).getByRole('heading', { level: 2 });

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
  await expect(card('Total Restaurants')).toContainText('12');
  await expect(card('Total Orders')).toContainText('200');
  await expect(card('Total Users')).toContainText('50');
  await expect(card('Total Revenue')).toContainText('$');
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
  await expect(dialog.getByText('Description is required')).toBeVisible();

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
  await expect(menuItemCards(page)).toHaveCount(192);
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
  await expect(menuItemCards(page)).toHaveCount(176);

  // Menu item delete asks its own question.
  const item = menuItemCards(page).first();
  await item.getByRole('button', { name: /^Delete / }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this menu item?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(menuItemCards(page)).toHaveCount(175);
});

test('orders: a status change shows up in the status filter; details show the lines', async ({ page }) => {
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
  const firstRow = table.getByRole('row').nth(1);
  const idCell = (await firstRow.getByRole('rowheader').textContent())!.trim();
  expect(idCell).toMatch(/^#.{6}$/);

  const select = firstRow.getByRole('combobox', { name: `Status for order ${idCell}` });
  await select.selectOption('delivered');
  const filter = main(page).getByLabel('Filter by status');
  await filter.selectOption({ label: 'Delivered' });
  await expect(table.getByRole('rowheader', { name: idCell, exact: true })).toBeVisible();
  await filter.selectOption({ label: 'Preparing' });
  await expect(table.getByRole('rowheader', { name: idCell, exact: true })).toHaveCount(0);
  await table.getByRole('row').nth(1).getByRole('combobox').selectOption('on-the-way');
  await filter.selectOption({ label: 'On the Way' });
  await filter.selectOption({ label: 'All Orders' });
  await expect(table.getByRole('row')).toHaveCount(201);

  await table.getByRole('row').nth(1).getByRole('button', { name: /view/i }).click();
  const detail = page.getByRole('dialog');
  await expect(detail).toContainText('#');
  await expect(detail).toContainText('×');
  await expect(detail).toContainText('Total');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
});

test('users: search by name or email, status filter and details', async ({ page }) => {
  await open(page, '/admin/users');
  const cards = main(page).getByRole('heading', { level: 2 });
  await expect(cards).toHaveCount(50);
  const firstName = (await cards.first().textContent())!.trim();
  const search = main(page).getByLabel('Search users');
  await search.fill(firstName.toUpperCase());
  await expect(cards.filter({ hasText: firstName })).toHaveCount(1);
  await search.fill('@');
  await expect(cards).toHaveCount(50);
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
  await open(page, '/admin/restaurants');
  const first = (await restaurantCardNames(page).first().textContent())!.trim();
  const second = (await restaurantCardNames(page).nth(1).textContent())!.trim();

  // Rename the first, close the second.
  await main(page)
    .getByRole('button', { name: `Edit ${first}` })
    .click();
  let dialog = page.getByRole('dialog', { name: 'Edit Restaurant' });
  await dialog.getByLabel('Name').fill(`${first} Renamed`);
  await dialog.getByLabel('Open').check();
  await dialog.getByRole('button', { name: 'Update Restaurant' }).click();
  await main(page)
    .getByRole('button', { name: `Edit ${second}` })
    .click();
  dialog = page.getByRole('dialog', { name: 'Edit Restaurant' });
  await dialog.getByLabel('Open').uncheck();
  await dialog.getByRole('button', { name: 'Update Restaurant' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Back to App' }).click();
  await expect(page.getByRole('heading', { name: 'Popular Restaurants' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: `${first} Renamed` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: second, exact: true })).toHaveCount(0);

  // In memory only: a reload (same seed) regenerates the original data.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Popular Restaurants' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: `${first} Renamed` })).toHaveCount(0);
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

  test('the sidebar collapses behind a toggle and nothing overflows', async ({ page }) => {
    await open(page, '/admin/orders');
    const toggle = page.getByRole('button', { name: 'Admin menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await sidebarLink(page, 'Users').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
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
