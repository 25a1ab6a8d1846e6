import type { Page } from '@playwright/test';
import { createSeedData } from '../src/data';
import { test, expect, open, SEED } from './fixtures';

/**
 * Focus survives every layout (WCAG 2.2 SC 2.4.11, Focus Not Obscured): Tab and Shift+Tab through a whole page,
 * with the phone menu opened and shut first, never leave the focused control under the sticky bar (the
 * storefront header, the admin top bar) or outside the window, at 200 % zoom (640 × 450 CSS px at device scale
 * 2), on a phone and on a desktop. The phone panel closes when focus or a press leaves it, and a delete confirmed
 * with the keyboard leaves focus on the neighbour card, where the deleted one was.
 */
const SIZES = [
  { name: '200 % zoom', viewport: { width: 640, height: 450 }, deviceScaleFactor: 2 },
  { name: 'phone 360', viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 },
  { name: 'desktop 1280', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
] as const;

const data = createSeedData({ seed: SEED, now: new Date() });
const openRestaurant = data.restaurants.find((r) => r.isOpen)!;

const PAGES = [
  '/',
  `/restaurant/${openRestaurant.id}`,
  '/admin',
  '/admin/restaurants',
  '/admin/menu-items',
  '/admin/orders',
  '/admin/users',
];

/** Where the focused element is, against the sticky bars and the window. */
interface FocusPlace {
  /** A short description of the focused element ('button "Edit Arancini"'), or 'body'. */
  what: string;
  /** Whether it is the <body> (focus left the page's content). */
  body: boolean;
  /** Whether it is where the walk started (marked `data-walk-start`): the walk went round. */
  back: boolean;
  /** The focused element's box. */
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** Whether it is inside a sticky bar. */
  inBar: boolean;
  /** The lowest bottom edge of the sticky bars it lies under (sideways overlap), 0 when none. */
  barBottom: number;
  innerWidth: number;
  innerHeight: number;
}

/** The focused element, its box and the sticky bars' bottom edge, read in the page. */
function focusPlace(page: Page): Promise<FocusPlace> {
  return page.evaluate(() => {
    const el = document.activeElement;
    const { innerWidth, innerHeight } = window;
    if (!(el instanceof HTMLElement) || el === document.body) {
      return {
        what: 'body',
        body: true,
        back: false,
        top: 0,
        bottom: 0,
        left: 0,
        right: 0,
        inBar: false,
        barBottom: 0,
        innerWidth,
        innerHeight,
      };
    }
    // The focus ring, which may be drawn by an ancestor (a card rings itself when its link has focus): the box of
    // the nearest element with an outline, grown by the outline's width and offset.
    let ringed: Element = el;
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
        ringed = node;
        break;
      }
    }
    const ring = getComputedStyle(ringed);
    const grow =
      ring.outlineStyle === 'none' ? 0 : parseFloat(ring.outlineWidth) + Math.max(0, parseFloat(ring.outlineOffset));
    const rect = ringed.getBoundingClientRect();
    const box = {
      top: rect.top - grow,
      bottom: rect.bottom + grow,
      left: rect.left - grow,
      right: rect.right + grow,
    };
    const bars = Array.from(document.querySelectorAll<HTMLElement>('header')).filter((bar) =>
      ['sticky', 'fixed'].includes(getComputedStyle(bar).position),
    );
    const inBar = bars.some((bar) => bar.contains(el));
    const barBottom = Math.max(
      0,
      ...bars
        .map((bar) => bar.getBoundingClientRect())
        .filter((bar) => bar.left < box.right && bar.right > box.left)
        .map((bar) => bar.bottom),
    );
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return {
      what: `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name}"`,
      body: false,
      back: el.hasAttribute('data-walk-start'),
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      inBar,
      barBottom,
      innerWidth,
      innerHeight,
    };
  });
}

/**
 * What is wrong with where focus is, or null: a control outside a sticky bar starts below the bar and ends inside
 * the window (one taller or wider than the room there shows at least a part of itself), and lies inside the
 * window sideways.
 */
