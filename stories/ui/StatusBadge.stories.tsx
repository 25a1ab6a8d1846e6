import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge, type Status } from '../../src/components/ui';
import { statusLabel } from '../../src/domain';
import { tokenColour } from '../support/tokenColour';

const meta = {
  title: 'Components/StatusBadge',
  id: 'ui-statusbadge',
  tags: ['stable'],
  component: StatusBadge,
  args: { status: 'preparing' },
  parameters: {
    docs: {
      description: {
        component: `
A coloured pill with the status of an order (preparing, on the way, delivered) or of a user (active,
inactive).

**Use it** in tables, cards and details to show a status at a glance. **Not** for a filter (\`Chip\`)
or a neutral label (\`Tag\`).

**Anatomy**: the status text in sentence case ("On the way") on a tinted pill: preparing yellow, on the
way blue, delivered and active green, inactive grey (colours from the status tokens, text at AA contrast).

**States**: one story per status, and all side by side.

**Keyboard and screen readers**: plain text, so the status is read, never conveyed by colour alone. Not
focusable.`,
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `rgb(r, g, b)` → [r, g, b]. */
function channels(colour: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return [r, g, b];
}

/** The hue family a status colour must read as (spec: preparing yellow, on-the-way blue, delivered green). */
const HUE: Partial<Record<Status, (rgb: [number, number, number]) => boolean>> = {
  preparing: ([r, g, b]) => r > b && g > b,
  'on-the-way': ([r, g, b]) => b > r && b > g,
  delivered: ([r, g, b]) => g > r && g > b,
};

/**
 * The badge: DOM text is `statusLabel()` ('on the way'); on screen it reads in sentence case
 * ('On the way'); its background and text are the status tokens.
 */
const badgeStory = (status: Status): Story => ({
  args: { ...meta.args, status },
  play: async ({ canvas }) => {
    const badge = canvas.getByText(statusLabel(status));
    await expect(badge).toHaveAttribute('data-status', status);
    await expect(badge.textContent).toBe(statusLabel(status));
    await expect(getComputedStyle(badge).textTransform).toBe('none');
    await expect(getComputedStyle(badge, '::first-letter').textTransform).toBe('uppercase');
    const style = getComputedStyle(badge);
    await expect(style.backgroundColor).toBe(tokenColour(`--color-status-${status}-bg`));
    await expect(style.color).toBe(tokenColour(`--color-status-${status}-fg`));
    const hue = HUE[status];
    if (hue) await expect(hue(channels(style.backgroundColor))).toBe(true);
  },
});

/** Yellow. */
export const Preparing: Story = badgeStory('preparing');
/** Blue; reads 'On the way' (DOM text 'on the way'). */
export const OnTheWay: Story = badgeStory('on-the-way');
/** Green. */
export const Delivered: Story = badgeStory('delivered');
export const Active: Story = badgeStory('active');
export const Inactive: Story = badgeStory('inactive');

const ALL: Status[] = ['preparing', 'on-the-way', 'delivered', 'active', 'inactive'];

/** Side by side: the three order statuses have three different backgrounds. */
export const AllStatuses: Story = {
  args: { ...meta.args },
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {ALL.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const status of ALL) await expect(canvas.getByText(statusLabel(status))).toBeVisible();
    const orderBackgrounds = (['preparing', 'on-the-way', 'delivered'] as const).map(
      (status) => getComputedStyle(canvas.getByText(statusLabel(status))).backgroundColor,
    );
    await expect(new Set(orderBackgrounds).size).toBe(3);
  },
};
