import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Banner } from '../../src/components/ui';
import { atViewport } from '../../.storybook/modes';
import { tokenColour } from '../support/tokenColour';

const meta = {
  title: 'Components/Banner',
  id: 'ui-banner',
  tags: ['beta'],
  component: Banner,
  args: {
    tone: 'attention',
    title: 'This restaurant is closed right now.',
    children: 'You can browse the menu, but ordering is unavailable.',
  },
  parameters: {
    docs: {
      description: {
        component: `
A message about the whole page or section, said once at its top, that stays until what it says changes: a closed
restaurant's page. (A toast is for what just happened; an empty state for a list with nothing in it.)

**Use it** once per page, above what it explains. **Not** for a field's error (show it at the field), nor on
every card of a list.

**Anatomy**: a tinted box with a thick leading edge in the tone's colour, the tone's icon, an optional bold
\`title\` and the text. Tones are the colour roles: \`attention\` (default), \`info\`, \`success\`, \`danger\`.

**Keyboard and screen readers**: plain text, never focusable. Give it an \`id\` and point the controls it
explains at it with \`aria-describedby\`: a disabled Add button then reads "Add Arancini to cart, dimmed. This
restaurant is closed right now. You can browse the menu, but ordering is unavailable."`,
      },
    },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A closed restaurant's page: the attention tone. */
export const Attention: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/closed right now/).closest('p')!;
    await expect(text).toHaveTextContent(
      'This restaurant is closed right now. You can browse the menu, but ordering is unavailable.',
    );
    const box = text.parentElement!;
    await expect(getComputedStyle(box).backgroundColor).toBe(tokenColour('--color-attention-muted'));
    await expect(getComputedStyle(box).borderInlineStartWidth).toBe('4px');
  },
};

/** Each tone, with its icon and colours. */
export const Tones: Story = {
  args: { ...meta.args },
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Banner tone="attention" title="Closed right now.">
        Ordering is unavailable.
      </Banner>
      <Banner tone="info" title="Demo data.">
        Everything you change here is lost on reload.
      </Banner>
      <Banner tone="success" title="All caught up.">
        Every order has been delivered.
      </Banner>
      <Banner tone="danger" title="The menu could not be loaded.">
        Check your connection and try again.
      </Banner>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tones = [...canvasElement.querySelectorAll<HTMLElement>('[data-tone]')].map((b) => b.dataset.tone);
    await expect(tones).toEqual(['attention', 'info', 'success', 'danger']);
  },
};

/** A long message wraps on a phone; nothing scrolls sideways. */
export const Phone: Story = {
  ...atViewport('phone'),
  args: {
    ...meta.args,
    title: 'Trattoria-Della-Nonna-Giuseppina-Di-Napoli is closed right now.',
  },
  play: async () => {
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
