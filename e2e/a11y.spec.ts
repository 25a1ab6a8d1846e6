import type { Page } from '@playwright/test';
import { createSeedData } from '../src/data';
import { test, expect, open, SEED } from './fixtures';

/** The data set the app generates for `?seed=42`. */
const seeded = createSeedData({ seed: SEED, now: new Date() });
const openRestaurant = seeded.restaurants.find((r) => r.isOpen)!;

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart,/ });

// ---------------------------------------------------------------------------------------------------
// WCAG 2.2 SC 2.4.11 Focus Not Obscured: no focused control under the sticky header / admin top bar.
// ---------------------------------------------------------------------------------------------------

const PAGES = [
  '/',
  `/restaurant/${openRestaurant.id}`,
  '/admin',
  '/admin/restaurants',
  '/admin/menu-items',
  '/admin/orders',
  '/admin/users',
];
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 640, height: 450 },
  { width: 375, height: 812 },
];
/** Tab stops walked in each direction (the long admin lists have about 400: both ends are covered). */
const MAX_STOPS = 90;

interface Hidden {
  control: string;
  box: string;
  bar: string;
}

/** Marks the sticky bars of the page (the storefront header, the admin top bar). */
async function markStickyBars(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bars = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
      (el) => getComputedStyle(el).position === 'sticky' && getComputedStyle(el).top === '0px',
    );
    for (const bar of bars) bar.dataset.e2eStickyBar = '';
    return bars.length;
  });
}

/** The focused control, if its box intersects a sticky bar it is not part of (else null). */
async function focusUnderBar(page: Page): Promise<Hidden | null | 'none'> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return 'none';
    const box = active.getBoundingClientRect();
    for (const bar of document.querySelectorAll<HTMLElement>('[data-e2e-sticky-bar]')) {
      if (bar.contains(active)) continue;
      const b = bar.getBoundingClientRect();
      const overlaps = box.top < b.bottom && box.bottom > b.top && box.left < b.right && box.right > b.left;
      if (overlaps) {
        const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? active.tagName;
        return {
          control: `${active.tagName.toLowerCase()} "${name}"`,
          box: `y ${Math.round(box.top)}–${Math.round(box.bottom)}`,
          bar: `bar y ${Math.round(b.top)}–${Math.round(b.bottom)}`,
        };
      }
    }
    return null;
  });
}

