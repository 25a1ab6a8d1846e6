import type { Page } from '@playwright/test';
import { createSeedData } from '../src/data';
import { test, expect, open, SEED } from './fixtures';

/**
 * Every page and dialog lays out without sideways scrolling at a phone's 360 px, a tablet's 768 px, a desktop's
 * 1280 px, and at 200 % zoom (a 1280 px window zoomed to 200 % is 640 CSS px at device scale 2). A dialog also
 * fits inside the window, its contents inside it.
 */
const SIZES = [
  { name: 'phone 360', viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 },
  { name: 'tablet 768', viewport: { width: 768, height: 1024 }, deviceScaleFactor: 1 },
  { name: 'desktop 1280', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: '200 % zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
] as const;

const data = createSeedData({ seed: SEED, now: new Date() });
const openRestaurant = data.restaurants.find((r) => r.isOpen)!;
const closedRestaurant = data.restaurants.find((r) => !r.isOpen)!;

const PAGES = [
  '/',
  `/restaurant/${openRestaurant.id}`,
  `/restaurant/${closedRestaurant.id}`,
  '/restaurant/no-such-restaurant',
  '/no-such-page',
  '/admin',
  '/admin/restaurants',
  '/admin/menu-items',
  '/admin/orders',
  '/admin/users',
];

/** How far the page scrolls sideways (0 when it fits the window). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The open dialog fits in the window, and nothing inside it is wider than it. */
async function expectDialogFits(page: Page) {
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).last();
  await expect(dialog).toBeVisible();
  const fit = await dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      left: box.left,
      right: box.right - window.innerWidth,
      inside: element.scrollWidth - element.clientWidth,
    };
  });
  expect(fit.left, 'dialog starts inside the window').toBeGreaterThanOrEqual(-0.5);
  expect(fit.right, 'dialog ends inside the window').toBeLessThanOrEqual(0.5);
  expect(fit.inside, 'nothing in the dialog is wider than it').toBeLessThanOrEqual(0);
  expect(await sidewaysOverflow(page)).toBe(0);
}

for (const size of SIZES) {
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor });

    for (const path of PAGES) {
      test(`${path} fits the width`, async ({ page }) => {
        await open(page, path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForSelector('html[data-seeded]');
        expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBe(0);
      });
    }

    test('every dialog fits the width', async ({ page }) => {
      // Four pages and five dialogs: beside the built-Storybook check in CI, more than the default 30 s.
      test.setTimeout(120_000);
      // The cart, with an item in it.
      await open(page, `/restaurant/${openRestaurant.id}`);
      await page
        .getByRole('button', { name: /^Add .+ to cart$/ })
        .first()
        .click();
      await page.getByRole('button', { name: /^Cart,/ }).click();
      await expectDialogFits(page);
      await page.keyboard.press('Escape');

      // Admin: the add form with every message shown, the delete question, an order's and a user's details.
      await open(page, '/admin/restaurants');
      await page.waitForSelector('html[data-seeded]');
      await page.getByRole('button', { name: 'Add Restaurant' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Add Restaurant' }).click();
      await expectDialogFits(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await expectDialogFits(page);
      await page.keyboard.press('Escape');

      await open(page, '/admin/orders');
      await page.waitForSelector('html[data-seeded]');
      await page
        .getByRole('button', { name: /^View order / })
        .first()
        .click();
      await expectDialogFits(page);
      await page.keyboard.press('Escape');

      await open(page, '/admin/users');
      await page.waitForSelector('html[data-seeded]');
      await page
        .getByRole('button', { name: /View Details/ })
        .first()
        .click();
      await expectDialogFits(page);
    });
  });
}
