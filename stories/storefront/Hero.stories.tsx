import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Hero } from '../../src/components/storefront';
import { atViewport } from '../../.storybook/modes';
import { solidContrast } from '../support/contrast';

const meta = {
  ...atViewport('desktop'),
  title: 'Storefront/Hero',
  component: Hero,
  parameters: { ...atViewport('desktop').parameters, layout: 'fullscreen' },
  args: {},
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Order food from your favorite restaurants' }),
    ).toBeVisible();
    await expect(canvas.getByText('Fast delivery • Great food • Amazing prices')).toBeVisible();
  },
};

/**
 * On a phone, where the subtitle is smallest: title and subtitle sit on one solid colour (no gradient), so
 * their contrast is the same at every pixel, 6.42:1 (the former gradient went down to 4.32:1).
 */
export const Phone: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async ({ canvas, args }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const hero = title.closest('section')!;
    const subtitle = canvas.getByText(args.subtitle ?? 'Fast delivery • Great food • Amazing prices');
    await expect(solidContrast(subtitle, hero)).toBeGreaterThanOrEqual(4.5);
    await expect(solidContrast(title, hero)).toBeGreaterThanOrEqual(4.5);
  },
};
