import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every e2e test gets a page that:
 * - never reaches the network: requests to other hosts (the placeholder image and
 *   avatar services) are answered with a small local SVG, or with a 404 for the URLs
 *   matching the `failingImages` option (`test.use({ failingImages: /…/ })`);
 * - collects console errors and page errors, and fails the test if there were any
 *   (except the "Failed to load resource" report of a URL the test made fail);
 * - records every `securitypolicyviolation` (the Content-Security-Policy of index.html, enforced in every
 *   page) and fails the test if there was one; a test that provokes one on purpose empties `cspViolations`;
 * - uses a fixed data seed unless a test opens its own URL with `?seed=`.
 */
const STAND_IN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#f6c89f"/></svg>';

export const SEED = 42;

/** A `securitypolicyviolation` event, as the page reported it. */
export type CspViolation = {
  /** The directive that refused it, e.g. `script-src-elem`, `img-src`, `require-trusted-types-for`. */
  directive: string;
  /** The refused URL, or `inline`, `eval`, `trusted-types-sink`. */
  blockedURI: string;
  /** The start of the refused script or value (with 'report-sample'). */
  sample: string;
  /** Where it happened. */
  source: string;
};

export const formatViolation = (v: CspViolation) =>
  `${v.directive} refused ${v.blockedURI}${v.sample ? ` "${v.sample}"` : ''} (${v.source})`;

export type Fixtures = {
  /** Content-Security-Policy violations reported by the page during the test (must stay empty). */
  cspViolations: CspViolation[];
  /** Console and page errors seen during the test (must stay empty). */
  consoleErrors: string[];
  /** External URLs answered with a 404 instead of the stand-in picture (none by default). */
  failingImages: RegExp | undefined;
  /** The external URLs that were answered with a 404, in request order. */
  failedImageUrls: string[];
};

export const test = base.extend<Fixtures>({
  failingImages: [undefined, { option: true }],
  // Playwright reads a fixture's dependencies from its destructuring pattern, so an empty one is required.
  // eslint-disable-next-line no-empty-pattern
  failedImageUrls: async ({}, use) => {
    await use([]);
  },
  consoleErrors: [
    async ({ page, failingImages }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const failedOnPurpose =
          failingImages?.test(message.location().url) && message.text().startsWith('Failed to load resource');
        if (!failedOnPurpose) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: CspViolation[] = [];
      await page.exposeFunction('__recordCspViolation', (violation: CspViolation) => violations.push(violation));
      // Before any script of the page, in every document the page loads (reloads and navigations too).
      await page.addInitScript(() => {
        const record = (window as unknown as { __recordCspViolation: (v: CspViolation) => void }).__recordCspViolation;
        document.addEventListener(
          'securitypolicyviolation',
          (event) =>
            record({
              directive: event.effectiveDirective,
              blockedURI: event.blockedURI,
              sample: event.sample,
              source: `${event.sourceFile || event.documentURI}:${event.lineNumber}:${event.columnNumber}`,
            }),
          true,
        );
      });
      await use(violations);
      expect(violations.map(formatViolation), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, failingImages, failedImageUrls }, use) => {
    await page.route(
      (url) => url.hostname !== '127.0.0.1' && url.protocol.startsWith('http'),
      (route) => {
        const url = route.request().url();
        if (failingImages?.test(url)) {
          failedImageUrls.push(url);
          return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
        }
        return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: STAND_IN_SVG });
      },
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

/** In-app navigation (no reload, the in-memory data stays): what a link would do, to a URL of our choice. */
export async function navigateInApp(page: Page, url: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
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

/**
 * Scrolls through the whole page so that every lazy image is requested, waits until each <img> has
 * loaded or failed, then back to the top. Failed pictures are swapped for their placeholder by the app
 * right after the error event, so a broken <img> still left afterwards is a real broken-image icon.
 */
export async function loadEveryImage(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const step = Math.max(1, Math.floor(window.innerHeight / 2));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await frame();
    }
    // Scrolling inside a scrollable dialog body too (the cart's lines).
    for (const box of document.querySelectorAll<HTMLElement>('[role="dialog"] *')) {
      if (box.scrollHeight > box.clientHeight + 1) box.scrollTop = box.scrollHeight;
    }
    await frame();
  });
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.images)
            .filter((img) => !img.complete)
            .map((img) => img.currentSrc || img.src),
        ),
      { message: 'images still loading after scrolling through the page' },
    )
    .toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * After `loadEveryImage`: no <img> is broken (polling briefly, as the swap to the placeholder follows
 * the error event), and no <img> still shows a URL that failed.
 */
export async function expectFailedImagesReplaced(page: Page, failedUrls: string[]) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            Array.from(document.images)
              .filter((img) => img.complete && img.naturalWidth === 0)
              .map((img) => img.currentSrc || img.src).length,
        ),
      { message: 'broken images (failed to load and not replaced by a placeholder)' },
    )
    .toBe(0);
  const shown = await page.evaluate(() => Array.from(document.images).map((img) => img.currentSrc || img.src));
  expect(
    shown.filter((src) => failedUrls.includes(src)),
    '<img> elements still pointing at a failed URL',
  ).toEqual([]);
}
