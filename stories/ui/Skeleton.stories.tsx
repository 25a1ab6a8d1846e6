import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ListPagerSkeleton, SkeletonBox, SkeletonRegion, SkeletonText } from '../../src/components/ui';
import { tokenColour } from '../support/tokenColour';
import { expectOneLoadingLabel, expectSameBox } from './skeletonChecks';

const meta = {
  title: 'Components/Skeleton',
  id: 'ui-skeleton',
  tags: ['beta'],
  component: SkeletonBox,
  args: { width: 240, height: 120, radius: 'lg' },
  parameters: {
    docs: {
      description: {
        component: `
Bones that stand for content on its way (after primer/react's \`SkeletonBox\`): shown where a list, a card or
a page is loading, at the size the content will take, so nothing moves when it comes.

**Use it** where data or a page's code is not there yet, laid out as the content will be (the component
skeletons: \`RestaurantCardSkeleton\`, \`OrdersTableSkeleton\`, …). **Not** for an action in progress (a button's
\`loading\`) or for an empty list (\`EmptyState\`).

**Anatomy**: \`SkeletonBox\` (a block: \`width\`, \`height\`, \`radius\`); \`SkeletonText\` (\`lines\` of text, each one line of
the surrounding text tall, \`1lh\`); \`SkeletonRegion\` (the container: \`aria-busy="true"\` and one polite label);
\`ListPagerSkeleton\` (the count and page buttons over a paged list).

**Colours**: the border colour, a muted-surface band sweeping over it: visible on the page and on a card in
both themes. **Motion**: the band sweeps only while motion is welcome; under reduced motion the bones are still.

**Screen readers**: the bones are hidden (\`aria-hidden\`); the region says what is loading, once.`,
      },
    },
  },
} satisfies Meta<typeof SkeletonBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Box: Story = {
  args: { ...meta.args },
  play: async ({ canvasElement }) => {
    const bone = canvasElement.querySelector<HTMLElement>('[data-skeleton]')!;
    await expect(bone).toHaveAttribute('aria-hidden', 'true');
    await expect(bone.getBoundingClientRect()).toMatchObject({ width: 240, height: 120 });
    // The border colour: seen on the page and on a card, in both themes.
    await expect(getComputedStyle(bone).backgroundColor).toBe(tokenColour('--color-border'));
  },
};

/** Three lines of body text and their skeleton side by side: the same height. */
export const Text: Story = {
  args: { ...meta.args },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24, width: 560, maxWidth: '100%' }}>
      <p data-testid="text">
        A first line of text,
        <br />a second line,
        <br />
        and a third.
      </p>
      <p data-testid="skeleton">
        <SkeletonText lines={3} />
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    await expectSameBox(canvas.getByTestId('skeleton'), canvas.getByTestId('text'));
  },
};

/** A loading region: busy, one polite label, bones hidden from screen readers. */
export const Region: Story = {
  args: { ...meta.args },
  render: () => (
    <SkeletonRegion label="Loading orders…" style={{ display: 'grid', gap: 12, width: 480, maxWidth: '100%' }}>
      <ListPagerSkeleton />
      <SkeletonBox height="6rem" radius="lg" />
      <SkeletonText lines={2} />
    </SkeletonRegion>
  ),
  play: async ({ canvasElement }) => {
    await expectOneLoadingLabel(canvasElement, 'Loading orders…');
  },
};

/** On the page, on a card and on a muted surface: the bones stand out on each (border colour). */
export const OnSurfaces: Story = {
  args: { ...meta.args },
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {['--color-bg', '--color-surface', '--color-surface-muted'].map((surface) => (
        <div
          key={surface}
          style={{
            display: 'grid',
            gap: 8,
            width: 160,
            padding: 16,
            borderRadius: 8,
            background: `var(${surface})`,
          }}
        >
          <SkeletonBox height="5rem" radius="md" />
          <SkeletonText lines={2} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(6);
  },
};
