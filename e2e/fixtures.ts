import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every e2e test gets a page that:
 * - never reaches the network: requests to other hosts (the placeholder image and
 *   avatar services) are answered with a small local SVG;
 * - collects console errors and page errors, and fails the test if there were any;
 * - uses a fixed data seed unless a test opens its own URL with `?seed=`.
 */
const STAND_IN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#f6c89f"/></svg>';

export const SEED = 42;

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    await page.route(
      (url) => url.hostname !== '127.0.0.1' && url.protocol.startsWith('http'),
      (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: STAND_IN_SVG }),
    );
    await use(page);
  },
});

export { expect };

/** Opens a path with the fixed seed (keeps any query the path has). */
export async function open(page: Page, path: string, seed = SEED) {
  const url = new URL(path, 'http://x');
  url.searchParams.set('seed', String(seed));
  await page.goto(`${url.pathname}${url.search}`);
}

/** Fails if any <img> on the page failed to load (a broken-image icon). */
export async function expectNoBrokenImages(page: Page) {
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
  expect(broken, 'broken images').toEqual([]);
}
