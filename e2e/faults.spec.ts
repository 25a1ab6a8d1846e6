import type { Page, Route } from '@playwright/test';
import { createSeedData } from '../src/data';
import { test, expect, open, SEED } from './fixtures';

const seeded = createSeedData({ seed: SEED, now: new Date() });

/** The admin Restaurants page's lazy chunk (`/assets/RestaurantsPage-<hash>.js`). */
const RESTAURANTS_CHUNK = /\/assets\/RestaurantsPage-[\w-]+\.js(\?.*)?$/;
const abort = (route: Route) => route.abort('internetdisconnected');

/** The console errors a failed chunk is expected to cause (the failed request, React's report of the caught error). */
const EXPECTED_FAILURE =
  /Failed to load resource|Failed to fetch dynamically imported module|RestaurantsPage|The above error occurred|error boundary/i;

function dropExpected(consoleErrors: string[]) {
  const unexpected = consoleErrors.filter((message) => !EXPECTED_FAILURE.test(message));
  expect(unexpected, 'console errors other than the failed chunk').toEqual([]);
  consoleErrors.length = 0;
}

const alert = (page: Page) => page.getByRole('alert').filter({ hasText: "This page couldn't load" });

test('a failed admin chunk shows a message in the page; the layout, cart and data survive; Retry loads it', async ({
  page,
  consoleErrors,
}) => {
  // Something in the cart first, and an admin edit, to see that both survive the failure.
  await open(page, '/');
  await page.getByRole('main').getByRole('article').first().getByRole('link').click();
  await page
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  await page.route(RESTAURANTS_CHUNK, abort);
  await page.evaluate(() => {
    window.history.pushState(null, '', `/admin${window.location.search}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(sections).toBeVisible();
  await sections.getByRole('link', { name: 'Restaurants' }).click();

  await expect(alert(page)).toBeVisible();
  await expect(alert(page).getByRole('heading', { name: "This page couldn't load" })).toBeFocused();
  await expect(alert(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(alert(page).getByRole('button', { name: 'Reload page' })).toBeVisible();
  // The admin layout survives: sidebar and top bar, with the current page marked.
  await expect(sections.getByRole('link', { name: 'Restaurants' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Manage your food delivery platform')).toBeVisible();

  // Retry fails again while offline, then works once the network is back.
  await alert(page).getByRole('button', { name: 'Retry' }).click();
  await expect(alert(page)).toBeVisible();
  await page.unroute(RESTAURANTS_CHUNK, abort);
  await alert(page).getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Add Restaurant' })).toBeVisible();
  await expect(alert(page)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(seeded.restaurants.length);

  // Back in the storefront (in-app link), the cart still holds its item.
  await page.getByRole('link', { name: 'Back to App' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  dropExpected(consoleErrors);
});

test('loading /admin/restaurants with its chunk failing shows the message, never a blank #root', async ({
  page,
  consoleErrors,
}) => {
  await page.route(RESTAURANTS_CHUNK, abort);
  await open(page, '/admin/restaurants');
  await expect(alert(page)).toBeVisible();
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();

  // After a redeploy the chunk is gone for good: 'Reload page' reloads the same URL, seed kept.
  await page.unroute(RESTAURANTS_CHUNK, abort);
  await alert(page).getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('button', { name: 'Add Restaurant' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('seed')).toBe(String(SEED));
  dropExpected(consoleErrors);
});

test('Reload page keeps the seed in use even when the URL had none', async ({ page, consoleErrors }) => {
  await page.route(RESTAURANTS_CHUNK, abort);
  await page.goto('/admin/restaurants');
  await expect(alert(page)).toBeVisible();
  const seed = await page.evaluate(() => document.documentElement.dataset.seed);
  await page.unroute(RESTAURANTS_CHUNK, abort);
  await alert(page).getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('button', { name: 'Add Restaurant' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('seed')).toBe(seed);
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.seed)).toBe(seed);
  dropExpected(consoleErrors);
});

// ---------------------------------------------------------------------------------------------------
// Seeds that reproduce: a bad ?seed= is replaced by the seed in use, with one warning.
// ---------------------------------------------------------------------------------------------------

for (const bad of ['abc', '-1', '1.5', '99999999999']) {
  test(`?seed=${bad} is replaced in the URL by the seed in use, with one warning naming it`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`/?q=pizza&seed=${encodeURIComponent(bad)}&cuisine=Italian`);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    const inUse = await page.evaluate(() => document.documentElement.dataset.seed);
    expect(inUse).toMatch(/^\d+$/);
    const url = new URL(page.url());
    expect(url.searchParams.get('seed')).toBe(inUse);
    // Other parameters kept, in place.
    expect(url.search).toBe(`?q=pizza&seed=${inUse}&cuisine=Italian`);
    const seedWarnings = warnings.filter((text) => text.includes('seed'));
    expect(seedWarnings).toHaveLength(1);
    expect(seedWarnings[0]).toContain(`"${bad}"`);
    expect(seedWarnings[0]).toContain(`using seed ${inUse}`);

    // Every in-app link now carries the seed in use: a restaurant opened from here shows the same data after a reload.
    const link = page.getByRole('link', { name: 'FoodDash' });
    await expect(link).toHaveAttribute('href', new RegExp(`seed=${inUse}`));
  });
}
