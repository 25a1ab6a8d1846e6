import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardGrid } from '../../src/components/ui/CardGrid';
import { Panel } from '../../src/components/ui/Panel';
import { makeRestaurant } from '../../src/data';
import type { Restaurant } from '../../src/domain/types';
import { atViewport } from '../../.storybook/modes';

const restaurants = Array.from({ length: 8 }, (_, i) => makeRestaurant({}, i + 1));

const meta = {
  ...atViewport('desktop'),
  title: 'Components/CardGrid',
  id: 'ui-cardgrid',
  tags: ['stable'],
  component: CardGrid<Restaurant>,
  parameters: {
    docs: {
      description: {
        component: `
A responsive grid of cards, or an empty state when there is nothing to list.

**Use it** for a list of cards (restaurants, dishes, admin entities). **Not** for rows of data to compare
(a table) or a single card.

**Anatomy**: a list (\`<ul>\`) with one \`<li>\` per item, drawn by \`renderItem\`; one column on phones,
two from 36rem, then 3 (from 75rem) or, with \`columns={4}\`, 3 from 60rem and 4 from 75rem. With no items
and an \`emptyText\`, a framed \`EmptyState\` (a solid surface box, as every empty state in place of a list) with an
optional icon and next step (\`emptyAction\`) instead of the list.

**States**: three columns, four columns, phone, empty.

**Keyboard and screen readers**: a list, announced with its number of items; name it with \`aria-label\`.
The empty box is a polite status (\`role="status"\`); give \`emptyRef\` and it becomes focusable by script,
so focus has somewhere to go when the last card is deleted.`,
      },
    },
    ...atViewport('desktop').parameters,
    layout: 'padded',
  },
  // A render function and a ref: a control would print their source.
  argTypes: { renderItem: { control: false }, emptyRef: { control: false }, emptyAction: { control: false } },
  args: {
    'aria-label': 'Restaurants',
    items: restaurants,
    renderItem: (restaurant) => (
      <Panel title={restaurant.name}>
        <p>{restaurant.cuisine.join(', ')}</p>
      </Panel>
    ),
    emptyText: 'No restaurants yet',
    emptyIcon: 'store',
  },
} satisfies Meta<typeof CardGrid<Restaurant>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Up to 3 columns (from 75rem), as the admin grids. */
export const ThreeColumns: Story = {
  args: { ...meta.args },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Restaurants' });
    await expect(list).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(args.items.length);
  },
};

/** Up to 4 columns (3 from 60rem, 4 from 75rem), as the storefront grids. */
export const FourColumns: Story = {
  args: { ...meta.args, columns: 4 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(args.items.length);
  },
};

/** One column on phones. */
export const Phone: Story = {
  args: { ...meta.args, items: restaurants.slice(0, 3) },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** No items: a framed empty state instead of the list (a solid border, never dashed). */
export const Empty: Story = {
  args: { ...meta.args, items: [] },
  play: async ({ canvas }) => {
    const empty = canvas.getByRole('status');
    await expect(empty).toHaveTextContent('No restaurants yet');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(getComputedStyle(empty).borderTopStyle).toBe('solid');
  },
};
