import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CLOSED_RESTAURANT_NOTICE, RestaurantPage } from '../../src/app/storefront/RestaurantPage';
import { StorefrontLayout } from '../../src/app/storefront/StorefrontLayout';
import { getSeedData } from '../../src/data';
import { filterMenuItems, menuCategories, type SeedData } from '../../src/domain';
import { leaveFocus } from '../support/focus';
import { storyData } from '../support/storyData';
import { atViewport } from '../../.storybook/modes';
import { pageSource } from '../support/pageSource';

/** The restaurant the stories show (by URL) and the one the closed story shows. */
const OPEN_ID = 'restaurant-1';
const CLOSED_ID = 'restaurant-2';

/** The toolbar seed's data with `restaurant-1` open and `restaurant-2` closed, whatever the seed generated. */
const openAndClosed = (data: SeedData): SeedData => ({
  ...data,
  restaurants: data.restaurants.map((r) =>
    r.id === OPEN_ID ? { ...r, isOpen: true } : r.id === CLOSED_ID ? { ...r, isOpen: false } : r,
  ),
});

/** The story's restaurant (`id`) and its menu, from the data its store started with. */
function cast(context: Parameters<typeof storyData>[0], id = OPEN_ID) {
  const data = storyData(context);
  const restaurant = data.restaurants.find((r) => r.id === id)!;
  return { data, restaurant, menu: data.menuItems.filter((item) => item.restaurantId === id) };
}

/**
 * Cart lines are written with the default seed's dishes (the first and tenth of restaurant-1); the
 * preview re-seeds `parameters.cart`, so under another seed they are that seed's first and tenth.
 */
const defaultMenu = getSeedData().menuItems.filter((item) => item.restaurantId === OPEN_ID);

/** Names of the menu item cards shown, in order. */
function menuNames(canvasElement: HTMLElement): string[] {
  const section = within(canvasElement).getByRole('region', { name: 'Menu' });
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((node) => node.textContent ?? '');
}

/** The docs page opens with this: what the page is for, what it is made of and how it behaves. */
const PAGE_DOCS = `
A restaurant's page (\`/restaurant/:id\`), inside the storefront layout: its details and its menu, to fill the cart.

**Anatomy**: "Back to restaurants" · restaurant hero (picture, name as the page's \`<h1>\`, rating, delivery time and fee, description, address, cuisine tags; "Closed" and a notice when closed) · "Menu" with category chips and dish cards · the cart dialog.

**States**: open (dishes can be added; the header's cart count follows) · a category selected · cart open · closed (reached by URL: the menu can be browsed, every Add button is disabled and says why) · no dishes ("No menu items yet.") · unknown id ("Restaurant not found") · phone.

**Keyboard and screen readers**: arriving moves focus to the restaurant's name. Each Add button is named "Add *dish* to cart"; a card's "N in cart" is a status region. The cart dialog returns focus to the cart button when it closes. Data comes from the toolbar's "Data seed" (restaurant-1 open and restaurant-2 closed under every seed).
`;

const meta = {
  ...atViewport('desktop'),
  title: 'Pages/Storefront/Restaurant',
  id: 'pages-restaurant',
  component: RestaurantPage,
  parameters: {
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
    router: { route: `/restaurant/${OPEN_ID}`, path: '/restaurant/:id' },
    dataFromSeed: openAndClosed,
    docs: { description: { component: PAGE_DOCS }, source: pageSource('restaurant') },
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
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { restaurant, menu } = cast(context);
    await expect(canvas.getByRole('link', { name: 'Back to restaurants' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByText(restaurant.description)).toBeVisible();
    await expect(canvas.getByText(restaurant.address)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Menu' })).toBeVisible();
    await expect(menuNames(canvasElement)).toEqual(menu.map((item) => item.name));
    const chips = within(canvas.getByRole('group', { name: 'Menu categories' })).getAllByRole('button');
    await expect(chips.map((chip) => chip.textContent)).toEqual(['All', ...menuCategories(menu)]);
  },
};

export const CategorySelected: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { menu } = cast(context);
    const desserts = () => canvas.getByRole('button', { name: 'Desserts' });
    await userEvent.click(desserts());
    await waitFor(() => expect(desserts()).toHaveAttribute('aria-pressed', 'true'));
    await expect(menuNames(canvasElement)).toEqual(filterMenuItems(menu, 'Desserts').map((item) => item.name));
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(menuNames(canvasElement)).toHaveLength(menu.length));
    await userEvent.click(desserts());
    await waitFor(() => expect(desserts()).toHaveAttribute('aria-pressed', 'true'));
    window.scrollTo(0, 0);
    leaveFocus();
  },
};

