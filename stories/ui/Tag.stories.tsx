import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tag } from '../../src/components/ui';

const meta = {
  title: 'UI/Tag',
  component: Tag,
  args: { children: 'Italian' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Italian')).toBeVisible();
  },
};

export const Several: Story = {
  args: { ...meta.args },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Tag {...args} />
      <Tag>Pizza</Tag>
      <Tag>Mediterranean</Tag>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pizza')).toBeVisible();
    await expect(canvas.getByText('Mediterranean')).toBeVisible();
  },
};
