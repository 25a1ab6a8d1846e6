import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../../src/components/ui/Card';
import { Img } from '../../src/components/ui/Img';
import { makeRestaurant } from '../../src/data';

const restaurant = makeRestaurant();

const meta = {
  title: 'UI/Card',
  component: Card,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  args: {
    'aria-label': restaurant.name,
    children: (
      <>
        <Img src={restaurant.image} alt="" name={restaurant.name} aspectRatio="16 / 9" style={{ width: '100%' }} />
        <p style={{ padding: 'var(--space-4)' }}>{restaurant.description}</p>
      </>
    ),
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
