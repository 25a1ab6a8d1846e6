import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ClosedOverlay } from '../../src/components/ui/ClosedOverlay';
import { Img } from '../../src/components/ui/Img';
import { makeRestaurant } from '../../src/data';
import { solidContrast } from '../support/contrast';

const restaurant = makeRestaurant({ isOpen: false });

const meta = {
  title: 'UI/ClosedOverlay',
  component: ClosedOverlay,
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', width: 320 }}>
        <Img src={restaurant.image} alt="" name={restaurant.name} aspectRatio="16 / 9" style={{ width: '100%' }} />
        {Story()}
      </div>
    ),
  ],
  args: { labelId: 'closed-label' },
} satisfies Meta<typeof ClosedOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Large bold 'Closed' over the picture, as on the admin's restaurant cards. The word has its own opaque
 * backing: its contrast does not depend on the picture (18.9:1 at every pixel).
 */
export const Plain: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    const label = canvas.getByText('Closed');
    await expect(label).toBeVisible();
    await expect(label).toHaveAttribute('id', 'closed-label');
    await expect(solidContrast(label, label)).toBeGreaterThanOrEqual(4.5);
  },
};

/** An outlined pill reading "Closed", as on the storefront's restaurant cards. */
export const Badge: Story = {
  args: { ...meta.args, variant: 'badge' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Closed')).toBeVisible();
  },
};
