import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminMenuItemGrid } from '../../src/components/admin';
import { getSeedData, makeMenuItem } from '../../src/data';

const items = [1, 2, 5, 6, 9, 13].map((n) => makeMenuItem({}, n));
const restaurantNames = Object.fromEntries(getSeedData().restaurants.map((r) => [r.id, r.name]));

const meta = {
  title: 'Admin/AdminMenuItemGrid',
  component: AdminMenuItemGrid,
  parameters: { layout: 'padded' },
  args: { items, restaurantNames, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof AdminMenuItemGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(items.length);
    const first = items[0]!;
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${first.name}` }));
    await expect(args.onEdit).toHaveBeenCalledWith(first.id);
  },
};

export const Empty: Story = {
  args: { ...meta.args, items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No menu items yet. Add one to get started.');
  },
};

/** The filters above matched nothing. */
export const NoMatch: Story = {
  args: { ...meta.args, items: [], emptyText: 'No menu items match the selected filters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No menu items match the selected filters.');
  },
};
