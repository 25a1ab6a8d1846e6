import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VegMarker } from '../../src/components/ui';
import { forcedColours } from '../support/forcedColors';

/** The docs page opens with this: what the marker is for, its anatomy, states and screen-reader behaviour. */
const COMPONENT_DOCS = `
Says whether a dish is vegetarian, in the convention diners know: a green square with a round dot, or a red square with a triangle.

**Use it** on a dish (\`MenuItemCard\`, the admin's menu item cards), next to its rating. **Don't use it** for other diets or allergens, or for a restaurant.

**Anatomy**: a square outline with a mark inside: a dot (vegetarian, green) or a triangle (non-vegetarian, red). The shapes differ, not only the colours, so the two can be told apart without colour (and in forced-colours mode, where both are drawn in the text colour).

**States**: vegetarian · non-vegetarian.

**Keyboard and screen readers**: not focusable; an image (\`role="img"\`) named "Vegetarian" or "Non-vegetarian".
`;

const meta = {
  title: 'Components/VegMarker',
  id: 'ui-vegmarker',
  tags: ['stable'],
  component: VegMarker,
  parameters: { docs: { description: { component: COMPONENT_DOCS } } },
  args: { isVeg: true },
} satisfies Meta<typeof VegMarker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Veg: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Vegetarian' })).toBeVisible();
  },
};

export const NonVeg: Story = {
  args: { ...meta.args, isVeg: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Non-vegetarian' })).toBeVisible();
  },
};

/**
 * Both markers side by side: a round dot (vegetarian) and a triangle (non-vegetarian), so they differ in
 * shape, not only in green and red (WCAG 1.4.1). In forced-colours mode both are drawn in the text colour
 * and only the shape tells them apart: the Forced Colours story below.
 */
export const ShapesDiffer: Story = {
  args: { ...meta.args },
  render: () => (
    <span style={{ display: 'inline-flex', gap: '1rem' }}>
      <VegMarker isVeg />
      <VegMarker isVeg={false} />
    </span>
  ),
  play: async ({ canvas }) => {
    const mark = (name: string) => getComputedStyle(canvas.getByRole('img', { name }).firstElementChild!);
    await expect(mark('Vegetarian').clipPath).toBe('none');
    await expect(mark('Non-vegetarian').clipPath).toMatch(/^polygon/);
  },
};

/** Forced colours (Windows High Contrast): both marks in the text colour; the shape alone tells them apart. */
export const ForcedColours: Story = {
  ...ShapesDiffer,
  parameters: forcedColours,
  play: async (context) => {
    await ShapesDiffer.play!(context);
  },
};
