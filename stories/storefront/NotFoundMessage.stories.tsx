import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundMessage } from '../../src/components/storefront';

const meta = {
  title: 'Storefront/NotFoundMessage',
  component: NotFoundMessage,
  parameters: { layout: 'padded' },
  args: { title: 'Restaurant not found', children: "We couldn't find this restaurant. It may have been removed." },
} satisfies Meta<typeof NotFoundMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RestaurantNotFound: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Restaurant not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to restaurants' })).toHaveAttribute('href', '/');
  },
};

export const PageNotFound: Story = {
  args: { ...meta.args, title: 'Page not found', children: "The page you are looking for doesn't exist or has moved." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText("The page you are looking for doesn't exist or has moved.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to restaurants' })).toHaveAttribute('href', '/');
  },
};
