import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tag } from '../../src/components/ui';

const meta = {
  title: 'Components/Tag',
  id: 'ui-tag',
  tags: ['stable'],
  component: Tag,
  args: { children: 'Italian' },
  parameters: {
    docs: {
      description: {
        component: `
A neutral rounded tag: a restaurant's cuisine on its page.

**Use it** for a read-only label or category. **Not** for something that can be clicked (\`Chip\`) or a
status (\`StatusBadge\`).

**Anatomy**: the text in a grey pill; never wider than its container: a longer text ends in an ellipsis.

**States**: short, several in a row, longer than its container.

**Keyboard and screen readers**: plain text, never focusable. The whole text stays in the page (screen
readers read it all, even when cut short on screen) and, for a text-only tag, in its tooltip.`,
      },
    },
  },
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

const LONG = 'Neapolitan wood-fired pizza, fresh pasta and natural wines from small producers';

/** Longer than its container: it stays inside it and ends in an ellipsis; the full text is its tooltip. */
export const LongText: Story = {
  args: { ...meta.args, children: LONG },
  render: (args) => (
    <div style={{ width: 240, maxWidth: '100%' }} data-testid="container">
      <Tag {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const tag = canvas.getByTitle(LONG);
    await expect(tag).toHaveTextContent(LONG);
    const text = tag.firstElementChild as HTMLElement;
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
    const container = canvas.getByTestId('container').getBoundingClientRect();
    await expect(tag.getBoundingClientRect().right).toBeLessThanOrEqual(container.right + 0.5);
  },
};

/** A tag that fits shows all its text, with no ellipsis. */
export const FitsWithoutEllipsis: Story = {
  args: { ...meta.args, children: 'Mediterranean' },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const text = canvas.getByText('Mediterranean');
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  },
};
