import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { createSeedData } from '../src/data';
import { test, expect, open, SEED } from './fixtures';

/**
 * Light and dark themes in the built app: the Theme switch, remembered across reloads (localStorage), applied
 * before first paint (index.html), System following the OS, and axe clean in both themes on every screen.
 */
const STORAGE_KEY = 'fooddash-theme';
/** --color-bg in each theme (src/styles/tokens.css), as getComputedStyle reports it. */
const BG = { light: 'rgb(247, 247, 248)', dark: 'rgb(18, 18, 21)' } as const;

const seeded = createSeedData({ seed: SEED, now: new Date() });
const openRestaurant = seeded.restaurants.find((r) => r.isOpen)!;
// Evaluated through DevTools: the page's Content-Security-Policy refuses a <script> added to the page (addScriptTag).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's WCAG 2.x A/AA rules on the page: violations, and colour-contrast results it could not settle. */
async function runAxe(page: Page) {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Node = { target: string[]; html?: string; any?: { message: string }[] };
    type Result = { id: string; nodes: Node[] };
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Result[]; incomplete: Result[] }> };
      }
    ).axe;
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
    });
    const underPicture = (selector: string) => {
      const el = document.querySelector(selector);
      const img = el?.parentElement?.querySelector('img');
      if (!el || !img) return false;
      const [a, b] = [el.getBoundingClientRect(), img.getBoundingClientRect()];
      return b.left <= a.left && b.top <= a.top && b.right >= a.right && b.bottom >= a.bottom;
    };
    const brief = (list: Result[]) =>
      list.map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html ?? ''} ${(n.any ?? []).map((c) => c.message).join(' ')}`).join(', ')}`,
      );
    return {
      violations: brief(r.violations),
      // Not provable, and not seen: text under a picture (an avatar's initials, drawn while its photo loads).
      contrastIncomplete: brief(
        r.incomplete
          .filter((i) => i.id === 'color-contrast')
          .map((i) => ({ ...i, nodes: i.nodes.filter((n) => !underPicture(n.target.join(' '))) }))
          .filter((i) => i.nodes.length > 0),
      ),
    };
  });
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeSelect = (page: Page) => page.getByRole('combobox', { name: 'Theme' });

/** Records <body>'s background at DOMContentLoaded: what the first paint shows, before the app's script runs. */
async function recordFirstPaintBackground(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstBg: string }).firstBg = getComputedStyle(document.body).backgroundColor;
    });
  });
}
const firstPaintBackground = (page: Page) => page.evaluate(() => (window as unknown as { firstBg: string }).firstBg);

test.describe('theme', () => {
  test('the switch changes the theme, and a reload remembers it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/');
    await expect(themeSelect(page)).toHaveValue('system');
    await expect.poll(() => bodyBackground(page)).toBe(BG.light);

    await themeSelect(page).selectOption({ label: 'Dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => bodyBackground(page)).toBe(BG.dark);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('dark');
    // Native controls and scrollbars follow.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');

    await page.reload();
    await expect(themeSelect(page)).toHaveValue('dark');
    await expect.poll(() => bodyBackground(page)).toBe(BG.dark);

    await themeSelect(page).selectOption({ label: 'Light' });
    await expect.poll(() => bodyBackground(page)).toBe(BG.light);
    await themeSelect(page).selectOption({ label: 'System' });
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  });

  test('on a phone the switch is in the menu panel, and the admin has it in its top bar', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await themeSelect(page).selectOption('dark');
    await expect.poll(() => bodyBackground(page)).toBe(BG.dark);
    await open(page, '/admin');
    await expect(themeSelect(page)).toHaveValue('dark');
    await themeSelect(page).selectOption('light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  for (const [stored, scheme] of [
    ['dark', 'light'],
    ['light', 'dark'],
  ] as const) {
    test(`no flash: a stored ${stored} theme is painted first, even with the OS in ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, stored] as const);
      await recordFirstPaintBackground(page);
      await open(page, '/');
      await expect.poll(() => firstPaintBackground(page)).toBe(BG[stored]);
      await expect(themeSelect(page)).toHaveValue(stored);
    });
  }

  test('System follows the OS, from the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordFirstPaintBackground(page);
    await open(page, '/');
    await expect.poll(() => firstPaintBackground(page)).toBe(BG.dark);
    await expect(themeSelect(page)).toHaveValue('system');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => bodyBackground(page)).toBe(BG.light);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => bodyBackground(page)).toBe(BG.dark);
  });

  // Every screen in both themes: axe's WCAG A/AA rules, colour contrast that axe could not prove failing too.
  const SCREENS: { name: string; path: string; then?: (page: Page) => Promise<void> }[] = [
    { name: 'home', path: '/' },
    { name: 'restaurant', path: `/restaurant/${openRestaurant.id}` },
    {
      name: 'cart dialog',
      path: `/restaurant/${openRestaurant.id}`,
      then: async (page) => {
        await page
          .getByRole('button', { name: /^Add .+ to cart$/ })
          .first()
          .click();
        await page.getByRole('button', { name: /^Cart,/ }).click();
        await expect(page.getByRole('dialog', { name: /cart/i })).toBeVisible();
      },
    },
    { name: 'not found', path: '/no-such-page' },
    { name: 'admin dashboard', path: '/admin' },
    { name: 'admin restaurants', path: '/admin/restaurants' },
    { name: 'admin menu items', path: '/admin/menu-items' },
    { name: 'admin orders', path: '/admin/orders' },
    { name: 'admin users', path: '/admin/users' },
  ];
  for (const theme of ['light', 'dark'] as const) {
    for (const screen of SCREENS) {
      test(`axe is clean in ${theme} on ${screen.name}, colour contrast proved`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, theme] as const);
        await open(page, screen.path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await screen.then?.(page);
        await expect.poll(() => bodyBackground(page)).toBe(BG[theme]);
        await page.evaluate(() => document.fonts.ready);
        const results = await runAxe(page);
        expect(results.violations).toEqual([]);
        expect(results.contrastIncomplete).toEqual([]);
      });
    }
  }
});
