import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CLOSED_RESTAURANT_ITEM_REASON, RestaurantPage } from '../../src/app/storefront/RestaurantPage';
import { StorefrontLayout } from '../../src/app/storefront/StorefrontLayout';
import { getSeedData } from '../../src/data';
import { filterMenuItems } from '../../src/domain';
import { atViewport } from '../../.storybook/modes';

const data = getSeedData();
const restaurant = data.restaurants.find((r) => r.id === 'restaurant-1')!;
const menu = data.menuItems.filter((item) => item.restaurantId === restaurant.id);
const closedRestaurant = data.restaurants.find((r) => !r.isOpen)!;
const closedMenu = data.menuItems.filter((item) => item.restaurantId === closedRestaurant.id);

/** Names of the menu item cards shown, in order. */
function menuNames(canvasElement: HTMLElement): string[] {
  const section = within(canvasElement).getByRole('region', { name: 'Menu' });
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((node) => node.textContent ?? '');
}

const meta = {
  ...atViewport('desktop'),
  title: 'Pages/Restaurant',
  component: RestaurantPage,
  parameters: {
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
    router: { route: '/restaurant/restaurant-1', path: '/restaurant/:id' },
  },
  // Shown inside the storefront layout, as in the app: header, page, cart dialog.
  decorators: [
    (Story) => (
      <StorefrontLayout>
        <Story />
      </StorefrontLayout>
    ),
  ],
} satisfies Meta<typeof RestaurantPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Back to restaurants' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByText(restaurant.description)).toBeVisible();
    await expect(canvas.getByText(restaurant.address)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Menu' })).toBeVisible();
    await expect(menuNames(canvasElement)).toEqual(menu.map((item) => item.name));
    await expect(menu).toHaveLength(16);
    const chips = within(canvas.getByRole('group', { name: 'Menu categories' })).getAllByRole('button');
    await expect(chips.map((chip) => chip.textContent)).toEqual([
      'All',
      'Starters',
      'Main Course',
      'Desserts',
      'Beverages',
    ]);
  },
};

export const CategorySelected: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Desserts' }));
    await expect(canvas.getByRole('button', { name: 'Desserts' })).toHaveAttribute('aria-pressed', 'true');
    await expect(menuNames(canvasElement)).toEqual(filterMenuItems(menu, 'Desserts').map((item) => item.name));
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await expect(menuNames(canvasElement)).toHaveLength(16);
    await userEvent.click(canvas.getByRole('button', { name: 'Desserts' }));
    window.scrollTo(0, 0);
  },
};

export const AddToCart: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const [first, second] = menu;
    await step('adding items fills the cart badge', async () => {
      await expect(canvas.getByRole('button', { name: 'Cart, empty' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: `Add ${first!.name} to cart` }));
      await expect(canvas.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: `Add ${first!.name} to cart` }));
      await userEvent.click(canvas.getByRole('button', { name: `Add ${second!.name} to cart` }));
      await expect(canvas.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
      await expect(canvas.getByText('2 in cart')).toBeVisible();
      await expect(canvas.getByText('1 in cart')).toBeVisible();
      // Announced: each card's count is a status region.
      await expect(canvas.getAllByRole('status').filter((status) => status.textContent)).toHaveLength(2);
      // Focus stays on the add button.
      await expect(canvas.getByRole('button', { name: `Add ${second!.name} to cart` })).toHaveFocus();
    });
    // Clicks scroll the page; the visual reference starts at the top.
    window.scrollTo(0, 0);
  },
};

export const CartOpen: Story = {
  parameters: {
    cart: [
      { ...menu[0]!, quantity: 2 },
      { ...menu[9]!, quantity: 1 },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, 3 items' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Your Cart' });
    await expect(within(dialog).getByText(menu[0]!.name)).toBeVisible();
    await expect(within(dialog).getByText(menu[9]!.name)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close cart' })).toHaveFocus();
  },
};

