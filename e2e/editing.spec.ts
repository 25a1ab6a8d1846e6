import type { Page } from '@playwright/test';
import { test, expect, navigateInApp, open } from './fixtures';
import { amountHint, MAX_DELIVERY_FEE, MAX_PRICE, RATING_HINT } from '../src/domain';

/**
 * Editing that never loses work, with real (trusted) input: the native dialog's inert page, the backdrop
 * that closes only on a press that started on it, and the "Discard changes?" question for every way out
 * of a form with changes (Escape twice in a row, browser Back).
 */

const sidebarLink = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

/** The browser's Back button. A Back the app holds up never commits, so do not wait for it. */
async function pressBack(page: Page) {
  await page.goBack({ waitUntil: 'commit', timeout: 1000 }).catch(() => null);
}

/** /admin, then Restaurants through the sidebar: Back has somewhere to go. */
async function openRestaurants(page: Page) {
  await open(page, '/admin');
  await sidebarLink(page, 'Restaurants').click();
  await expect(page).toHaveURL(/\/admin\/restaurants/);
}

test('the page behind the form is inert and a drag released over the backdrop keeps the form', async ({ page }) => {
  await openRestaurants(page);
  await page.getByRole('button', { name: 'Add Restaurant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Restaurant' });
  const name = dialog.getByLabel('Name');
  await name.fill('Trattoria Lunga');
  await expect(dialog).toBeVisible();

  // A link behind the dialog takes no focus, by script or by Tab.
  expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('nav a')?.focus());
  await expect(sidebarLink(page, 'Dashboard')).not.toBeFocused();

  // Select the text by dragging from the field out over the backdrop (top-left corner) and release there.
  const box = (await name.boundingBox())!;
  await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(4, 4, { steps: 5 });
  await page.mouse.up();
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(name).toHaveValue('Trattoria Lunga');

  // A real press on the backdrop asks (the form has changes).
  await page.mouse.click(4, 4);
  await expect(page.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await expect(name).toBeFocused();
});

test('Escape asks every time, also twice in a row without other input', async ({ page }) => {
  await openRestaurants(page);
  await page.getByRole('button', { name: 'Add Restaurant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Restaurant' });
  await dialog.getByLabel('Name').fill('Osteria');
  for (let round = 0; round < 2; round += 1) {
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await page.keyboard.press('Escape'); // Escape in the question keeps editing
    await expect(question).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('Osteria');
  }
  // A pristine form closes at once.
  await dialog.getByLabel('Name').fill('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Restaurant' })).toBeFocused();
});

