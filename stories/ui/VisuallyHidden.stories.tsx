import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, VisuallyHidden } from '../../src/components/ui';

const meta = {
  title: 'Utilities/VisuallyHidden',
  id: 'ui-visuallyhidden',
  tags: ['stable'],
  component: VisuallyHidden,
  args: { children: 'Rated 4.5 out of 5' },
  parameters: {
    docs: {
      description: {
        component: `
Text read by screen readers but not shown: "Rated 4.5 out of 5" next to a star and "4.5".

**Use it** to complete for assistive technology what the layout says visually (an icon, a bare number).
**Not** to hide content from everyone (\`hidden\`), or for a control's name (\`aria-label\` on the control).

**Anatomy**: a \`<span>\` with the global \`.visually-hidden\` class (1 px, clipped, still in the
accessibility tree).

**States**: one.

**Keyboard and screen readers**: read in place by screen readers; never focusable, never seen.`,
      },
    },
  },
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
