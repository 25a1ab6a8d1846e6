import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, EmptyState } from '../../src/components/ui';
import { blurActive } from '../support/pseudoStates';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'Your cart is empty', icon: 'cart' },
  // An element: a control would print its source.
  argTypes: { action: { control: false } },
  parameters: {
    docs: {
      description: {
        component: `
What a list or a region shows when it has nothing to show: "Your cart is empty", "No restaurants
found", "No orders yet".

**Use it** in place of an empty list, with a way out when there is one (\`action\`: "Clear filters").
**Not** for errors (say what went wrong and how to fix it) or while data is loading.

**Anatomy**: an optional decorative icon in a circle, the title, an optional sentence (\`children\`) and
an optional action (a \`Button\` or a link).

**States**: without action, with action.

**Keyboard and screen readers**: \`role="status"\`: its text is announced politely when it appears (e.g.
when a filter leaves nothing). The icon is hidden; the action is a normal button or link.`,
      },
    },
  },
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
    blurActive();
  },
};