test('browser Back with changes asks first; Keep editing stays, Discard goes back', async ({ page }) => {
  await openRestaurants(page);
  await page.getByRole('button', { name: 'Add Restaurant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Restaurant' });
  await dialog.getByLabel('Name').fill('Never saved');

  await pressBack(page);
  const question = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/restaurants/);
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue('Never saved');

  await pressBack(page);
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/admin(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // A pristine form does not hold Back up.
  await sidebarLink(page, 'Restaurants').click();
  await page.getByRole('button', { name: 'Add Restaurant' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Restaurant' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin(\?|$)/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

/** Opens the Add Restaurant form and fills it with valid values named `name`; returns the dialog. */
async function fillNewRestaurant(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Restaurant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Restaurant' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Image URL').fill('https://picsum.photos/seed/e2e/800/500');
  await dialog.getByLabel('Description').fill('Saved once, however often it is pressed.');
  await dialog.getByLabel('Address').fill('2 Test Street, New York, NY 10001');
  return dialog;
}

test('a save shows it is working: a double press and Escape during it change nothing, it saves once', async ({
  page,
}) => {
  await openRestaurants(page);
  const dialog = await fillNewRestaurant(page, 'Double Press Diner');
  const submit = dialog.getByRole('button', { name: 'Add Restaurant' });
  await submit.dblclick();
  // The save's round-trip: the button keeps its label, busy, and focus stays on it.
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Escape'); // ignored while saving (and harmless once closed)
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Double Press Diner' })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('listitem')).toHaveText(
    /Double Press Diner added\./,
  );
  await expect(page.getByRole('button', { name: 'Add Restaurant' })).toBeFocused();
});

test('browser Back during a save waits for it, then goes back', async ({ page }) => {
  await openRestaurants(page);
  const dialog = await fillNewRestaurant(page, 'Saved Before Back');
  await dialog.getByRole('button', { name: 'Add Restaurant' }).click();
  await pressBack(page);
  await expect(page).toHaveURL(/\/admin(\?|$)/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const total = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Total Restaurants' }) });
  await expect(total.getByText('13', { exact: true })).toBeVisible();
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('numbers are read as the browser reads them, with ranges; URLs are strict; text has limits', async ({ page }) => {
  await openRestaurants(page);
  await page.getByRole('button', { name: 'Add Restaurant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Restaurant' });
  // Typed key by key, as a person would: the browser cannot read 1e309 (out of its range) and reports ''.
  await dialog.getByLabel('Rating').fill('');
  await dialog.getByLabel('Rating').pressSequentially('1e309');
  await dialog.getByLabel('Delivery Fee ($)').fill('');
  await dialog.getByLabel('Delivery Fee ($)').pressSequentially('99999999999999999999');
  await dialog.getByLabel('Image URL').fill('http://a b.com/x.png');
  await dialog.getByLabel('Cuisines').pressSequentially('x'.repeat(120));
  await expect(dialog.getByLabel('Cuisines')).toHaveValue('x'.repeat(30));
  await dialog.getByLabel('Delivery Time').fill('');
  await dialog.getByLabel('Delivery Time').pressSequentially('y'.repeat(40));
  await expect(dialog.getByLabel('Delivery Time')).toHaveValue('y'.repeat(20));
  await dialog.getByRole('button', { name: 'Add Restaurant' }).click();
  // Each number field's hint (its range) stays above its message: both describe it.
  await expect(dialog.getByLabel('Rating')).toHaveAccessibleDescription(
    `${RATING_HINT} Rating must be between 1 and 5`,
  );
  await expect(dialog.getByLabel('Delivery Fee ($)')).toHaveAccessibleDescription(
    `${amountHint(MAX_DELIVERY_FEE)} Delivery fee must be between 0 and 1,000`,
  );
  await expect(dialog.getByLabel('Image URL')).toHaveAccessibleDescription(
    'Enter a full image URL starting with http:// or https://',
  );
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Discard' }).click();

  await sidebarLink(page, 'Menu Items').click();
  await page.getByRole('button', { name: 'Add Menu Item' }).click();
  const item = page.getByRole('dialog', { name: 'Add Menu Item' });
  await item.getByLabel('Price ($)').pressSequentially('1e6');
  await item.getByRole('button', { name: 'Add Menu Item' }).click();
  await expect(item.getByLabel('Price ($)')).toHaveAccessibleDescription(
    `${amountHint(MAX_PRICE)} Price must be between 0 and 1,000`,
  );
});

test('the longest allowed unbroken texts fit; "thai" and "Thai" make one chip, and the clicked chip is pressed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, '/admin/restaurants');
  const longCuisine = 'Q'.repeat(30);
  for (const [name, cuisine] of [
    ['W'.repeat(80), longCuisine],
    ['Lower Thai', 'thai'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Restaurant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Restaurant' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Image URL').fill('https://picsum.photos/seed/e2e/800/500');
    await dialog.getByLabel('Delivery Time').fill('D'.repeat(20));
    await dialog.getByLabel('Description').fill('E'.repeat(500));
    await dialog.getByLabel('Address').fill('A'.repeat(200));
    await dialog.getByLabel('Cuisines').fill(cuisine);
    await dialog.getByLabel('Cuisines').press('Enter');
    await dialog.getByRole('button', { name: 'Add Restaurant' }).click();
    await expect(dialog).toBeHidden();
  }
  await navigateInApp(page, '/');
  await expect(page.getByRole('heading', { name: 'W'.repeat(80) })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'W'.repeat(80) }) });
  const cardBox = (await card.boundingBox())!;
  for (const text of ['D'.repeat(20), longCuisine]) {
    const box = (await card.getByText(text, { exact: false }).first().boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
  }

  const chips = page.getByRole('button', { name: /^thai$/i });
  await expect(chips).toHaveCount(1);
  await chips.click();
  await expect(chips).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Lower Thai' })).toBeVisible();
});

test('repeated menu item names say which restaurant they belong to', async ({ page }) => {
  await open(page, '/admin/menu-items');
  const cards = page.getByRole('list', { name: 'Menu items' }).getByRole('listitem');
  const first = (await cards.first().getByRole('heading').first().textContent())!.trim();
  // Add an item of the same name to another restaurant.
  await page.getByRole('button', { name: 'Add Menu Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Menu Item' });
  await dialog.getByLabel('Name').fill(first);
  const restaurant = dialog.getByLabel('Restaurant');
  const options = await restaurant.locator('option').allTextContents();
  await restaurant.selectOption({ label: options[options.length - 1]! });
  await dialog.getByLabel('Price ($)').fill('9.5');
  await dialog.getByLabel('Description').fill('Same name, other kitchen.');
  await dialog.getByLabel('Image URL').fill('https://picsum.photos/seed/e2e/400/300');
  await dialog.getByRole('button', { name: 'Add Menu Item' }).click();
  await expect(dialog).toBeHidden();
  // Every card of that name now names its restaurant in its buttons, on whichever page it is; the new
  // one (added last, so on the last page of 24) names the last restaurant.
  const sameName = cards.filter({ has: page.getByRole('heading', { name: first, exact: true }) });
  const labelsHere = () =>
    sameName
      .getByRole('button', { name: /^Edit / })
      .evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim() ?? ''));
  const labels = await labelsHere();
  expect(labels.length).toBeGreaterThanOrEqual(1);
  await page
    .getByRole('navigation', { name: 'Pagination, menu items', exact: true })
    .getByRole('button', { name: /^Page / })
    .last()
    .click();
  await expect(page.getByText(/^Showing (\d+–)?193 of 193 menu items$/)).toBeVisible();
  labels.push(...(await labelsHere()));
  expect(labels.length).toBeGreaterThanOrEqual(2);
  for (const label of labels) expect(label).toMatch(new RegExp(`^Edit\\s*${escapeRegExp(first)}, .+`));
  await expect(
    page.getByRole('button', { name: `Edit ${first}, ${options[options.length - 1]}`, exact: true }),
  ).toHaveCount(1);
  await expect(
    page.getByRole('button', { name: `Delete ${first}, ${options[options.length - 1]}`, exact: true }),
  ).toHaveCount(1);
});
