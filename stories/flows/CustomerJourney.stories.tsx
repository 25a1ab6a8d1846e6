import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { RESTAURANT_PAGE_SIZE, shownText } from '../../src/components/storefront';
import { filterRestaurants, formatPrice, lineTotal, sumCents, type SeedData } from '../../src/domain';
import { AppAtRoute } from '../support/AppAtRoute';
import { leaveFocus } from '../support/focus';
import { storyData } from '../support/storyData';
import { atViewport } from '../../.storybook/modes';

const ORDER_PLACED = 'Order placed successfully! This is a demo.';

/**
 * The journey's cast, from the data the app runs on (the toolbar seed's): the first open restaurant
 * with a starter and a dessert, found by searching for its first cuisine.
 */
function journey(context: Parameters<typeof storyData>[0]) {
  const data: SeedData = storyData(context);
  const menuOf = (id: string) => data.menuItems.filter((item) => item.restaurantId === id);
  const place = data.restaurants.find(
    (restaurant) =>
      restaurant.isOpen &&
      restaurant.cuisine.length > 0 &&
      menuOf(restaurant.id).some((item) => item.category === 'Starters') &&
      menuOf(restaurant.id).some((item) => item.category === 'Desserts'),
  )!;
  const search = place.cuisine[0]!.toLowerCase();
  const menu = menuOf(place.id);
  return {
    place,
    search,
    found: filterRestaurants(data.restaurants, { search }),
    starter: menu.find((item) => item.category === 'Starters')!,
    dessert: menu.find((item) => item.category === 'Desserts')!,
  };
}

const meta = {
  ...atViewport('desktop'),
  title: 'Flows/Customer journey',
  id: 'flows-customerjourney',
  component: AppAtRoute,
  parameters: { ...atViewport('desktop').parameters, router: { disable: true }, layout: 'fullscreen' },
  args: { path: '/' },
  // The checkout alert is a browser dialog: replace it with a spy for the story.
  beforeEach: () => {
    const original = window.alert;
    window.alert = fn().mockName('window.alert');
    return () => {
      window.alert = original;
    };
  },
} satisfies Meta<typeof AppAtRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search by cuisine → open a restaurant → add items → change quantities → check out. */
export const SearchToCheckout: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    const { place, search, found, starter, dessert } = journey(context);
    const body = within(document.body);
    const cartButton = () => canvas.getByRole('button', { name: /^Cart, / });

    await step(`search for "${search}" from the header`, async () => {
      await expect(await canvas.findByRole('heading', { level: 2, name: 'Popular Restaurants' })).toBeVisible();
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search restaurants' }), `${search}{Enter}`);
      await expect(
        await canvas.findByRole('heading', { level: 2, name: `Search Results for "${search}"` }),
      ).toBeVisible();
      // Every match: all of them at the spec's sizes; at a larger Data scale the first page, and the count of all.
      const results = within(canvas.getByRole('region', { name: `Search Results for "${search}"` }));
      for (const restaurant of found.slice(0, RESTAURANT_PAGE_SIZE)) {
        await expect(results.getByRole('link', { name: restaurant.name })).toBeVisible();
      }
      if (found.length > RESTAURANT_PAGE_SIZE) {
        await expect(results.getByText(shownText(RESTAURANT_PAGE_SIZE, found.length))).toBeVisible();
      }
    });

    await step('open the restaurant: focus moves to its name, not to <body>', async () => {
      await userEvent.click(canvas.getByRole('link', { name: place.name }));
      const name = await canvas.findByRole('heading', { level: 1, name: place.name });
      await expect(name).toBeVisible();
      await waitFor(() => expect(name).toHaveFocus());
      await waitFor(() => expect(document.title).toContain(place.name));
      await expect(canvas.getByRole('link', { name: 'Back to restaurants' })).toBeVisible();
    });

    await step('add a starter twice and a dessert once', async () => {
      await expect(cartButton()).toHaveAccessibleName('Cart, empty');
      await userEvent.click(canvas.getByRole('button', { name: `Add ${starter.name} to cart` }));
      await userEvent.click(canvas.getByRole('button', { name: `Add ${starter.name} to cart` }));
      await userEvent.click(canvas.getByRole('button', { name: 'Desserts' }));
      await userEvent.click(canvas.getByRole('button', { name: `Add ${dessert.name} to cart` }));
      await expect(cartButton()).toHaveAccessibleName('Cart, 3 items');
      await expect(cartButton().querySelector('[data-count]')).toHaveAttribute('data-count', '3');
    });

    await step('open the cart: focus moves into the dialog', async () => {
      await userEvent.click(cartButton());
      const dialog = await body.findByRole('dialog', { name: 'Your Cart' });
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await expect(within(dialog).getByRole('group', { name: `Quantity of ${starter.name}` })).toHaveTextContent('2');
      const total = sumCents([lineTotal(starter.price, 2), dessert.price]);
      await expect(within(dialog).getByText('Total:').parentElement).toHaveTextContent(formatPrice(total));
    });

    await step('change quantities', async () => {
      const dialog = body.getByRole('dialog', { name: 'Your Cart' });
      await userEvent.click(within(dialog).getByRole('button', { name: `Increase quantity of ${dessert.name}` }));
      await expect(within(dialog).getByRole('group', { name: `Quantity of ${dessert.name}` })).toHaveTextContent('2');
      await userEvent.click(within(dialog).getByRole('button', { name: `Decrease quantity of ${starter.name}` }));
      await expect(within(dialog).getByRole('group', { name: `Quantity of ${starter.name}` })).toHaveTextContent('1');
      const total = sumCents([starter.price, lineTotal(dessert.price, 2)]);
      await expect(within(dialog).getByText('Total:').parentElement).toHaveTextContent(formatPrice(total));
      await expect(cartButton()).toHaveAccessibleName('Cart, 3 items');
    });

    await step('Escape closes the cart and focus returns to the cart button', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(body.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(cartButton()).toHaveFocus());
    });

    await step('remove a line, then check out', async () => {
      await userEvent.click(cartButton());
      const dialog = await body.findByRole('dialog', { name: 'Your Cart' });
      await userEvent.click(within(dialog).getByRole('button', { name: `Remove ${starter.name} from cart` }));
      await expect(within(dialog).queryByText(starter.name)).toBeNull();
      await expect(cartButton()).toHaveAccessibleName('Cart, 2 items');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed to Checkout' }));
      await expect(window.alert).toHaveBeenCalledWith(ORDER_PLACED);
      await expect(window.alert).toHaveBeenCalledTimes(1);
    });

    await step('the cart is cleared and the dialog closed', async () => {
      await expect(body.queryByRole('dialog')).toBeNull();
      await expect(cartButton()).toHaveAccessibleName('Cart, empty');
      await expect(cartButton().querySelector('[data-count]')).toBeNull();
      await waitFor(() => expect(cartButton()).toHaveFocus());
    });

    await step('the cart lives across pages: back home, add again from another visit', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Back to restaurants' }));
      await expect(await canvas.findByRole('heading', { level: 2, name: 'Popular Restaurants' })).toBeVisible();
      await waitFor(() =>
        expect(
          canvas.getByRole('heading', { level: 1, name: 'Order food from your favorite restaurants' }),
        ).toHaveFocus(),
      );
      await userEvent.click(canvas.getByRole('link', { name: place.name }));
      await userEvent.click(await canvas.findByRole('button', { name: `Add ${starter.name} to cart` }));
      await userEvent.click(canvas.getByRole('link', { name: 'FoodDash' }));
      await expect(await canvas.findByRole('heading', { level: 2, name: 'Popular Restaurants' })).toBeVisible();
      await expect(cartButton()).toHaveAccessibleName('Cart, 1 item');
    });
    window.scrollTo(0, 0);
    leaveFocus();
  },
};

