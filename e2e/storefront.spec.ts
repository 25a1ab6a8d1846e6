import type { Locator, Page } from '@playwright/test';
import { createSeedData } from '../src/data';
import type { Restaurant } from '../src/domain';
import { test, expect, open, expectFailedImagesReplaced, loadEveryImage, SEED } from './fixtures';

/** The data set the app generates for `?seed=42` (restaurants do not depend on the clock). */
const seeded = createSeedData({ seed: SEED, now: new Date() });

/**
 * Some pictures fail (404) in every test of this file: those whose picsum seed slug ends in a vowel
 * (with seed 42: two restaurant cards on home, several dishes on each menu). The app must show its
 * placeholder for them, never a broken-image icon.
 */
const FAILING_IMAGES = /picsum\.photos\/seed\/[^/]*[aeiou]\//;
test.use({ failingImages: FAILING_IMAGES });

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart,/ });
const restaurantCards = (page: Page) => page.getByRole('main').getByRole('article');
const addButtons = (page: Page) => page.getByRole('button', { name: /^Add .+ to cart$/ });

/** '$1,234.50' → 123450. */
const toCents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
const money = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The price shown on the menu card of the dish `name`, in cents. */
async function menuPrice(page: Page, name: string): Promise<number> {
  const addButton = page.getByRole('button', { name: `Add ${name} to cart`, exact: true });
  const card = page.getByRole('article').filter({ has: addButton });
  return toCents((await card.getByText(/^\$[\d,]+\.\d{2}$/).textContent())!);
}

/** The quantity a cart line shows ('Quantity: N'). */
async function lineQuantity(dialog: Locator, name: string): Promise<number> {
  const text = (await dialog.getByRole('group', { name: `Quantity of ${name}`, exact: true }).textContent())!;
  return Number(text.replace(/\D/g, ''));
}

/**
 * The dialog's 'Total:' equals Σ price × quantity, with each price read from its menu card and each
 * quantity read from the cart line; the quantities are also the ones expected.
 */
async function expectCartTotal(dialog: Locator, lines: { name: string; price: number; quantity: number }[]) {
  await expect(dialog.getByRole('listitem')).toHaveCount(lines.length);
  let total = 0;
  for (const line of lines) {
    await expect(dialog.getByRole('group', { name: `Quantity of ${line.name}`, exact: true })).toHaveText(
      `Quantity: ${line.quantity}`,
    );
    total += line.price * (await lineQuantity(dialog, line.name));
  }
  await expect(dialog.locator('p', { hasText: 'Total:' })).toHaveText(`Total:${money(total)}`);
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

test('home shows the hero, cuisine chips and only open restaurants', async ({ page }) => {
  await open(page, '/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Order food from your favorite restaurants' }),
  ).toBeVisible();
  await expect(page.getByText('Fast delivery • Great food • Amazing prices')).toBeVisible();
  await expect(page.getByText('Deliver to: New York, NY')).toBeVisible();
  await expect(page.getByPlaceholder('Search for restaurants, cuisines...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Browse by Cuisine' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All', pressed: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular Restaurants' })).toBeVisible();
  await expect(restaurantCards(page).first()).toBeVisible();
  // Closed restaurants are filtered out of home.
  await expect(page.getByRole('main').getByText('Closed', { exact: true })).toHaveCount(0);
  // Every open restaurant of the seed's data set, and no other: the count and the names, from the generator.
  const openOnes = seeded.restaurants.filter((restaurant) => restaurant.isOpen);
  const closedOnes = seeded.restaurants.filter((restaurant) => !restaurant.isOpen);
  expect(closedOnes.length, 'closed restaurants in the seed, to leave out').toBeGreaterThan(0);
  await expectShownExactly(page, openOnes, closedOnes);

  // Under a filter, still the open ones only: a cuisine the seed has both open and closed restaurants of (the
  // chip), then a search for a closed restaurant's first word (the header's search box).
  const has = (restaurant: Restaurant, cuisine: string) =>
    restaurant.cuisine.some((tag) => tag.toLowerCase() === cuisine.toLowerCase());
  const cuisine = closedOnes
    .flatMap((restaurant) => restaurant.cuisine)
    .find((tag) => openOnes.some((restaurant) => has(restaurant, tag)))!;
  expect(cuisine, 'a cuisine with open and closed restaurants in the seed').toBeDefined();
  const chip = page
    .getByRole('group', { name: 'Browse by Cuisine' })
    .getByRole('button', { name: cuisine, exact: true });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expectShownExactly(
    page,
    openOnes.filter((restaurant) => has(restaurant, cuisine)),
    seeded.restaurants.filter((restaurant) => has(restaurant, cuisine) && !restaurant.isOpen),
  );
  await page.getByRole('button', { name: 'All', exact: true }).click();

  // The search matches a name or a cuisine tag, any case: a word an open restaurant's name shares, if one does.
  const matching = (word: string) => (restaurant: Restaurant) =>
    [restaurant.name, ...restaurant.cuisine].some((text) => text.toLowerCase().includes(word.toLowerCase()));
  const firstWords = closedOnes.map((restaurant) => restaurant.name.split(' ')[0]!);
  const word = firstWords.find((first) => openOnes.some(matching(first))) ?? firstWords[0]!;
  const matches = matching(word);
  const search = page.getByRole('search').getByRole('searchbox');
  await search.fill(word);
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: `Search Results for "${word}"` })).toBeVisible();
  await expectShownExactly(page, openOnes.filter(matches), closedOnes.filter(matches));
});