async function walk(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<Hidden[]> {
  const hidden: Hidden[] = [];
  for (let i = 0; i < MAX_STOPS; i += 1) {
    await page.keyboard.press(key);
    const result = await focusUnderBar(page);
    if (result && result !== 'none') hidden.push(result);
  }
  return hidden;
}

for (const viewport of VIEWPORTS) {
  test.describe(`focus is never hidden under a sticky bar at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`Tab and Shift+Tab through ${path}`, async ({ page }) => {
        await open(page, path);
        await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        expect(await markStickyBars(page), 'sticky bars on the page').toBeGreaterThan(0);
        // Shift+Tab from the top goes to the end of the page and walks up: the case that hid controls.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const up = await walk(page, 'Shift+Tab');
        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
          window.scrollTo(0, 0);
        });
        const down = await walk(page, 'Tab');
        expect([...up, ...down], 'focused controls under a sticky bar').toEqual([]);
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------------
// Stable layout: the Add button does not move as its count grows (1, 10, 25 in cart).
// ---------------------------------------------------------------------------------------------------

for (const viewport of VIEWPORTS) {
  test(`25 clicks at one spot on an Add button add 25 (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await open(page, `/restaurant/${openRestaurant.id}`);
    const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
    await add.scrollIntoViewIfNeeded();
    const box = (await add.boundingBox())!;
    const spot = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    for (let i = 0; i < 25; i += 1) await page.mouse.click(spot.x, spot.y);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 25 items');
    await expect(cartButton(page).locator('[data-count]')).toHaveAttribute('data-count', '25');
    const after = (await add.boundingBox())!;
    expect({ x: after.x, y: after.y }).toEqual({ x: box.x, y: box.y });
  });
}

// ---------------------------------------------------------------------------------------------------
// The cart badge: the exact sum of quantities, a wider pill for three digits.
// ---------------------------------------------------------------------------------------------------

test('the cart badge shows 110, not "99+", in a wider pill; the name says 110 items', async ({ page }) => {
  await open(page, `/restaurant/${openRestaurant.id}`);
  const adds = page.getByRole('button', { name: /^Add .+ to cart$/ });
  const badge = cartButton(page).locator('[data-count]');
  await adds.first().click();
  const one = (await badge.boundingBox())!;
  // 110 = 7 dishes × 15 + 5.
  for (let dish = 0; dish < 8; dish += 1) {
    const times = dish < 7 ? 15 : 5;
    for (let i = dish === 0 ? 1 : 0; i < times; i += 1) await adds.nth(dish).click();
  }
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 110 items');
  await expect(badge).toHaveAttribute('data-count', '110');
  const wide = (await badge.boundingBox())!;
  expect(wide.width).toBeGreaterThan(one.width + 8);
  expect(wide.height).toBe(one.height);
  const button = (await cartButton(page).boundingBox())!;
  // Anchored on the right: the pill grows leftwards, over the button, not off the screen.
  expect(Math.abs(wide.x + wide.width - (one.x + one.width))).toBeLessThan(0.5);
  expect(wide.x).toBeGreaterThan(button.x);
});

// ---------------------------------------------------------------------------------------------------
// Forced colours (Windows High Contrast): selected, current and invalid states keep a cue of their own.
// ---------------------------------------------------------------------------------------------------

/** The computed non-colour cues of an element: outline, underline, weight, border width. */
async function cues(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      const after = getComputedStyle(el, '::after');
      return {
        outline: style.outlineStyle !== 'none' ? parseFloat(style.outlineWidth) : 0,
        underline: style.textDecorationLine.includes('underline'),
        weight: Number(style.fontWeight),
        border: parseFloat(style.borderTopWidth),
        marker: after.content !== 'none' && after.content !== 'normal' ? after.content : '',
      };
    });
}