/** The same journey on a phone: the search lives in the menu panel, the cart is a bottom sheet. */
export const PhoneJourney: Story = {
  ...atViewport('phone'),
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    const { place, search, starter, dessert } = journey(context);
    const body = within(document.body);
    const toggle = await canvas.findByRole('button', { name: 'Menu' });

    await step(`open the menu and search for "${search}"`, async () => {
      await expect(canvas.queryByRole('search')).toBeNull();
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search restaurants' }), `${search}{Enter}`);
      await expect(
        await canvas.findByRole('heading', { level: 2, name: `Search Results for "${search}"` }),
      ).toBeVisible();
      // Navigating closes the panel.
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    await step('open the restaurant and add an item', async () => {
      await userEvent.click(canvas.getByRole('link', { name: place.name }));
      await userEvent.click(await canvas.findByRole('button', { name: `Add ${starter.name} to cart` }));
      await userEvent.click(canvas.getByRole('button', { name: `Add ${dessert.name} to cart` }));
      await expect(canvas.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
    });

    await step('the cart opens as a full-width sheet', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cart, 2 items' }));
      const dialog = await body.findByRole('dialog', { name: 'Your Cart' });
      await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(window.innerWidth);
      await userEvent.click(within(dialog).getByRole('button', { name: `Increase quantity of ${starter.name}` }));
      await expect(within(dialog).getByRole('group', { name: `Quantity of ${starter.name}` })).toHaveTextContent('2');
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    });

    await step('closing the sheet returns focus to the cart button', async () => {
      await userEvent.click(body.getByRole('button', { name: 'Close cart' }));
      await expect(body.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Cart, 3 items' })).toHaveFocus());
    });
    window.scrollTo(0, 0);
    leaveFocus();
  },
};

/** Deep link to an unknown URL: the not-found page offers a way home. */
export const UnknownUrl: Story = {
  args: { path: '/this/page/does/not/exist' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to restaurants' }));
    const title = await canvas.findByRole('heading', { level: 1, name: 'Order food from your favorite restaurants' });
    await expect(title).toBeVisible();
    await waitFor(() => expect(title).toHaveFocus());
  },
};

/** Deep link to an unknown restaurant id. */
export const UnknownRestaurant: Story = {
  args: { path: '/restaurant/nope' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Restaurant not found' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cart, empty' })).toBeVisible();
  },
};
