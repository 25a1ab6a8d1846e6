import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyState } from '../../src/components/ui/EmptyState';
import { Panel } from '../../src/components/ui/Panel';
import { makeRestaurant } from '../../src/data';

const restaurant = makeRestaurant();

const meta = {
  title: 'Components/Panel',
  id: 'ui-panel',
  tags: ['stable'],
  component: Panel,
  decorators: [
    (Story) => (
      <div style={{ width: 420, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  // An element: a control would print its source.
  argTypes: { children: { control: false } },
  args: { title: restaurant.name, children: <p>{restaurant.description}</p> },
  parameters: {
    docs: {
      description: {
        component: `
A titled white surface for a section of a page: the dashboard's "Recent Orders", a form section.

**Use it** to group content under a heading on a page. **Not** for an item in a grid (\`Card\`) or for
a task over the page (\`Modal\`).

**Anatomy**: border, radius and small shadow around a heading (\`title\`, an \`<h2>\`) and the content.

**States**: with content, with an empty state.

**Keyboard and screen readers**: a \`<section>\` named by its heading, so it is a region screen-reader
users can jump to; the heading is in the page's outline. Not focusable itself.`,
      },
    },
  },
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
