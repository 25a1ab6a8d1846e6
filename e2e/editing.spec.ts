import type { Page } from '@playwright/test';
import { test, expect, open } from './fixtures';

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