/** The home page's cards are exactly `shown` (by count and by name), and none of `hidden` is among them. */
async function expectShownExactly(page: Page, shown: readonly Restaurant[], hidden: readonly Restaurant[]) {
  const cards = restaurantCards(page);
  await expect(cards).toHaveCount(shown.length);
  for (const restaurant of shown) {
    await expect(cards.getByRole('heading', { name: restaurant.name, exact: true })).toBeVisible();
  }
  for (const restaurant of hidden) {
    await expect(cards.getByRole('heading', { name: restaurant.name, exact: true })).toHaveCount(0);
  }
}

test('pictures that fail to load show the placeholder, never a broken image', async ({ page, failedImageUrls }) => {
  await open(page, '/');
  await loadEveryImage(page);
  await expectFailedImagesReplaced(page, failedImageUrls);
  // On home each card has one picture: a failed one is a placeholder, every other one loaded.
  const failedOnHome = new Set(failedImageUrls);
  expect(failedOnHome.size, 'restaurant pictures made to fail').toBeGreaterThan(0);
  const cards = await restaurantCards(page).count();
  await expect(page.getByRole('main').locator('[data-placeholder]')).toHaveCount(failedOnHome.size);
  await expect(page.getByRole('main').locator('img')).toHaveCount(cards - failedOnHome.size);
  for (const card of await restaurantCards(page).all()) {
    await expect(card.locator('img, [data-placeholder]')).toHaveCount(1);
  }

  // A menu whose restaurant picture loads, with some dishes' pictures failing.
  const before = failedImageUrls.length;
  await restaurantCards(page).first().getByRole('link').click();
  await expect(addButtons(page)).toHaveCount(16);
  await loadEveryImage(page);
  await expectFailedImagesReplaced(page, failedImageUrls);
  const failedOnMenu = new Set(failedImageUrls.slice(before));
  expect(failedOnMenu.size, 'dish pictures made to fail').toBeGreaterThan(0);
  const menu = page.getByRole('region', { name: 'Menu' });
  await expect(menu.locator('[data-placeholder]')).toHaveCount(failedOnMenu.size);
  await expect(menu.locator('img')).toHaveCount(16 - failedOnMenu.size);

  // The same dish in the cart shows the placeholder too.
  const dish = menu
    .getByRole('article')
    .filter({ has: page.locator('[data-placeholder]') })
    .first();
  await dish.getByRole('button', { name: /^Add .+ to cart$/ }).click();
  await cartButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.locator('[data-placeholder]')).toBeVisible();
  await expectFailedImagesReplaced(page, failedImageUrls);
});

