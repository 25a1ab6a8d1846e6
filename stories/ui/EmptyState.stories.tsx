import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, EmptyState } from '../../src/components/ui';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'Your cart is empty', icon: 'cart' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your cart is empty');
  },
};

const onClear = fn();

export const WithAction: Story = {
  args: {
    ...meta.args,
    title: 'No restaurants found matching your criteria.',
    icon: 'search',
    children: 'Try another search or cuisine.',
    action: (
      <Button variant="secondary" onClick={onClear}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No restaurants found matching your criteria.');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(onClear).toHaveBeenCalledTimes(1);
  },
};
