import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrandMark } from '../../src/components/ui';
import { tokenColour } from '../support/tokenColour';

const meta = {
  title: 'Components/BrandMark',
  id: 'ui-brandmark',
  tags: ['beta'],
  component: BrandMark,
  args: { size: 28, withName: true },
  parameters: {
    docs: {
      description: {
        component: `
FoodDash's one brand mark: a steaming bowl on a tile of the brand fill, with the name beside it.

**Use it** wherever the product names itself: the storefront header (linking home), the admin sidebar. The
Storybook manager (\`public/fooddash-mark.svg\`) and the app's favicon draw the same picture. **Not** as a
decoration inside content.

**Anatomy**: a square tile (\`size\`, default 28 px) in \`--color-brand-emphasis\` with the bowl in
\`--color-on-emphasis\`, and the word "FoodDash" in the text colour at the surrounding font size.

**Keyboard and screen readers**: with the name, the tile is decorative and the word is the accessible name
(the header's link reads "FoodDash"); without it (\`withName={false}\`) the tile is an image named "FoodDash".
In forced-colours mode the tile takes the system's text colour.`,
      },
    },
  },
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('FoodDash')).toBeVisible();
    const tile = canvasElement.querySelector('svg')!;
    await expect(tile).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(tile.querySelector('rect')!).fill).toBe(tokenColour('--color-brand-emphasis'));
  },
};

/** Where the mark stands alone (a narrow bar): the tile is an image named "FoodDash". */
export const TileOnly: Story = {
  args: { ...meta.args, withName: false, size: 40 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'FoodDash' })).toBeVisible();
  },
};

/** The sizes in use: 24 px in the admin sidebar, 28 px in the storefront header, 48 px on a splash. */
export const Sizes: Story = {
  args: { ...meta.args },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <BrandMark {...args} size={24} style={{ fontSize: 'var(--font-size-lg)' }} />
      <BrandMark {...args} size={28} style={{ fontSize: 'var(--font-size-xl)' }} />
      <BrandMark {...args} size={48} style={{ fontSize: 'var(--font-size-3xl)' }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('FoodDash')).toHaveLength(3);
  },
};
