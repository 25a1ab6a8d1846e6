import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyState } from '../../src/components/ui/EmptyState';
import { Panel } from '../../src/components/ui/Panel';
import { makeRestaurant } from '../../src/data';

const restaurant = makeRestaurant();

const meta = {
  title: 'UI/Panel',
  component: Panel,
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
  args: { title: restaurant.name, children: <p>{restaurant.description}</p> },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled surface with some text: the heading names the section. */
export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: args.title })).toContainElement(
      canvas.getByText(restaurant.description),
    );
  },
};

/** Holding an empty state, as the dashboard's "Recent Orders" does with no orders. */
export const WithEmptyState: Story = {
  args: { ...meta.args, title: 'Recent Orders', children: <EmptyState icon="receipt" title="No orders yet" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Recent Orders' })).toContainElement(canvas.getByRole('status'));
  },
};
