import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminRestaurantCard } from '../../src/components/admin';
import { makeRestaurant } from '../../src/data';
import { formatPrice } from '../../src/domain';
import { leaveFocus } from '../support/focus';
import { atViewport } from '../../.storybook/modes';
import { expectLongTextHolds, phone360Frame } from '../support/longText';
import { longRestaurant } from '../support/longRecords';

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
A restaurant as an admin sees it in the **Restaurants** grid, with its Edit and Delete actions.

**Use it** inside \`AdminRestaurantGrid\`. **Don't use it** on the storefront: customers get \`RestaurantCard\`, a link to the menu.

**Anatomy**: picture (16:9; a placeholder when missing) with a dark **Closed** overlay for a closed restaurant · name (\`<h2>\`) and star rating · cuisines joined by commas, as on the storefront's card (left out when there are none) · delivery time and fee · address · **Edit** and **Delete** buttons.

**States**: open · closed (overlay, \`data-closed\`) · without picture · without cuisines · long names wrap.

**Keyboard and screen readers**: an \`<article>\`; Tab reaches Edit, then Delete, read "Edit *name*" / "Delete *name*". The rating reads "Rated 4.5 out of 5", the picture is decorative, and "Closed" is real text, read with the card. Delete only reports the id: the page asks for confirmation.
`;

const meta = {
  title: 'Admin/AdminRestaurantCard',
  tags: ['stable'],
  component: AdminRestaurantCard,
  parameters: { docs: { description: { component: COMPONENT_DOCS } } },
  decorators: [(Story) => <div style={{ width: 340, maxWidth: '100%' }}>{Story()}</div>],
  args: { restaurant: makeRestaurant(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof AdminRestaurantCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { ...meta.args },
  // Open is the point: whatever the "Data seed" picks, this restaurant stays open.
  render: (args) => <AdminRestaurantCard {...args} restaurant={{ ...args.restaurant, isOpen: true }} />,
  play: async (context) => {
    const { canvas, userEvent, step, args } = context;
    const { id, name, deliveryFee, deliveryTime, address, cuisine } = args.restaurant;
    await step('shows the restaurant', async () => {
      await expect(canvas.getByRole('heading', { name })).toBeVisible();
      // Cuisines as the storefront's card shows them: joined by commas.
      await expect(canvas.getByText(cuisine.join(', '))).toBeVisible();
      await expect(canvas.getByText(deliveryTime)).toBeVisible();
      await expect(canvas.getByText(`Delivery ${formatPrice(deliveryFee)}`)).toBeVisible();
      await expect(canvas.getByText(address)).toBeVisible();
      await expect(canvas.queryByText('Closed')).toBeNull();
    });
    await step('edit and delete report the id', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Edit ${name}` }));
      await expect(args.onEdit).toHaveBeenCalledWith(id);
      await userEvent.click(canvas.getByRole('button', { name: `Delete ${name}` }));
      await expect(args.onDelete).toHaveBeenCalledWith(id);
    });
    leaveFocus();
  },
};

/** A closed restaurant gets the dark overlay with 'Closed'. */
export const Closed: Story = {
  args: { ...meta.args, restaurant: makeRestaurant({ isOpen: false }) },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByText('Closed')).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveAttribute('data-closed');
    await expect(canvas.getByRole('heading', { name: context.args.restaurant.name })).toBeVisible();
  },
};

export const NoImageLongName: Story = {
  args: {
    ...meta.args,
    restaurant: makeRestaurant({
      image: '',
      name: 'The Extraordinarily Long-Named Neighbourhood Trattoria & Pizzeria',
    }),
  },
  play: async ({ canvasElement }) => {
    // A dish illustration (here a pizza: the name says Pizzeria) stands in for the missing picture.
    const placeholder = canvasElement.querySelector<HTMLElement>('[data-placeholder]')!;
    await expect(placeholder).toBeVisible();
    await expect(placeholder.style.getPropertyValue('--img-illustration')).toContain('pizza.svg');
  },
};

export const NoCuisines: Story = {
  args: { ...meta.args, restaurant: makeRestaurant({ cuisine: [] }) },
  play: async ({ canvasElement }) => {
    // No empty line where the cuisines would be.
    await expect(canvasElement.querySelector('article p:empty')).toBeNull();
  },
};

/**
 * Name, cuisine, delivery time and address of one unbroken word each (40 characters; the delivery time as long
 * as it may be, 20), at a 360 px phone: each breaks inside the card, shown whole (also at a 1280 px page's widths).
 */
export const LongUnbrokenText: Story = {
  args: {
    ...meta.args,
    restaurant: longRestaurant(['name', 'cuisine', 'deliveryTime', 'address']),
  },
  ...atViewport('phone'),
  decorators: [phone360Frame],
  play: async ({ canvas, canvasElement, args }) => {
    const { restaurant } = args;
    await expectLongTextHolds(canvasElement, canvas.getByRole('article'), [
      restaurant.name,
      restaurant.cuisine[0]!,
      restaurant.deliveryTime,
      restaurant.address,
    ]);
  },
};
