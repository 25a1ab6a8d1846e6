import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BackLink } from '../../src/components/storefront';

const meta = {
  title: 'Storefront/BackLink',
  component: BackLink,
  args: {},
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to restaurants' })).toHaveAttribute('href', '/');
  },
};