test('search and cuisine filters narrow the list and say when nothing matches', async ({ page }) => {
  await open(page, '/');
  const all = await restaurantCards(page).count();
  const search = page.getByRole('search').getByRole('searchbox');
  await search.fill('ITALIAN');
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: 'Search Results for "ITALIAN"' })).toBeVisible();
  await expect(page).toHaveURL(/\?q=ITALIAN/);
  const italian = await restaurantCards(page).count();
  expect(italian).toBeGreaterThan(0);
  expect(italian).toBeLessThan(all);
  for (const card of await restaurantCards(page).all()) await expect(card).toContainText('Italian');

  await search.fill('zzz-no-such-food');
  await search.press('Enter');
  await expect(page.getByText('No restaurants found matching your criteria.')).toBeVisible();
  // The heading names the search; the empty state says what emptied the list (no cuisine is selected).
  await expect(page.getByText('No open restaurants match "zzz-no-such-food".')).toBeVisible();
  await expect(restaurantCards(page)).toHaveCount(0);

  await search.fill('');
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: 'Popular Restaurants' })).toBeVisible();
  const chips = page.getByRole('group', { name: /cuisine/i }).getByRole('button');
  const second = chips.nth(1);
  const cuisine = (await second.textContent())!.trim();
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  for (const card of await restaurantCards(page).all()) await expect(card).toContainText(cuisine);

  // A search keeps the selected cuisine (both filters apply) and the seed in the URL.
  const firstName = (await restaurantCards(page).first().getByRole('heading').textContent())!.trim();
  const word = firstName.split(' ')[0]!;
  await search.fill(word);
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: `Search Results for "${word}"` })).toBeVisible();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  const url = new URL(page.url());
  expect(url.searchParams.get('q')).toBe(word);
  expect(url.searchParams.get('cuisine')).toBe(cuisine);
  expect(url.searchParams.get('seed')).toBe('42');
  await expect(restaurantCards(page).first()).toBeVisible();
  for (const card of await restaurantCards(page).all()) await expect(card).toContainText(cuisine);
});

