import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BackLink } from '../../src/components/storefront';
import { drawForcedStates, forceStates, waitForShown } from '../support/pseudoStates';
import { tokenColour } from '../support/tokenColour';

const meta = {
  title: 'Storefront/BackLink',
  tags: ['stable'],
  component: BackLink,
  args: {},
  parameters: {
    docs: {
      description: {
        component: `
A link back to the list a page was opened from: "Back to restaurants" on a menu page and on "not found"
pages.

**Use it** at the top of a detail page, or as the way out of an error page. **Not** for browser-history
"back" behaviour (it always goes to \`href\`, default \`/\`), or for actions (\`Button\`).

**Anatomy**: a left arrow (decorative) and the text (default "Back to restaurants"), in the brand colour,
semibold, 44 px tall for touch.

**States** (one story each below): rest; hover (underlined); focus-visible (3 px blue ring); active,
pressed (the text turns the body colour, underlined). A link has no disabled state.

**Keyboard and screen readers**: a real link (the app's router link): Tab, then Enter. Its name is the
text ("Back to restaurants"); the arrow is hidden from assistive technology.`,
      },
    },
  },
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkStyle = (canvasElement: HTMLElement) => getComputedStyle(canvasElement.querySelector('a')!);

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Back to restaurants' })).toHaveAttribute('href', '/');
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(linkStyle(canvasElement).textDecorationLine).toBe('none');
    await expect(linkStyle(canvasElement).color).toBe(tokenColour('--color-brand-fg'));
  },
};

/** Another destination and text, e.g. back to the search a menu was opened from. */
export const CustomText: Story = {
  args: { ...meta.args, href: '/?q=pizza', children: 'Back to search results' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to search results' })).toHaveAttribute('href', '/?q=pizza');
  },
};

/* ---- States, drawn with the real CSS state. ---- */

/** The pointer over it: underlined. */
export const Hover: Story = {
  args: { ...meta.args },
  parameters: forceStates({ hover: 'a' }),
  play: async (context) => {
    drawForcedStates(context);
    await waitForShown(() => expect(linkStyle(context.canvasElement).textDecorationLine).toBe('underline'));
  },
};

/** Reached with Tab: a 3 px ring in the focus colour. */
export const FocusVisible: Story = {
  args: { ...meta.args },
  parameters: forceStates({ focusVisible: 'a' }),
  play: async (context) => {
    drawForcedStates(context);
    // Resolved before waiting: waitFor re-runs on every DOM change, and resolving a token changes the DOM.
    const colourFocus = tokenColour('--color-focus');
    await waitForShown(() => {
      expect(linkStyle(context.canvasElement).outlineStyle).toBe('solid');
      expect(linkStyle(context.canvasElement).outlineColor).toBe(colourFocus);
    });
  },
};

/** Pressed: the text turns the body colour. */
export const Active: Story = {
  args: { ...meta.args },
  parameters: forceStates({ hover: 'a', active: 'a' }),
  play: async (context) => {
    drawForcedStates(context);
    // Resolved before waiting: waitFor re-runs on every DOM change, and resolving a token changes the DOM.
    const colourText = tokenColour('--color-text');
    await waitForShown(() => {
      expect(linkStyle(context.canvasElement).color).toBe(colourText);
      expect(linkStyle(context.canvasElement).textDecorationLine).toBe('underline');
    });
  },
};
