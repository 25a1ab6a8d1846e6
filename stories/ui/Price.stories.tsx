import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from '../../src/components/ui';

const meta = {
  title: 'Components/Price',
  id: 'ui-price',
  tags: ['stable'],
  component: Price,
  args: { amount: 12.5 },
  parameters: {
    docs: {
      description: {
        component: `
A dollar amount with two decimals and thousands separators: "$12.50", "$1,234.50".

**Use it** for every price, fee and total, so amounts look and read the same everywhere. **Not** for
other numbers (counts, ratings).

**Anatomy**: the formatted amount (\`amount\` in dollars) in tabular figures; \`size\` \`sm\`, \`md\`
(default) or \`lg\` (totals).

**States**: zero, regular, thousands, small.

**Keyboard and screen readers**: plain text, read as written ("$12.50").`,
      },
    },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Zero: Story = {
  args: { ...meta.args, amount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$0.00')).toBeVisible();
  },
};

export const Regular: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$12.50')).toBeVisible();
  },
};

export const Thousands: Story = {
  args: { ...meta.args, amount: 1234.5, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,234.50')).toHaveAttribute('data-size', 'lg');
  },
};

export const Small: Story = {
  args: { ...meta.args, amount: 2.99, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$2.99')).toHaveAttribute('data-size', 'sm');
  },
};
