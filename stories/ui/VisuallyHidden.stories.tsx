import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, VisuallyHidden } from '../../src/components/ui';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Rated 4.5 out of 5' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  render: (args) => (
    <p>
      <Icon name="star" /> <VisuallyHidden {...args} />
      <span aria-hidden="true">4.5</span>
    </p>
  ),
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('Rated 4.5 out of 5');
    await expect(hidden).toHaveClass('visually-hidden');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
