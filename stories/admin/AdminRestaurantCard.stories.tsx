import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminRestaurantCard } from '../../src/components/admin';
import { makeRestaurant } from '../../src/data';
import { formatPrice } from '../../src/domain';

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
  play: async ({ canvas, userEvent, args, step }) => {
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
  },
};

/** A closed restaurant gets the dark overlay with 'Closed'. */
export const Closed: Story = {
  args: { ...meta.args, restaurant: makeRestaurant({ isOpen: false }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Closed')).toBeVisible();
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
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Cuisines' })).toBeNull();
  },
};
