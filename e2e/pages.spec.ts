import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createSeedData } from '../src/data';
import { test as base, expect } from './fixtures';

/**
 * The GitHub Pages site (docs/hosting.md) as Pages serves it: pages-site/ (`npm run build:pages`) under the
 * project site's path, /fooddash/, with Pages' fallback (a path without a file answers 404.html, status 404), by
 * scripts/serve-pages.mjs. Each worker starts its own server on 127.0.0.1, on a port of its own (strict: a taken
 * port fails, no running server is ever reused), and stops it by its pid. The fixtures of every e2e test apply:
 * no console error, no Content-Security-Policy violation, no request leaves the machine.
 *
 *   npm run test:pages          (builds pages-site/ first, reusing a fresh storybook-static/)
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SITE_DIR = path.join(ROOT, 'pages-site');
const SITE_PATH = '/fooddash/';
/** The first worker's port; the next worker takes the next one. */
const FIRST_PORT = Number(process.env.E2E_PAGES_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 50);
const SEED = 7;

/** The data the app generates for `?seed=7`, generated here in Node (restaurants do not depend on the clock). */
const seeded = createSeedData({ seed: SEED, now: new Date() });

/** Starts scripts/serve-pages.mjs and resolves once it listens; rejects with its output if it exits first. */
function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['scripts/serve-pages.mjs', '--dir', SITE_DIR, '--base', SITE_PATH, '--port', String(port)],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('serving ')) resolve(server);
    };
    server.stdout.on('data', collect);
    server.stderr.on('data', collect);
    server.once('exit', (code) => reject(new Error(`serve-pages exited (${code}) before listening:\n${output}`)));
  });
}

const test = base.extend<object, { site: string }>({
  /**
   * Pages answers a deep link with its 404.html and status 404, and Chromium reports that status of the page itself
   * as a console error ("Failed to load resource: … 404", at the page's own URL), as every visitor's console shows
   * it there. Those reports, and only those, are taken out of the console errors that the fixtures check.
   */
  // Still automatic: an override keeps the fixture's options (`auto`).
  consoleErrors: async ({ consoleErrors, page }, use) => {
    const pagesServedAs404 = new Set<string>();
    page.on('response', (response) => {
      if (response.status() === 404 && response.request().isNavigationRequest()) pagesServedAs404.add(response.url());
    });
    const expected: string[] = [];
    page.on('console', (message) => {
      const ofA404Page =
        message.text().startsWith('Failed to load resource') && pagesServedAs404.has(message.location().url);
      if (message.type() === 'error' && ofA404Page) expected.push(message.text());
    });
    await use(consoleErrors);
    for (const text of expected) {
      const at = consoleErrors.indexOf(text);
      if (at >= 0) consoleErrors.splice(at, 1);
    }
  },
  // Playwright reads a fixture's dependencies from its destructuring pattern, so an empty one is required.
  site: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      if (!existsSync(path.join(SITE_DIR, '404.html'))) {
        throw new Error('pages-site/ is not built: run `npm run test:pages` (or `npm run build:pages` first)');
      }
      const port = FIRST_PORT + workerInfo.parallelIndex;
      const server = await startServer(port);
      try {
        await use(`http://127.0.0.1:${port}${SITE_PATH}`);
      } finally {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        process.kill(server.pid!, 'SIGTERM');
        await exited;
      }
    },
    { scope: 'worker' },
  ],
});

/**
 * Storybook's manager loads its own bundle, then the index of 600 entries, then draws the sidebar and the story:
 * seconds each beside the other CI work on a 2-core machine.
 */
const STORYBOOK_WAIT = { timeout: 30_000 };

test("Storybook's manager opens at the site's root, with a story in its preview", async ({ page, site }) => {
  const response = await page.goto(`${site}?path=/story/ui-badge--admin`);
  expect(response?.status()).toBe(200);
  const overview = page.getByRole('navigation', { name: 'Stories' }).getByRole('link', { name: 'Overview' });
  await expect(overview).toHaveAttribute('href', '/fooddash/?path=/docs/introduction--docs', STORYBOOK_WAIT);
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.locator('#storybook-root').getByText('Admin', { exact: true })).toBeVisible(STORYBOOK_WAIT);
});

test('a story opens in its own frame (iframe.html)', async ({ page, site }) => {
  await page.goto(`${site}iframe.html?id=ui-badge--admin&viewMode=story&globals=seed:${SEED}`);
  await expect(page.locator('#storybook-root').getByText('Admin', { exact: true })).toBeVisible(STORYBOOK_WAIT);
});

test("the app's home, under app/, with links that stay under it", async ({ page, site }) => {
  const response = await page.goto(`${site}app/?seed=${SEED}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-seed', String(SEED));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const card = cards.first().getByRole('link').first();
  await expect(card).toHaveAttribute('href', /^\/fooddash\/app\/restaurant\/restaurant-\d+\?seed=7$/);
  await card.click();
  await expect(page).toHaveURL(/\/fooddash\/app\/restaurant\/restaurant-\d+\?seed=7$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a deep link starts the app through 404.html and shows its route', async ({ page, site }) => {
  const restaurant = seeded.restaurants.find((r) => r.id === 'restaurant-3')!;
  const response = await page.goto(`${site}app/restaurant/restaurant-3?seed=${SEED}`);
  // What GitHub Pages answers for a path without a file: its 404.html, here the app's page.
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-seed', String(SEED));
  await expect(page).toHaveURL(`${site}app/restaurant/restaurant-3?seed=${SEED}`);
  // The brand link goes home, under the base, with the seed.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(`${site}app/?seed=${SEED}`);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test("the admin's lazy pages load under the base, and its links stay under it", async ({ page, site }) => {
  const response = await page.goto(`${site}app/admin?seed=${SEED}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Admin Dashboard')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to App' })).toHaveAttribute('href', `/fooddash/app/?seed=${SEED}`);
  const orders = page.getByRole('navigation').getByRole('link', { name: 'Orders', exact: true });
  await expect(orders).toHaveAttribute('href', `/fooddash/app/admin/orders?seed=${SEED}`);
  await orders.click();
  await expect(page).toHaveURL(`${site}app/admin/orders?seed=${SEED}`);
  await expect(page.getByRole('table')).toBeVisible();
});

test("a path of the site outside app/ lands on the app's page for it", async ({ page, site }) => {
  const response = await page.goto(`${site}no-such-page?seed=${SEED}`);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(`${site}app/no-such-page?seed=${SEED}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