/** Reached by URL (the home list hides it): the menu can be browsed, but nothing can be ordered. */
export const ClosedRestaurant: Story = {
  parameters: { router: { route: `/restaurant/${closedRestaurant.id}`, path: '/restaurant/:id' } },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('the hero says it is closed and what that means', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: closedRestaurant.name })).toBeVisible();
      const closed = canvas.getByText('Closed', { exact: true });
      await expect(closed).toBeVisible();
      // Shown as written (innerText applies CSS text-transform): 'Closed', not 'CLOSED'.
      await expect(closed.innerText).toBe('Closed');
      await expect(
        canvas.getByText('You can browse the menu, but ordering is unavailable.', { exact: false }),
      ).toBeVisible();
    });
    await step('every dish is listed, and its add button is disabled and says why', async () => {
      await expect(menuNames(canvasElement)).toEqual(closedMenu.map((item) => item.name));
      for (const item of closedMenu) {
        const add = canvas.getByRole('button', { name: `Add ${item.name} to cart` });
        await expect(add).toBeDisabled();
        await expect(add).toHaveAccessibleDescription(CLOSED_RESTAURANT_ITEM_REASON);
      }
    });
    await step('pressing one adds nothing; the categories still filter', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Add ${closedMenu[0]!.name} to cart` }));
      await expect(canvas.getByRole('button', { name: 'Cart, empty' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Desserts' }));
      await expect(menuNames(canvasElement)).toEqual(filterMenuItems(closedMenu, 'Desserts').map((item) => item.name));
      await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    });
    window.scrollTo(0, 0);
  },
};

/**
 * Focus comes back to the cart button when the dialog closes, even when the click never focused it
 * (Safari does not focus a clicked button): the layout gives the dialog the cart button as fallback.
 */
export const CartReturnsFocus: Story = {
  parameters: { cart: [{ ...menu[0]!, quantity: 1 }], chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, step }) => {
    const cartButton = canvas.getByRole('button', { name: 'Cart, 1 item' });
    const body = within(document.body);
    await step('Escape after a click that did not focus the cart button', async () => {
      cartButton.click();
      await expect(cartButton).not.toHaveFocus();
      const dialog = await body.findByRole('dialog', { name: 'Your Cart' });
      await expect(within(dialog).getByRole('button', { name: 'Close cart' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(body.queryByRole('dialog')).toBeNull();
      await expect(cartButton).toHaveFocus();
    });
    await step('the close button, the same way', async () => {
      cartButton.blur();
      cartButton.click();
      await userEvent.click(await body.findByRole('button', { name: 'Close cart' }));
      await expect(body.queryByRole('dialog')).toBeNull();
      await expect(cartButton).toHaveFocus();
    });
    await step('the last line going away (quantity to 0) keeps focus in the dialog, not on <body>', async () => {
      await userEvent.click(cartButton);
      const dialog = await body.findByRole('dialog', { name: 'Your Cart' });
      within(dialog)
        .getByRole('button', { name: `Decrease quantity of ${menu[0]!.name}` })
        .focus();
      await userEvent.keyboard('{Enter}');
      await expect(within(dialog).getByText('Your cart is empty')).toBeVisible();
      await expect(document.activeElement).not.toBe(document.body);
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await userEvent.keyboard('{Escape}');
      await expect(body.queryByRole('dialog')).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Cart, empty' })).toHaveFocus();
    });
  },
};

/** A restaurant whose every dish was deleted (admin): under All the menu says so, not 'No items in this category.'. */
export const NoMenuItems: Story = {
  parameters: {
    // The story's own data set (whatever the toolbar seed): restaurant-1 without its dishes.
    data: { ...data, menuItems: data.menuItems.filter((item) => item.restaurantId !== restaurant.id) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('No menu items yet.')).toBeVisible();
    await expect(canvas.queryByText('No items in this category.')).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { router: { route: '/restaurant/nope', path: '/restaurant/:id' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Restaurant not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to restaurants' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('region', { name: 'Menu' })).toBeNull();
  },
};

export const Phone: Story = {
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