for (const forcedColors of ['none', 'active'] as const) {
  test.describe(`forced colours ${forcedColors}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ forcedColors });
    });

    test('the selected chip differs from the others by more than colour', async ({ page }) => {
      await open(page, '/');
      // Blur: the global focus ring is not the cue under test.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const selected = await cues(page, '[aria-pressed="true"]');
      const other = await cues(page, '[aria-pressed="false"]');
      // A ring around the selected chip, in both modes (fills are dropped in forced colours).
      expect(selected.outline).toBeGreaterThanOrEqual(2);
      expect(other.outline).toBe(0);
      if (forcedColors === 'active') {
        // And the system's selected colours, as a native selected option.
        const fills = await page.evaluate(() =>
          ['true', 'false'].map(
            (pressed) => getComputedStyle(document.querySelector(`[aria-pressed="${pressed}"]`)!).backgroundColor,
          ),
        );
        expect(fills[0]).not.toBe(fills[1]);
      }
    });

    test('the current admin nav item differs from the others by more than colour', async ({ page }) => {
      await open(page, '/admin/orders');
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      const current = await cues(page, 'nav a[aria-current="page"]');
      const other = await cues(page, 'nav a:not([aria-current])');
      expect(current.underline).toBe(true);
      expect(other.underline).toBe(false);
      expect(current.weight).toBeGreaterThan(other.weight);
    });

    test('vegetarian and non-vegetarian markers differ in shape', async ({ page }) => {
      await open(page, `/restaurant/${openRestaurant.id}`);
      const shape = (name: string) =>
        page
          .getByRole('img', { name, exact: true })
          .first()
          .evaluate((el) => {
            const inner = el.firstElementChild as HTMLElement;
            const style = getComputedStyle(inner);
            return { radius: style.borderRadius, clip: style.clipPath };
          });
      expect(await shape('Vegetarian')).not.toEqual(await shape('Non-vegetarian'));
    });

    test('an invalid field keeps a cue beyond its red border', async ({ page }) => {
      await open(page, '/admin/restaurants');
      await page.getByRole('button', { name: 'Add Restaurant' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Add Restaurant', exact: true }).click();
      const invalid = dialog.locator('[aria-invalid="true"]').first();
      await expect(invalid).toBeVisible();
      const valid = await dialog
        .locator('input[type="text"]:not([aria-invalid="true"]), input[type="url"]:not([aria-invalid="true"])')
        .first()
        .evaluate((el) => {
          const style = getComputedStyle(el);
          return { border: parseFloat(style.borderTopWidth), style: style.borderTopStyle };
        });
      const bad = await invalid.evaluate((el) => {
        const style = getComputedStyle(el);
        return { border: parseFloat(style.borderTopWidth), style: style.borderTopStyle };
      });
      expect(bad.border).toBeGreaterThan(valid.border);
      // The error text carries an icon, not colour alone.
      const errorId = (await invalid.getAttribute('aria-describedby'))?.split(' ') ?? [];
      const hasIcon = await page.evaluate(
        (ids) => ids.some((id) => document.getElementById(id)?.querySelector('svg')),
        errorId,
      );
      expect(hasIcon).toBe(true);
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// The cart dialog: announcements, and browser Back closes it.
// ---------------------------------------------------------------------------------------------------

test('the cart dialog announces each change politely: name, quantity and total', async ({ page }) => {
  await open(page, `/restaurant/${openRestaurant.id}`);
  const menu = seeded.menuItems.filter((item) => item.restaurantId === openRestaurant.id);
  const [first] = menu;
  await page.getByRole('button', { name: `Add ${first!.name} to cart`, exact: true }).click();
  await cartButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Your Cart' });
  const region = dialog.locator('[aria-live="polite"]');
  await expect(region).toHaveText('');
  const money = (dollars: number) => `$${dollars.toFixed(2)}`;
  await dialog.getByRole('button', { name: `Increase quantity of ${first!.name}` }).click();
  await expect(region).toHaveText(`${first!.name}, quantity 2. Total ${money(first!.price * 2)}`);
  await dialog.getByRole('button', { name: `Increase quantity of ${first!.name}` }).click();
  await expect(region).toHaveText(`${first!.name}, quantity 3. Total ${money(first!.price * 3)}`);
  await dialog.getByRole('button', { name: `Decrease quantity of ${first!.name}` }).click();
  await expect(region).toHaveText(`${first!.name}, quantity 2. Total ${money(first!.price * 2)}`);
  await dialog.getByRole('button', { name: `Remove ${first!.name} from cart` }).click();
  await expect(region).toHaveText(`${first!.name} removed. Total $0.00`);
});

test('browser Back with the cart dialog open closes the dialog', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('main').getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/restaurant\//);
  await cartButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/\?seed=/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Order food from your favorite restaurants' }),
  ).toBeVisible();
});

test('a restaurant without menu items says "No menu items yet." under All', async ({ page }) => {
  // Deleting every dish of a restaurant in the admin (in memory), then opening its page in the same tab.
  await open(page, '/admin/menu-items');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await page.getByRole('combobox', { name: /restaurant/i }).selectOption({ label: openRestaurant.name });
  const deletes = page.getByRole('main').getByRole('button', { name: /^Delete / });
  await expect(deletes).toHaveCount(16);
  for (let i = 0; i < 16; i += 1) {
    await deletes.first().click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /delete/i })
      .click();
  }
  await expect(deletes).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to App' }).click();
  await page.getByRole('main').getByRole('link', { name: openRestaurant.name }).click();
  await expect(page.getByRole('button', { name: 'All', pressed: true })).toBeVisible();
  await expect(page.getByText('No menu items yet.')).toBeVisible();
  await expect(page.getByText('No items in this category.')).toHaveCount(0);
});