function obscured(place: FocusPlace): string | null {
  if (place.body || place.inBar) return null;
  const room = place.innerHeight - place.barBottom;
  const height = place.bottom - place.top;
  const width = place.right - place.left;
  const slack = 0.5;
  if (height <= room) {
    if (place.top < place.barBottom - slack) return `top ${place.top} under the bar ending at ${place.barBottom}`;
    if (place.bottom > place.innerHeight + slack)
      return `bottom ${place.bottom} below the window (${place.innerHeight})`;
  } else if (place.bottom <= place.barBottom || place.top >= place.innerHeight) {
    return `no part of it between the bar (${place.barBottom}) and the window's end (${place.innerHeight})`;
  }
  if (width <= place.innerWidth) {
    if (place.left < -slack || place.right > place.innerWidth + slack)
      return `sideways ${place.left}–${place.right} outside the window (${place.innerWidth})`;
  } else if (place.right <= 0 || place.left >= place.innerWidth) {
    return 'sideways out of the window';
  }
  return null;
}

/** Whether the phone menu toggle is shown (storefront below 768 px, admin below 1024 px). */
async function openAndShutMenu(page: Page, admin: boolean) {
  const toggle = page.getByRole('button', { name: admin ? 'Admin menu' : 'Menu', exact: true });
  if (!(await toggle.isVisible())) return;
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  if (admin) {
    // The drawer opens over the page with focus on its close button; Escape shuts it and gives focus back.
    await page.keyboard.press('Escape');
  } else {
    await toggle.click();
  }
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
}

/**
 * Presses `key` until focus leaves the page or comes back to where it started (at most `limit` times), checking
 * after each press, 50 ms apart, that the focused control is in plain view (one round-trip a step). Returns how many controls it visited.
 */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', limit = 400): Promise<number> {
  const problems: string[] = [];
  const start = await page.evaluate(() => {
    const el = document.activeElement;
    if (el instanceof HTMLElement) el.dataset.walkStart = '';
    return el?.tagName;
  });
  expect(start).toBeDefined();
  let steps = 0;
  for (; steps < limit; steps++) {
    await page.keyboard.press(key);
    // 50 ms between presses, as a quick keyboard user (and issue 24) presses them.
    await page.waitForTimeout(50);
    const place = await focusPlace(page);
    if (place.body || place.back) break;
    const problem = obscured(place);
    if (problem) problems.push(`${key} #${steps + 1} ${place.what}: ${problem}`);
  }
  await page.evaluate(() => document.querySelector('[data-walk-start]')?.removeAttribute('data-walk-start'));
  expect(steps, `${key} stopped after ${limit} presses`).toBeLessThan(limit);
  expect(problems, `focus under a sticky bar or out of the window (${steps} ${key} steps)`).toEqual([]);
  return steps;
}

for (const size of SIZES) {
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor });

    for (const path of PAGES) {
      test(`Tab and Shift+Tab through ${path} keep focus in view`, async ({ page }) => {
        // Up to a hundred and more presses each way, beside other heavy jobs.
        test.setTimeout(90_000);
        await open(page, path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForSelector('html[data-seeded]');
        await openAndShutMenu(page, path.startsWith('/admin'));
        const forward = await walk(page, 'Tab');
        expect(forward, 'the page has controls to visit').toBeGreaterThan(0);
        // From the end of the page back to its start.
        await page.keyboard.press('Shift+Tab');
        await walk(page, 'Shift+Tab');
      });
    }
  });
}

test.describe('the phone panel at 200 % zoom', () => {
  test.use({ viewport: { width: 640, height: 450 }, deviceScaleFactor: 2 });

  test('closes when focus leaves it, and focus never hides under the header', async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, `/restaurant/${openRestaurant.id}`);
    await page.waitForSelector('html[data-seeded]');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const search = page.getByRole('searchbox', { name: 'Search restaurants' });
    await expect(search).toBeVisible();
    // Through the panel (search, Login, theme) to the cart button after it: the panel closes.
    await toggle.focus();
    const cart = page.getByRole('button', { name: /^Cart,/ });
    for (let i = 0; i < 20 && !(await cart.evaluate((button) => button === document.activeElement)); i++) {
      await expect(toggle, 'open while focus is in it').toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await page.waitForTimeout(50);
    }
    await expect(cart).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toBeHidden();
    // Shift+Tab into the panel again is impossible (it is shut): focus goes to the toggle.
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();

    // Open again; Shift+Tab from the toggle to the brand link leaves it too.
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('link', { name: /FoodDash/ })).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // A press on the page outside it closes it, and the page keeps what was pressed.
    await toggle.click();
    await expect(search).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // A press inside it does not.
    await toggle.click();
    await search.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(search).toBeFocused();
  });

  test('the page scroll padding follows the header, panel open or shut', async ({ page }) => {
    await open(page, '/');
    await page.waitForSelector('html[data-seeded]');
    const padding = () =>
      page.evaluate(() => ({
        padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
        header: document.querySelector('header')!.getBoundingClientRect().height,
      }));
    const shut = await padding();
    expect(shut.padding).toBeGreaterThanOrEqual(shut.header);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect
      .poll(async () => {
        const open = await padding();
        return open.header > shut.header + 100 && open.padding >= open.header;
      })
      .toBe(true);
  });
});

