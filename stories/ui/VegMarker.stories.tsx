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
