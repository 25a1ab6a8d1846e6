import type { Page } from '@playwright/test';
import { test, expect, open, expectNoBrokenImages } from './fixtures';

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart,/ });
const restaurantCards = (page: Page) => page.getByRole('main').getByRole('article');
const addButtons = (page: Page) => page.getByRole('button', { name: /^Add .+ to cart$/ });

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
  expect(await restaurantCards(page).count()).toBeGreaterThan(0);
  await expectNoBrokenImages(page);
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
});

test('the whole customer journey: restaurant, menu filter, cart arithmetic, checkout', async ({ page }) => {
  await open(page, '/');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');
  const card = restaurantCards(page).first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/restaurant\/restaurant-\d+/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
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
  await first.click();
  await first.click();
  await second.click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(cartButton(page).locator('[data-count]')).toHaveAttribute('data-count', '3');

  // The cart lives across pages.
  await page.getByRole('link', { name: 'Back to restaurants' }).click();
  await expect(page.getByRole('heading', { name: 'Popular Restaurants' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');

  await cartButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Total:')).toBeVisible();
  await dialog.getByRole('button', { name: `Increase quantity of ${firstName}` }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');
  await dialog.getByRole('button', { name: `Decrease quantity of ${firstName}` }).click();
  await dialog.getByRole('button', { name: `Decrease quantity of ${firstName}` }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await dialog.getByRole('button', { name: `Remove ${firstName} from cart` }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

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
  await expect(dialog.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
});

test('an unknown restaurant id says "Restaurant not found"', async ({ page }) => {
  await open(page, '/restaurant/restaurant-999');
  await expect(page.getByText('Restaurant not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to restaurants' }).click();
  await expect(page.getByRole('heading', { name: 'Popular Restaurants' })).toBeVisible();
});

test('an unknown route shows a not-found page with a way home', async ({ page }) => {
  await open(page, '/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  await page
    .getByRole('main')
    .getByRole('link', { name: /home|restaurants/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Popular Restaurants' })).toBeVisible();
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
  });

  test('no page overflows horizontally and no image is broken', async ({ page }) => {
    await open(page, '/');
    await expectNoHorizontalOverflow(page);
    await expectNoBrokenImages(page);
    await restaurantCards(page).first().getByRole('link').click();
    await expect(addButtons(page).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await addButtons(page).first().click();
    await cartButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expectNoBrokenImages(page);
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