test('no results offers "Clear search and filters": the search and cuisine reset, the cards come back', async ({
  page,
}) => {
  await open(page, '/');
  const all = await restaurantCards(page).count();
  const chips = page.getByRole('group', { name: /cuisine/i }).getByRole('button');
  await chips.nth(1).click();
  await expect(chips.nth(1)).toHaveAttribute('aria-pressed', 'true');
  const cuisine = (await chips.nth(1).textContent())!.trim();
  const search = page.getByRole('search').getByRole('searchbox');
  await search.fill('zzz-no-such-food');
  await search.press('Enter');
  const empty = page.getByRole('status').filter({ hasText: 'No restaurants found matching your criteria.' });
  await expect(empty).toBeVisible();
  // The heading names only the search: the empty state names the cuisine as well.
  await expect(empty).toContainText(`No open ${cuisine} restaurants match "zzz-no-such-food".`);
  await expect(restaurantCards(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Popular Restaurants' });
  await expect(heading).toBeVisible();
  // The button went with the empty state: focus is on the list's heading, not on <body>.
  await expect(heading).toBeFocused();
  await expect(restaurantCards(page)).toHaveCount(all);
  await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(search).toHaveValue('');
  const url = new URL(page.url());
  expect(url.pathname).toBe('/');
  expect(url.searchParams.get('q')).toBeNull();
  expect(url.searchParams.get('cuisine')).toBeNull();
  expect(url.searchParams.get('seed')).toBe(String(SEED));
});

test('an empty cart offers "Browse restaurants": the dialog closes and home opens, keeping the seed', async ({
  page,
}) => {
  await open(page, '/');
  await restaurantCards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/restaurant\/restaurant-\d+/);
  await cartButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(dialog.getByText('Your cart is empty')).toBeVisible();
  await dialog.getByRole('button', { name: 'Browse restaurants' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Popular Restaurants' })).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe('/');
  expect(url.searchParams.get('seed')).toBe(String(SEED));
  // A new page: focus on its title (never <body>).
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('?cuisine= selects its chip whatever the case, and an unknown one selects All', async ({ page }) => {
  await open(page, '/');
  const all = await restaurantCards(page).count();
  const chips = page.getByRole('group', { name: 'Browse by Cuisine' });

  await open(page, '/?cuisine=italian');
  await expect(chips.getByRole('button', { name: 'Italian', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(restaurantCards(page).first()).toBeVisible();
  expect(await restaurantCards(page).count()).toBeLessThan(all);
  for (const card of await restaurantCards(page).all()) await expect(card).toContainText('Italian');

  await open(page, '/?cuisine=Unknown');
  await expect(chips.getByRole('button', { pressed: true })).toHaveText(['All']);
  await expect(restaurantCards(page)).toHaveCount(all);
  await expect(page.getByText('No restaurants found matching your criteria.')).toHaveCount(0);
});

test("a closed restaurant's page, reached by URL, shows its menu but takes no order", async ({ page }) => {
  const closed = seeded.restaurants.find((restaurant) => !restaurant.isOpen)!;
  const menu = seeded.menuItems.filter((item) => item.restaurantId === closed.id);
  await open(page, '/');
  await expect(restaurantCards(page).first()).toBeVisible();
  await expect(restaurantCards(page).filter({ hasText: closed.name })).toHaveCount(0);

  await open(page, `/restaurant/${closed.id}`);
  await expect(page.getByRole('heading', { level: 1, name: closed.name, exact: true })).toBeVisible();
  // Said once, over the menu (no second 'Closed' label in the hero, nothing repeated on each card).
  const notice = 'This restaurant is closed right now. You can browse the menu, but ordering is unavailable.';
  await expect(page.getByText(notice)).toHaveCount(1);
  await expect(page.getByText(notice)).toBeVisible();
  await expect(page.getByRole('main').getByText('Closed', { exact: true })).toHaveCount(0);
  await expect(addButtons(page)).toHaveCount(16);
  for (const item of menu) {
    const add = page.getByRole('button', { name: `Add ${item.name} to cart`, exact: true });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(notice);
  }
  // Even a forced click adds nothing.
  await addButtons(page).first().click({ force: true });
  await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');
  // The menu can still be browsed.
  await page.getByRole('group', { name: 'Menu categories' }).getByRole('button', { name: 'Desserts' }).click();
  await expect(addButtons(page)).toHaveCount(4);
});

test('with ?seed= in the URL, navigating keeps the seed and a reload shows the same data', async ({ page }) => {
  await open(page, '/');
  const names = await restaurantCards(page).getByRole('heading').allTextContents();
  await restaurantCards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/restaurant\/restaurant-\d+\?seed=42$/);
  await page.getByRole('link', { name: 'Back to restaurants' }).click();
  await expect(page).toHaveURL(/\/\?seed=42$/);
  await page.reload();
  await expect(restaurantCards(page).getByRole('heading')).toHaveText(names);
});

test('the whole customer journey: restaurant, menu filter, cart arithmetic, checkout', async ({ page }) => {
  await open(page, '/');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');
  const card = restaurantCards(page).first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/restaurant\/restaurant-\d+/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The followed link is gone: focus moves to the new page's title, not to <body>.
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Back to restaurants' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Menu' })).toBeVisible();
  await expect(addButtons(page)).toHaveCount(16);

  const categories = page.getByRole('group', { name: /categor/i });
  await categories.getByRole('button', { name: 'Desserts' }).click();
  await expect(addButtons(page)).toHaveCount(4);
  await categories.getByRole('button', { name: 'All' }).click();
  await expect(addButtons(page)).toHaveCount(16);

  // Badge = sum of quantities: item A twice, item B once → 3.
  const first = addButtons(page).nth(0);
  const second = addButtons(page).nth(1);
  const firstName = (await first.getAttribute('aria-label'))!.replace(/^Add (.+) to cart$/, '$1');
  const secondName = (await second.getAttribute('aria-label'))!.replace(/^Add (.+) to cart$/, '$1');
  const firstPrice = await menuPrice(page, firstName);
  const secondPrice = await menuPrice(page, secondName);
  await first.click();
  await first.click();
  await second.click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(cartButton(page).locator('[data-count]')).toHaveAttribute('data-count', '3');

  // The cart lives across pages.
  await page.getByRole('link', { name: 'Back to restaurants' }).click();
  await expect(page.getByRole('heading', { name: 'Popular Restaurants' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');

  await cartButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Total:')).toBeVisible();
  const a = { name: firstName, price: firstPrice };
  const b = { name: secondName, price: secondPrice };
  await expectCartTotal(dialog, [
    { ...a, quantity: 2 },
    { ...b, quantity: 1 },
  ]);
  await dialog.getByRole('button', { name: `Increase quantity of ${firstName}` }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');
  await expectCartTotal(dialog, [
    { ...a, quantity: 3 },
    { ...b, quantity: 1 },
  ]);
  await dialog.getByRole('button', { name: `Decrease quantity of ${firstName}` }).click();
  await dialog.getByRole('button', { name: `Decrease quantity of ${firstName}` }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await expectCartTotal(dialog, [
    { ...a, quantity: 1 },
    { ...b, quantity: 1 },
  ]);
  await dialog.getByRole('button', { name: `Remove ${firstName} from cart` }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await expectCartTotal(dialog, [{ ...b, quantity: 1 }]);

  // Escape closes and focus returns to the cart button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cartButton(page)).toBeFocused();

  await cartButton(page).click();
  const alerts: string[] = [];
  page.once('dialog', (shown) => {
    alerts.push(`${shown.type()}: ${shown.message()}`);
    void shown.accept();
  });
  await dialog.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect.poll(() => alerts).toEqual(['alert: Order placed successfully! This is a demo.']);
  await expect(dialog).toBeHidden();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');
  await cartButton(page).click();
  await expect(dialog.getByText('Your cart is empty')).toBeVisible();
  await expect(dialog.locator('p', { hasText: 'Total:' })).toHaveText('Total:$0.00');
  await expect(dialog.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
});

test('an unknown restaurant id says "Restaurant not found"', async ({ page }) => {
  await open(page, '/restaurant/restaurant-999');
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurant not found', exact: true })).toBeVisible();
  await expect(page.getByText('Restaurant not found', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Menu', exact: true })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Back to restaurants', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Popular Restaurants', exact: true })).toBeVisible();
});

test('an unknown route shows a not-found page with a way home', async ({ page }) => {
  await open(page, '/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found', exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to restaurants', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Popular Restaurants', exact: true })).toBeVisible();
});

test.describe('on a tablet (768 px)', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the header shows location, Login and the whole search placeholder, with no overflow', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByText('Deliver to: New York, NY')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    const search = page.getByRole('search').getByRole('searchbox');
    await expect(search).toHaveAttribute('placeholder', 'Search for restaurants, cuisines...');
    const fits = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width <= room;
    });
    expect(fits, 'the placeholder is not cut off').toBe(true);
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the menu toggle opens the panel with search, location and Login', async ({ page }) => {
    await open(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('search')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('search')).toBeVisible();
    await expect(panel.getByText('Deliver to: New York, NY')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Searching from the panel closes it (navigation closes the menu).
    await toggle.click();
    await panel.getByRole('searchbox').fill('a');
    await panel.getByRole('searchbox').press('Enter');
    await expect(page.getByRole('heading', { name: 'Search Results for "a"' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The search box went away with the panel: focus is on the toggle, not on <body>.
    await expect(toggle).toBeFocused();
    // The same search again (same URL) closes it too.
    await toggle.click();
    await expect(panel.getByRole('searchbox')).toHaveValue('a');
    await panel.getByRole('searchbox').press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Focus moving out into the page closes it, and stays where it went.
    await toggle.click();
    const card = restaurantCards(page).first().getByRole('link');
    await card.focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(card).toBeFocused();
  });

  test('no page overflows horizontally and no image is broken', async ({ page, failedImageUrls }) => {
    await open(page, '/');
    await loadEveryImage(page);
    await expectNoHorizontalOverflow(page);
    await expectFailedImagesReplaced(page, failedImageUrls);
    await restaurantCards(page).first().getByRole('link').click();
    await expect(addButtons(page).first()).toBeVisible();
    await loadEveryImage(page);
    await expectNoHorizontalOverflow(page);
    await expectFailedImagesReplaced(page, failedImageUrls);
    for (let i = 0; i < 4; i += 1) await addButtons(page).nth(i).click();
    await cartButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
    await loadEveryImage(page);
    await expectNoHorizontalOverflow(page);
    await expectFailedImagesReplaced(page, failedImageUrls);
    expect(failedImageUrls.length, 'pictures made to fail').toBeGreaterThan(0);
  });
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page already shows its header and hero (prerendered shell)', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Order food from your favorite restaurants' }),
    ).toBeVisible();
    await expect(page.getByText('Deliver to: New York, NY')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, empty' })).toBeVisible();
  });
});

test('the prerendered home shell is replaced, and never shown on other routes', async ({ page }) => {
  await open(page, '/restaurant/restaurant-1');
  await expect(page.getByRole('link', { name: 'Back to restaurants' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order food from your favorite restaurants' })).toHaveCount(0);
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
});
