import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, Icon } from '../../src/components/ui';

/** The docs page opens with this: what the badge is for, its anatomy, states and screen-reader behaviour. */
const COMPONENT_DOCS = `
A small pill for a count or a short label: the number on the cart button, the "Admin" label.

**Use it** for a number or one or two words that qualify something next to it. **Don't use it** for an order's status (\`StatusBadge\`), for a cuisine or category tag (\`Tag\`), for something to press (\`Chip\`, \`Button\`) or for a sentence.

**Anatomy**: one pill of text. \`pinned\` places it over the top-right corner of its nearest positioned parent (a count on an icon), ringed in the surface colour; a longer count widens it to the left.

**States**: tones \`brand\` (default), \`neutral\`, \`success\` · sizes \`md\` (labels) and \`sm\` (counts on icons) · pinned.

**Keyboard and screen readers**: plain text, not focusable and with no role of its own: it is read where it stands. A pinned count on an icon-only button is decoration: say the count in the button's name as well ("Cart, 3 items"), as \`IconButton\` does with its \`badge\`.
`;

const meta = {
  title: 'Components/Badge',
  id: 'ui-badge',
  tags: ['stable'],
  component: Badge,
  parameters: { docs: { description: { component: COMPONENT_DOCS } } },
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

export const Small: Story = {
  args: { ...meta.args, size: 'sm', children: '99+' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toHaveAttribute('data-size', 'sm');
  },
};

/** `pinned` puts a small count over the corner of an icon (its parent is positioned) without covering it. */
export const PinnedOnIcon: Story = {
  args: { ...meta.args, size: 'sm', pinned: true },
  render: (args) => (
    <span style={{ position: 'relative', display: 'inline-flex', padding: '0.625rem', margin: '0.5rem' }}>
      <Icon name="bell" />
      <Badge {...args} />
    </span>
  ),
  play: async ({ canvas }) => {
    const badge = canvas.getByText('3');
    await expect(getComputedStyle(badge).position).toBe('absolute');
    const icon = badge.parentElement!.querySelector('svg')!.getBoundingClientRect();
    const box = badge.getBoundingClientRect();
    // The count overlaps only the icon's top-right corner: the icon's centre stays uncovered.
    await expect(box.left).toBeGreaterThan(icon.left + icon.width / 2);
    await expect(box.bottom).toBeLessThan(icon.top + icon.height / 2 + 1);
  },
};

/** A three-digit count (a cart of 110) pinned on an icon: the pill widens to the left, every digit inside it. */
export const PinnedWideCount: Story = {
  args: { ...meta.args, size: 'sm', pinned: true, children: '110' },
  render: (args) => (
    <span style={{ position: 'relative', display: 'inline-flex', padding: '0.75rem', margin: '0.5rem 1rem' }}>
      <Icon name="cart" />
      <Badge {...args} />
    </span>
  ),
  play: async ({ canvas, args }) => {
    const badge = canvas.getByText(String(args.children));
    const box = badge.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(box.height * 1.5);
    await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
    // Anchored on the right: it grows leftwards, never past the icon's container on the right.
    await expect(box.right).toBeLessThanOrEqual(badge.parentElement!.getBoundingClientRect().right + 2);
  },
};
