import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Rating } from '../../src/components/ui';

const meta = {
  title: 'UI/Rating',
  component: Rating,
  args: { value: 4.5 },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = {
  args: { ...meta.args, value: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3.0')).toBeVisible();
    await expect(canvas.getByText('Rated 3.0 out of 5')).toBeInTheDocument();
  },
};

export const FourPointFive: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4.5')).toBeVisible();
    await expect(canvas.getByText('4.5')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Rated 4.5 out of 5')).toHaveClass('visually-hidden');
  },
};

export const Five: Story = {
  args: { ...meta.args, value: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5.0')).toBeVisible();
    await expect(canvas.getByText('Rated 5.0 out of 5')).toBeInTheDocument();
  },
};
