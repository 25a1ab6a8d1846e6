import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ClosedOverlay } from '../../src/components/ui/ClosedOverlay';
import { Img } from '../../src/components/ui/Img';
import { makeRestaurant } from '../../src/data';
import { solidContrast } from '../support/contrast';

const restaurant = makeRestaurant({ isOpen: false });

/** The docs page opens with this: what the overlay is for, its anatomy, states and screen-reader behaviour. */
const COMPONENT_DOCS = `
The dark layer with "Closed" over a closed restaurant's picture.

**Use it** over the picture of a restaurant that is not taking orders (the storefront's and the admin's restaurant cards). Its parent must be positioned (\`position: relative\`). **Don't use it** to disable a form or a button (use \`disabled\`), or for a dish that cannot be ordered (\`MenuItemCard\`'s \`unavailableReason\`).

**Anatomy**: a dark layer over the whole parent · the word "Closed" (shown as written, never uppercased) on its own opaque backing, so its contrast does not depend on the picture.

**States**: \`plain\` (large bold word, the admin's cards) · \`badge\` (an outlined pill, the storefront's cards).

**Keyboard and screen readers**: not focusable. The word is ordinary text; give it an id (\`labelId\`) and point the card's link at it with \`aria-describedby\`, so the link is read with "Closed".
`;

const meta = {
  title: 'Utilities/ClosedOverlay',
  id: 'ui-closedoverlay',
  tags: ['stable'],
  component: ClosedOverlay,
  parameters: { docs: { description: { component: COMPONENT_DOCS } } },
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
