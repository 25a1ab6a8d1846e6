import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminRestaurantCard } from '../../src/components/admin';
import { makeRestaurant } from '../../src/data';
import { formatPrice } from '../../src/domain';
import { leaveFocus } from '../support/focus';
import { seededArgs } from '../support/storyData';

const meta = {
  title: 'Admin/AdminRestaurantCard',
  component: AdminRestaurantCard,
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
  args: { restaurant: makeRestaurant(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof AdminRestaurantCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { ...meta.args },
  // Open is the point: whatever the "Data seed" picks, this restaurant stays open.
  render: (args) => <AdminRestaurantCard {...args} restaurant={{ ...args.restaurant, isOpen: true }} />,
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    const args = seededArgs(context);
    const { id, name, deliveryFee, deliveryTime, address } = args.restaurant;
    await step('shows the restaurant', async () => {
      await expect(canvas.getByRole('heading', { name })).toBeVisible();
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
    await expect(canvas.getByRole('heading', { name: seededArgs(context).restaurant.name })).toBeVisible();
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
  play: async ({ canvas }) => {
    await expect(canvas.getByText('TP')).toBeVisible();
  },
};

export const NoCuisines: Story = {
  args: { ...meta.args, restaurant: makeRestaurant({ cuisine: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Cuisines' })).toBeNull();
  },
};
