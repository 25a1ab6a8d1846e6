import type { Locator, Page } from '@playwright/test';
import { createSeedData } from '../src/data';
import { MAX_LENGTH } from '../src/domain';
import { test, expect, open, navigateInApp, SEED } from './fixtures';

/**
 * Text a user can enter, as one unbroken word, never widens a layout: added through the admin form at a phone's
 * 360 px and a desktop's 1280 px, it breaks (or ends in an ellipsis, its full text kept) in the form while it is
 * typed, in the admin card, and on the storefront's card and restaurant page; nothing scrolls sideways.
 */
const SIZES = [
  { name: 'phone 360', viewport: { width: 360, height: 740 } },
  { name: 'desktop 1280', viewport: { width: 1280, height: 900 } },
] as const;

/** `text` without its spaces and punctuation, repeated into one unbroken word of `length` characters. */
const unbroken = (text: string, length: number) => {
  const word = text.replace(/[^\p{L}\p{N}]/gu, '');
  return word.repeat(Math.ceil(length / word.length)).slice(0, length);
};

const seeded = createSeedData({ seed: SEED, now: new Date() });
const source = seeded.restaurants[1]!;
const LENGTH = 40;

/** How far the page scrolls sideways (0 or less when it fits the window). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** How far `box` scrolls sideways inside itself (0 or less when its content fits). */
const ownOverflow = (box: Locator) => box.evaluate((element) => element.scrollWidth - element.clientWidth);

/** `text`'s right edge is inside `box` (the text box itself, not its hidden overflow). */
async function expectInside(box: Locator, text: Locator) {
  const outer = (await box.boundingBox())!;
  const inner = (await text.boundingBox())!;
  expect(inner.x).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
}

/**
 * From now on, records after every keystroke in `dialog` how far the page and the dialog's boxes scroll sideways
 * (the largest seen): `window.__widest`.
 */
async function watchWhileTyping(page: Page) {
  await page.evaluate(() => {
    const record = () => {
      const dialog = document.querySelector('[role="dialog"]');
      const boxes = dialog ? [dialog, ...Array.from(dialog.querySelectorAll('form, [class*="Body"], ul, li'))] : [];
      const widest = Math.max(
        document.documentElement.scrollWidth - window.innerWidth,
        ...boxes.map((box) => box.scrollWidth - box.clientWidth),
      );
      const state = window as unknown as { __widest?: number };
      state.__widest = Math.max(state.__widest ?? -Infinity, widest);
    };
    document.addEventListener('input', record, true);
    document.addEventListener('keyup', record, true);
  });
}

for (const size of SIZES) {
  test(`${size.name}: a restaurant with a long unbroken name and cuisine lays out everywhere`, async ({ page }) => {
    await page.setViewportSize(size.viewport);
    const name = unbroken(source.name, LENGTH);
    const typedCuisine = unbroken(source.cuisine.join('') + source.description, LENGTH);
    // The Cuisines box takes at most MAX_LENGTH.cuisine characters: the rest of the 40 typed is refused.
    const cuisine = typedCuisine.slice(0, MAX_LENGTH.cuisine);
    const address = unbroken(source.address, LENGTH);
    const description = unbroken(source.description, LENGTH);

    await open(page, '/admin/restaurants');
    await page.getByRole('button', { name: 'Add Restaurant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Restaurant' });
    await watchWhileTyping(page);
    await dialog.getByLabel('Name').pressSequentially(name);
    await dialog.getByLabel('Cuisines').pressSequentially(typedCuisine);
    await expect(dialog.getByLabel('Cuisines')).toHaveValue(cuisine);
    await dialog.getByLabel('Cuisines').press('Enter');
    await expect(dialog.getByRole('list', { name: 'Added cuisines' })).toContainText(cuisine);
    await dialog.getByLabel('Address').pressSequentially(address);
    await dialog.getByLabel('Description').pressSequentially(description);
    await dialog.getByLabel('Image URL').fill(`https://picsum.photos/seed/${name}/800/500`);
    const widest = await page.evaluate(() => (window as unknown as { __widest: number }).__widest);
    expect(widest, 'the form scrolled sideways while typing').toBeLessThanOrEqual(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await ownOverflow(dialog)).toBeLessThanOrEqual(0);
    await expectInside(dialog, dialog.getByRole('list', { name: 'Added cuisines' }).getByText(cuisine));
    await dialog.getByRole('button', { name: 'Add Restaurant' }).click();
    await expect(dialog).toBeHidden();

    // The admin card.
    const adminCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await adminCard.scrollIntoViewIfNeeded();
    await expect(adminCard).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await ownOverflow(adminCard)).toBeLessThanOrEqual(0);
    await expectInside(adminCard, adminCard.getByRole('heading', { name, exact: true }));
    for (const text of [cuisine, address]) await expectInside(adminCard, adminCard.getByText(text));

    // The storefront's card, then the restaurant's page.
    await navigateInApp(page, '/');
    const link = page.getByRole('link', { name, exact: true });
    const card = page.getByRole('article').filter({ has: link });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await ownOverflow(card)).toBeLessThanOrEqual(0);
    await expectInside(card, link);
    await expectInside(card, card.getByText(cuisine));

    await link.click();
    const heading = page.getByRole('heading', { level: 1, name, exact: true });
    await expect(heading).toBeVisible();
    const hero = page.locator('section').filter({ has: heading });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await ownOverflow(hero)).toBeLessThanOrEqual(0);
    await expectInside(hero, heading);
    await expectInside(hero, hero.getByText(description));
    await expectInside(hero, hero.getByText(address));
    // The cuisine's tag may end in an ellipsis: its full text stays in its title.
    await expect(hero.getByRole('list', { name: 'Cuisines' }).locator(`[title="${cuisine}"]`)).toBeVisible();
  });
}
