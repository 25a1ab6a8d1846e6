import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Hero } from '../../src/components/storefront';
import { atViewport } from '../../.storybook/modes';

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

export const Phone: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