/** How many px of the focused element the toast stack covers (0 when none shows, or it covers none of it). */
function underToasts(page: Page): Promise<number> {
  return page.evaluate(() => {
    const stack = document.querySelector('[aria-label="Notifications"] ol')?.getBoundingClientRect();
    const box = document.activeElement?.getBoundingClientRect();
    if (!stack || !box || stack.height === 0) return 0;
    const width = Math.min(box.right, stack.right) - Math.max(box.left, stack.left);
    const height = Math.min(box.bottom, stack.bottom) - Math.max(box.top, stack.top);
    return width > 0 && height > 0 ? Math.round(height) : 0;
  });
}

for (const size of SIZES) {
  test.describe(`a keyboard delete at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor });

    for (const { path, noun } of [
      { path: '/admin/restaurants', noun: 'Restaurants' },
      { path: '/admin/menu-items', noun: 'Menu items' },
    ]) {
      test(`on ${path} leaves focus on the neighbour card, in place`, async ({ page }) => {
        test.setTimeout(90_000);
        await open(page, path);
        await page.waitForSelector('html[data-seeded]');
        const list = page.getByRole('list', { name: noun });
        const cards = list.locator('[data-card-id]');
        await expect(cards.nth(4)).toBeVisible();
        const ids = await cards.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.cardId!));

        /** Deletes the card at `index` with the keyboard; returns the scroll position before and after. */
        const deleteWithKeyboard = async (index: number) => {
          const del = cards.nth(index).getByRole('button', { name: /^Delete / });
          await del.focus();
          await page.keyboard.press('Enter');
          const dialog = page.getByRole('alertdialog');
          await expect(dialog).toBeVisible();
          const before = await page.evaluate(() => window.scrollY);
          await dialog.getByRole('button', { name: 'Delete', exact: true }).focus();
          await page.keyboard.press('Enter');
          await expect(dialog).toBeHidden();
          await page.waitForTimeout(100);
          const after = await page.evaluate(() => window.scrollY);
          return { before, after };
        };

        // A card in the middle: focus goes to the card that took its place (the next one).
        const { before, after } = await deleteWithKeyboard(4);
        expect(before, 'the page was scrolled down to the card').toBeGreaterThan(0);
        const focusedCard = () =>
          page.evaluate(
            () => (document.activeElement?.closest('[data-card-id]') as HTMLElement | null)?.dataset.cardId,
          );
        await expect.poll(focusedCard).toBe(ids[5]);
        expect(after, 'the page did not scroll to the top').toBeGreaterThan(0);
        expect(Math.abs(after - before), 'the page stayed where it was').toBeLessThan(size.viewport.height / 2);
        expect(obscured(await focusPlace(page)), 'the focused card is in view').toBeNull();
        // The "Undo" toast appeared over the bottom of the window: the focused control is not under it.
        await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(1);
        expect(await underToasts(page), 'px of the focused control under the toast').toBe(0);

        // The last card on the page: focus goes to the card that moved up from the next page, if any, else to the
        // one before it.
        const count = await cards.count();
        const lastId = await cards.nth(count - 1).getAttribute('data-card-id');
        await deleteWithKeyboard(count - 1);
        await expect(list.locator(`[data-card-id="${lastId}"]`)).toHaveCount(0);
        const now = await cards.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.cardId!));
        await expect.poll(focusedCard).toBe(now[Math.min(count - 1, now.length - 1)]);
        expect(await page.evaluate(() => window.scrollY), 'the page did not scroll to the top').toBeGreaterThan(0);
        expect(await underToasts(page), 'px of the focused control under the toasts').toBe(0);
      });
    }
  });
}

test('a keyboard delete that empties the list leaves focus on its heading', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, '/admin/menu-items');
  await page.waitForSelector('html[data-seeded]');
  const cards = page.getByRole('list', { name: 'Menu items' }).locator('[data-card-id]');
  // The restaurant and category with the fewest items (seeded data): deleting them all empties the list.
  const groups = new Map<string, { restaurantId: string; category: string; count: number }>();
  for (const item of data.menuItems) {
    const key = `${item.restaurantId} ${item.category}`;
    const group = groups.get(key) ?? { restaurantId: item.restaurantId, category: item.category, count: 0 };
    groups.set(key, { ...group, count: group.count + 1 });
  }
  const fewest = [...groups.values()].sort((a, b) => a.count - b.count)[0]!;
  await page.getByRole('combobox', { name: 'Restaurant' }).selectOption(fewest.restaurantId);
  await page.getByRole('combobox', { name: 'Category' }).selectOption(fewest.category);
  await expect(cards).toHaveCount(fewest.count);
  const dialog = page.getByRole('alertdialog');
  for (let left = fewest.count; left > 0; left -= 1) {
    await cards
      .first()
      .getByRole('button', { name: /^Delete / })
      .focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(cards).toHaveCount(left - 1);
  }
  await expect(cards).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Menu Items' })).toBeFocused();
});

test('Undo and Dismiss in a toast, by keyboard, give focus back to where it came from', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, '/admin/restaurants');
  await page.waitForSelector('html[data-seeded]');
  const cards = page.getByRole('list', { name: 'Restaurants' }).locator('[data-card-id]');
  const name = (await cards.nth(2).getByRole('heading').first().textContent())!.trim();
  await cards
    .nth(2)
    .getByRole('button', { name: /^Delete / })
    .focus();
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  const neighbour = cards.nth(2).getByRole('button', { name: /^Edit / });
  await expect(neighbour).toBeFocused();
  await neighbour.evaluate((button) => button.setAttribute('data-focus-origin', ''));
  // Into the stack (as Tab or F6 would take it) and Undo: the toast now says so, focus on its close button.
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await toasts.getByRole('button', { name: 'Undo' }).focus();
  await page.keyboard.press('Enter');
  await expect(toasts.getByRole('listitem')).toHaveText(new RegExp(`${name} restored`));
  await expect(toasts.getByRole('button', { name: 'Dismiss notification' })).toBeFocused();
  // Dismissed: focus goes back to the control it came from (the card that had taken the deleted one's place).
  await page.keyboard.press('Enter');
  await expect(toasts.getByRole('listitem')).toHaveCount(0);
  await expect(page.locator('[data-focus-origin]')).toBeFocused();
});

test('a cart line removed by keyboard leaves focus on the next line, then on Browse restaurants', async ({ page }) => {
  await open(page, `/restaurant/${openRestaurant.id}`);
  await page.waitForSelector('html[data-seeded]');
  const adds = page.getByRole('button', { name: /^Add .+ to cart$/ });
  for (const index of [0, 1, 2]) await adds.nth(index).click();
  await page.getByRole('button', { name: /^Cart,/ }).click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  const removes = cart.getByRole('button', { name: /^Remove .+ from cart$/ });
  await expect(removes).toHaveCount(3);
  const names = await removes.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
  // The first line's Remove: focus on the Remove of the line now in its place (the second).
  await removes.first().focus();
  await page.keyboard.press('Enter');
  await expect(removes).toHaveCount(2);
  await expect(cart.getByRole('button', { name: names[1]!, exact: true })).toBeFocused();
  // The last line's − at a quantity of 1: focus on the − of the line before it.
  const decreases = cart.getByRole('button', { name: /^Decrease quantity of / });
  await decreases.last().focus();
  await page.keyboard.press('Enter');
  await expect(removes).toHaveCount(1);
  await expect(decreases.first()).toBeFocused();
  // The last line: the cart is empty, and focus is on its next step.
  await page.keyboard.press('Enter');
  await expect(cart.getByRole('button', { name: 'Browse restaurants' })).toBeFocused();
});
