import type { Page } from '@playwright/test';
import { createSeedData } from '../src/data';
import { filterRestaurants } from '../src/domain';
import { test, expect, SEED } from './fixtures';

/** The data set of `?seed=42&scale=100` (restaurants do not depend on the clock). */
const seeded = createSeedData({ seed: SEED, now: new Date(), scale: 100 });
const open = seeded.restaurants.filter((restaurant) => restaurant.isOpen);
const italian = filterRestaurants(seeded.restaurants, { search: '', cuisine: 'Italian' });
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const showing = (shown: number, total: number) =>
  `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} restaurants`;

test('home at ?scale=100 shows one page of the open restaurants, and more on request', async ({ page }) => {
  await page.goto(`/?seed=${SEED}&scale=100`);
  await expect(page.locator('html')).toHaveAttribute('data-scale', '100');
  await expect(cards(page)).toHaveCount(24);
  await expect(cards(page).first()).toContainText(open[0]!.name);
  await expect(page.getByText(showing(24, open.length))).toBeVisible();

  await page.getByRole('button', { name: 'Show more restaurants' }).click();
  await expect(cards(page)).toHaveCount(48);
  await expect(page.getByText(showing(48, open.length))).toBeVisible();
  await expect(cards(page).nth(24)).toContainText(open[24]!.name);

  // A cuisine filters all the open restaurants, and starts at one page again.
  await page.getByRole('button', { name: 'Italian', exact: true }).click();
  await expect(page.getByText(showing(24, italian.length))).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
});

test('at ?scale=100 home shows its cards before the whole data set, which follows (<html data-seeded>)', async ({
  page,
}) => {
  await page.goto(`/?seed=${SEED}&scale=100`);
  await expect(cards(page).first()).toContainText(open[0]!.name);
  await expect(page.locator('html')).toHaveAttribute('data-seeded', '');
  await expect(cards(page)).toHaveCount(24);
});

test('an admin page opened at ?scale=100 waits for the whole data set, then shows all of it', async ({ page }) => {
  await page.goto(`/admin/orders?seed=${SEED}&scale=100`);
  await expect(page.locator('html')).toHaveAttribute('data-seeded', '');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.locator('[aria-live="polite"]').getByText(/of 20,000 orders$/)).toBeVisible();
  await expect(page.getByText('Loading menus and orders…')).toHaveCount(0);
});

test('the scale is kept in in-app links, so a reload shows the same data', async ({ page }) => {
  await page.goto(`/?seed=${SEED}&scale=100`);
  const first = open[0]!;
  await page.getByRole('link', { name: first.name }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurant/${first.id}\\?seed=${SEED}&scale=100$`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-scale', '100');
});

for (const bad of ['0', '101', 'abc']) {
  test(`?scale=${bad} falls back to 1, in the URL, with one warning naming it`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('scale')) warnings.push(message.text());
    });
    await page.goto(`/?seed=${SEED}&scale=${bad}&q=a`);
    await expect(page.locator('html')).toHaveAttribute('data-scale', '1');
    expect(new URL(page.url()).search).toBe(`?seed=${SEED}&scale=1&q=a`);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`"${bad}"`);
    await expect(page.getByRole('button', { name: 'Show more restaurants' })).toHaveCount(0);
  });
}
