import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VegMarker } from '../../src/components/ui';

const meta = {
  title: 'UI/VegMarker',
  component: VegMarker,
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
 * and only the shape tells them apart; that mode is checked in e2e/a11y.spec.ts with Playwright's
 * `emulateMedia({ forcedColors: 'active' })`, which story tests cannot set per story.
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
