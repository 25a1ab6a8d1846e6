import type { Locator, Page } from '@playwright/test';
import { createSeedData } from '../src/data';
import { test, expect, open, navigateInApp, SEED } from './fixtures';

/**
 * The cart follows the catalogue (issue 24): after each admin change made in the same visit (in-app
 * navigation, so the in-memory store survives), the cart shows what the catalogue says, and checkout never
 * succeeds while an unavailable line remains. Expected values are computed here by hand from the seed.
 */

const seeded = createSeedData({ seed: SEED, now: new Date() });
const [milano, jade, third] = seeded.restaurants.filter((restaurant) => restaurant.isOpen) as [
  (typeof seeded.restaurants)[number],
  (typeof seeded.restaurants)[number],
  (typeof seeded.restaurants)[number],
];
const menuOf = (id: string) => seeded.menuItems.filter((item) => item.restaurantId === id);
const [arancini, bruschetta] = menuOf(milano.id) as [
  (typeof seeded.menuItems)[number],
  (typeof seeded.menuItems)[number],
];
const [bao] = menuOf(jade.id) as [(typeof seeded.menuItems)[number]];
const [other] = menuOf(third.id) as [(typeof seeded.menuItems)[number]];

const cents = (dollars: number) => Math.round(dollars * 100);
const money = (amount: number) => (amount / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

const main = (page: Page) => page.getByRole('main');
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart,/ });
const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const line = (dialog: Locator, name: string) =>
  dialog
    .getByRole('listitem')
    .filter({ has: dialog.page().getByRole('group', { name: `Quantity of ${name}`, exact: true }) });
const totalOf = (dialog: Locator) => dialog.locator('p', { hasText: 'Total:' });

