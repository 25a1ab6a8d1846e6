import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../../src/components/ui/Card';
import { Img } from '../../src/components/ui/Img';
import { makeRestaurant } from '../../src/data';

const restaurant = makeRestaurant();

const meta = {
  title: 'UI/Card',
  component: Card,
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  // An element: a control would print its source.
  argTypes: { children: { control: false } },
  args: {
    'aria-label': restaurant.name,
    children: (
      <>
        <Img src={restaurant.image} alt="" name={restaurant.name} aspectRatio="16 / 9" style={{ width: '100%' }} />
        <p style={{ padding: 'var(--space-4)' }}>{restaurant.description}</p>
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        component: `
The white surface every grid card is drawn on: a border, a large radius and a small shadow around an
\`<article>\`.

**Use it** as the base of a card in a \`CardGrid\` (restaurants, dishes, admin cards): it stacks its
parts in a column, is as tall as its grid row, and clips a picture at the top to its rounded corners.
**Not** for a titled section of a page (\`Panel\`) or a dialog (\`Modal\`).

**Anatomy**: only the surface; the content is yours (a picture first, then a padded body).

**States**: none of its own; a card that links gets hover and focus from its component
(\`RestaurantCard\`).

**Keyboard and screen readers**: an \`<article>\`; name it (\`aria-label\` or \`aria-labelledby\` its
heading) when several sit side by side. It is not focusable; put one link or button inside for the action.`,
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture clipped to the rounded corners, then the card's text: an article. */
export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: restaurant.name })).toContainElement(
      canvas.getByText(restaurant.description),
    );
  },
};