export const AddToCart: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    const { menu } = cast(context);
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
    leaveFocus();
  },
};

export const CartOpen: Story = {
  parameters: {
    cart: [
      { ...defaultMenu[0]!, quantity: 2 },
      { ...defaultMenu[9]!, quantity: 1 },
    ],
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { menu } = cast(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, 3 items' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Your Cart' });
    await expect(within(dialog).getByText(menu[0]!.name)).toBeVisible();
    await expect(within(dialog).getByText(menu[9]!.name)).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close cart' })).toHaveFocus());
  },
};

/** Reached by URL (the home list hides it): the menu can be browsed, but nothing can be ordered. */
export const ClosedRestaurant: Story = {
  parameters: { router: { route: `/restaurant/${CLOSED_ID}`, path: '/restaurant/:id' } },
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step } = context;
    const { restaurant: closedRestaurant, menu: closedMenu } = cast(context, CLOSED_ID);
    await step('the page says once, at its top, that it is closed and what that means', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: closedRestaurant.name })).toBeVisible();
      await expect(canvas.getAllByText(/closed right now/)).toHaveLength(1);
      const notice = canvas.getByText(/closed right now/).closest('p')!;
      await expect(notice).toHaveTextContent(CLOSED_RESTAURANT_NOTICE);
      // At the top of the page, above the restaurant's name: seen before anything else.
      const name = canvas.getByRole('heading', { level: 1, name: closedRestaurant.name });
      await expect(notice.getBoundingClientRect().bottom).toBeLessThanOrEqual(name.getBoundingClientRect().top);
      await expect(canvas.queryByText('Closed', { exact: true })).toBeNull();
    });
    await step('every dish is listed, and its add button is disabled and says why', async () => {
      await expect(menuNames(canvasElement)).toEqual(closedMenu.map((item) => item.name));
      for (const item of closedMenu) {
        const add = canvas.getByRole('button', { name: `Add ${item.name} to cart` });
        await expect(add).toBeDisabled();
        await expect(add).toHaveAccessibleDescription(CLOSED_RESTAURANT_NOTICE);
      }
    });
    await step('pressing one adds nothing; the categories still filter', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Add ${closedMenu[0]!.name} to cart` }));
      await expect(canvas.getByRole('button', { name: 'Cart, empty' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Desserts' }));
      await waitFor(() =>
        expect(menuNames(canvasElement)).toEqual(filterMenuItems(closedMenu, 'Desserts').map((item) => item.name)),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'All' }));
      await waitFor(() => expect(menuNames(canvasElement)).toHaveLength(closedMenu.length));
    });
    window.scrollTo(0, 0);
    leaveFocus();
  },
};

/**
 * Focus comes back to the cart button when the dialog closes, even when the click never focused it
 * (Safari does not focus a clicked button): the layout gives the dialog the cart button as fallback.
 */
export const CartReturnsFocus: Story = {
  parameters: { cart: [{ ...defaultMenu[0]!, quantity: 1 }], chromatic: { disableSnapshot: true } },
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    const { menu } = cast(context);
    const cartButton = await canvas.findByRole('button', { name: 'Cart, 1 item' });
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
    // The toolbar seed's data set, with restaurant-1 open and without its dishes.
    dataFromSeed: (seeded: SeedData) => {
      const data = openAndClosed(seeded);
      return { ...data, menuItems: data.menuItems.filter((item) => item.restaurantId !== OPEN_ID) };
    },
  },
  play: async (context) => {
    const { canvas } = context;
    const { restaurant } = cast(context);
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
  play: async (context) => {
    const { canvas } = context;
    const { restaurant } = cast(context);
    await expect(canvas.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
