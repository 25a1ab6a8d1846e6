import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../../src/components/ui';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: '3' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {
  args: { ...meta.args, tone: 'brand' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3')).toHaveAttribute('data-tone', 'brand');
  },
};

export const Admin: Story = {
  args: { ...meta.args, children: 'Admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Admin')).toBeVisible();
  },
};

export const Neutral: Story = {
  args: { ...meta.args, tone: 'neutral', children: '12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Success: Story = {
  args: { ...meta.args, tone: 'success', children: 'Open' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Open')).toHaveAttribute('data-tone', 'success');
  },
};