/** Goes to `path` in the app without reloading (the store keeps the admin's edits). */
async function goInApp(page: Page, path: string, heading: string) {
  await navigateInApp(page, `${path}${path.includes('?') ? '&' : '?'}seed=${SEED}`);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

/** Adds `times` of `name` on the restaurant page shown. */
async function add(page: Page, name: string, times = 1) {
  const button = main(page).getByRole('button', { name: `Add ${name} to cart`, exact: true });
  for (let i = 0; i < times; i += 1) await button.click();
}

/** Arancini ×2 and Bruschetta (Milano), Char Siu Bao (Jade), and one dish of a third restaurant. */
async function fillCart(page: Page) {
  await open(page, `/restaurant/${milano.id}`);
  await expect(page.locator('html')).toHaveAttribute('data-seeded', '');
  await add(page, arancini.name, 2);
  await add(page, bruschetta.name);
  await goInApp(page, `/restaurant/${jade.id}`, jade.name);
  await add(page, bao.name);
  await goInApp(page, `/restaurant/${third.id}`, third.name);
  await add(page, other.name);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 5 items');
}

async function openCart(page: Page) {
  await goInApp(page, '/', 'Order food from your favorite restaurants');
  await cartButton(page).click();
  await expect(cartDialog(page)).toBeVisible();
  return cartDialog(page);
}

async function closeCart(page: Page) {
  await page.keyboard.press('Escape');
  await expect(cartDialog(page)).toBeHidden();
}

async function editMenuItemPrice(page: Page, name: string, price: string) {
  await goInApp(page, '/admin/menu-items', 'Menu Items');
  await main(page).getByLabel('Restaurant', { exact: true }).selectOption({ label: milano.name });
  await main(page)
    .getByRole('button', { name: `Edit ${name}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Menu Item' });
  await dialog.getByLabel('Price ($)').fill(price);
  await dialog.getByRole('button', { name: 'Update Menu Item' }).click();
  await expect(dialog).toBeHidden();
}

async function deleteMenuItem(page: Page, name: string, restaurantName = milano.name) {
  await goInApp(page, '/admin/menu-items', 'Menu Items');
  await main(page).getByLabel('Restaurant', { exact: true }).selectOption({ label: restaurantName });
  await main(page)
    .getByRole('button', { name: `Delete ${name}`, exact: true })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
}

async function deleteRestaurant(page: Page, name: string) {
  await goInApp(page, '/admin/restaurants', 'Restaurants');
  await main(page)
    .getByRole('button', { name: `Delete ${name}`, exact: true })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
}

async function closeRestaurant(page: Page, name: string) {
  await goInApp(page, '/admin/restaurants', 'Restaurants');
  await main(page)
    .getByRole('button', { name: `Edit ${name}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Restaurant' });
  await dialog.getByLabel('Open').uncheck();
  await dialog.getByRole('button', { name: 'Update Restaurant' }).click();
  await expect(dialog).toBeHidden();
}

/** Presses Undo in the toast of the delete just made; the toast then says `name` was restored. */
async function undo(page: Page, name: string) {
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await toasts.getByRole('button', { name: 'Undo' }).click();
  await expect(toasts.getByRole('listitem').filter({ hasText: `${name} restored.` })).toBeVisible();
}

/** Every alert the page shows, accepted. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (shown) => {
    alerts.push(shown.message());
    void shown.accept();
  });
  return alerts;
}

const removedText = (name: string) => `${name} is no longer on the menu and was removed from your cart.`;

test('a raised price shows in the cart, marked as changed, and in the total', async ({ page }) => {
  await fillCart(page);
  await editMenuItemPrice(page, arancini.name, '99.99');
  const dialog = await openCart(page);
  const changed = line(dialog, arancini.name);
  await expect(changed).toContainText(`Price changed from ${money(cents(arancini.price))} to $99.99.`);
  await expect(changed).toContainText('$99.99 each');
  await expect(changed).toContainText('$199.98');
  await expect(line(dialog, bruschetta.name)).not.toContainText('Price changed');
  const expected = 2 * 9999 + cents(bruschetta.price) + cents(bao.price) + cents(other.price);
  await expect(totalOf(dialog)).toHaveText(`Total:${money(expected)}`);
  await expect(dialog.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
});

test('a deleted menu item leaves the cart with a notice naming it, seen once', async ({ page }) => {
  await fillCart(page);
  await deleteMenuItem(page, bruschetta.name);
  const dialog = await openCart(page);
  await expect(dialog.getByRole('status').filter({ hasText: removedText(bruschetta.name) })).toBeVisible();
  await expect(line(dialog, bruschetta.name)).toHaveCount(0);
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');
  const expected = 2 * cents(arancini.price) + cents(bao.price) + cents(other.price);
  await expect(totalOf(dialog)).toHaveText(`Total:${money(expected)}`);
  // Closed and opened again: the notice has been seen.
  await closeCart(page);
  await cartButton(page).click();
  await expect(dialog.getByText(removedText(bruschetta.name))).toHaveCount(0);
});

test('a deleted restaurant takes its dishes out of the cart, named', async ({ page }) => {
  await fillCart(page);
  await deleteRestaurant(page, jade.name);
  const dialog = await openCart(page);
  await expect(dialog.getByRole('status').filter({ hasText: removedText(bao.name) })).toBeVisible();
  await expect(line(dialog, bao.name)).toHaveCount(0);
  const expected = 2 * cents(arancini.price) + cents(bruschetta.price) + cents(other.price);
  await expect(totalOf(dialog)).toHaveText(`Total:${money(expected)}`);
});

test('a closed restaurant’s dishes stay, unavailable: no +, no checkout until they are removed', async ({ page }) => {
  const alerts = collectAlerts(page);
  await fillCart(page);
  await closeRestaurant(page, milano.name);
  const dialog = await openCart(page);
  const reason = `${milano.name} is closed right now. It is not counted in the total.`;

  for (const name of [arancini.name, bruschetta.name]) {
    const unavailable = line(dialog, name);
    await expect(unavailable).toContainText('Unavailable');
    await expect(unavailable).toContainText(reason);
    const plus = unavailable.getByRole('button', { name: `Increase quantity of ${name}` });
    await expect(plus).toBeDisabled();
    await expect(plus).toHaveAccessibleDescription(reason);
  }
  // The + cannot be forced either: the cart refuses it.
  await line(dialog, arancini.name)
    .getByRole('button', { name: `Increase quantity of ${arancini.name}` })
    .dispatchEvent('click');
  await expect(dialog.getByRole('group', { name: `Quantity of ${arancini.name}`, exact: true })).toHaveText(
    'Quantity: 2',
  );
  // Only the open restaurants' lines count.
  await expect(totalOf(dialog)).toHaveText(`Total:${money(cents(bao.price) + cents(other.price))}`);

  const checkout = dialog.getByRole('button', { name: 'Proceed to Checkout' });
  const explanation = `Remove 2 unavailable items to check out: ${arancini.name}, ${bruschetta.name}.`;
  await expect(checkout).toBeDisabled();
  await expect(dialog.getByText(explanation)).toBeVisible();
  await expect(checkout).toHaveAccessibleDescription(explanation);
  await checkout.dispatchEvent('click');
  await expect(dialog).toBeVisible();
  expect(alerts).toEqual([]);

  // Down to 1, then removed: one left to remove, then checkout opens.
  await dialog.getByRole('button', { name: `Decrease quantity of ${arancini.name}` }).click();
  await dialog.getByRole('button', { name: `Decrease quantity of ${arancini.name}` }).click();
  await expect(checkout).toBeDisabled();
  await expect(dialog.getByText(`Remove ${bruschetta.name} to check out: it is unavailable right now.`)).toBeVisible();
  await dialog.getByRole('button', { name: `Remove ${bruschetta.name} from cart` }).click();
  await expect(checkout).toBeEnabled();
  expect(alerts).toEqual([]);

  // A valid checkout is as the spec says: the alert, an empty cart, the dialog closed.
  await checkout.click();
  await expect.poll(() => alerts).toEqual(['Order placed successfully! This is a demo.']);
  await expect(dialog).toBeHidden();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');

  // The closed restaurant's menu still cannot add.
  await goInApp(page, `/restaurant/${milano.id}`, milano.name);
  await expect(main(page).getByRole('button', { name: `Add ${arancini.name} to cart`, exact: true })).toBeDisabled();
});

/**
 * The QA steps (issue 24, data loss): from the admin, "Back to App"; 3 × Char Siu Bao (Jade Garden) and 2 × Hummus
 * and Pita (the third restaurant) in the cart; back to the admin, all in the same visit.
 */
async function fillFromAdmin(page: Page) {
  await open(page, '/admin/restaurants');
  await expect(page.locator('html')).toHaveAttribute('data-seeded', '');
  await page.getByRole('link', { name: 'Back to App' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Order food from your favorite restaurants' }),
  ).toBeVisible();
  await goInApp(page, `/restaurant/${jade.id}`, jade.name);
  await add(page, bao.name, 3);
  await goInApp(page, `/restaurant/${third.id}`, third.name);
  await add(page, other.name, 2);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 5 items');
}

test('Undo of a deleted restaurant and of a deleted menu item puts the cart lines back, with no notice', async ({
  page,
}) => {
  await fillFromAdmin(page);
  await deleteRestaurant(page, jade.name);
  await undo(page, jade.name);
  await deleteMenuItem(page, other.name, third.name);
  await undo(page, other.name);

  const dialog = await openCart(page);
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  // Back at their places, with their quantities.
  await expect(dialog.getByRole('listitem').nth(0)).toContainText(bao.name);
  await expect(dialog.getByRole('listitem').nth(1)).toContainText(other.name);
  await expect(dialog.getByRole('group', { name: `Quantity of ${bao.name}`, exact: true })).toHaveText('Quantity: 3');
  await expect(dialog.getByRole('group', { name: `Quantity of ${other.name}`, exact: true })).toHaveText('Quantity: 2');
  await expect(totalOf(dialog)).toHaveText(`Total:${money(3 * cents(bao.price) + 2 * cents(other.price))}`);
  await expect(dialog.getByText('no longer on the menu')).toHaveCount(0);
  await expect(dialog.getByRole('status').filter({ hasText: /./ })).toHaveCount(0);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 5 items');
  await expect(dialog.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
});

test('without Undo, the deleted restaurant’s dish and the deleted menu item leave the cart, named', async ({
  page,
}) => {
  await fillFromAdmin(page);
  await deleteRestaurant(page, jade.name);
  await deleteMenuItem(page, other.name, third.name);

  const dialog = await openCart(page);
  await expect(dialog.getByRole('status').filter({ hasText: removedText(bao.name) })).toContainText(
    removedText(other.name),
  );
  await expect(dialog.getByText('Your cart is empty')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');
});
