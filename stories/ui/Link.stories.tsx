import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from '../../src/components/ui';
import { drawForcedStates, forceStates, waitForShown } from '../support/pseudoStates';
import { tokenColour } from '../support/tokenColour';

/**
 * `Link` renders whatever link the app plugs in with `LinkProvider`: react-router's in the app and in
 * these stories (the global router decorator), a plain `<a>` where nothing is provided. Components
 * use it so they never import the router.
 */
const meta = {
  title: 'Components/Link',
  id: 'ui-link',
  tags: ['stable'],
  component: Link,
  args: { href: '/restaurant/restaurant-1', children: 'Via Milano Kitchen' },
  parameters: {
    docs: {
      description: {
        component: `
The library's link: an anchor that navigates with whatever router the app plugs in, so components can
link without importing the router.

**Use it** inside components for every link to a page of the app (cards, back links, navigation).
**Not** for actions that do not navigate (\`Button\`). In the app, \`LinkProvider\` (at the root) supplies
react-router's link; without a provider it renders a plain \`<a href>\`.

**Anatomy**: nothing of its own: an \`<a>\` with the props you pass (\`href\`, \`className\`, children).
Its look comes from the component that uses it (\`BackLink\`, \`RestaurantCard\`, the header); on its
own it has the browser's link style.

**States**: rest and focus-visible (the global 3 px blue ring, below). Hover and pressed styles
belong to the component that uses the link: see \`BackLink\` and \`RestaurantCard\`.

**Keyboard and screen readers**: a real link: Tab, then Enter; announced as "link" with its text.
With the router, Enter and a click navigate without reloading the page; Ctrl/Cmd+click still opens a
new tab.`,
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRouter: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Via Milano Kitchen' });
    await expect(link).toHaveAttribute('href', '/restaurant/restaurant-1');
  },
};

export const PlainAnchor: Story = {
  args: { ...meta.args, href: '/admin', children: 'Back to App' },
  parameters: { router: { disable: true } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Back to App' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '/admin');
  },
};

/** Reached with Tab: the global focus ring, 3 px in the focus colour, 2 px outside the text. */
export const FocusVisible: Story = {
  args: { ...meta.args },
  parameters: forceStates({ focusVisible: 'a' }),
  play: async (context) => {
    drawForcedStates(context);
    const link = context.canvas.getByRole('link', { name: 'Via Milano Kitchen' });
    // Resolved before waiting: waitFor re-runs on every DOM change, and resolving a token changes the DOM.
    const colourFocus = tokenColour('--color-focus');
    await waitForShown(() => {
      expect(getComputedStyle(link).outlineStyle).toBe('solid');
      expect(getComputedStyle(link).outlineColor).toBe(colourFocus);
      expect(getComputedStyle(link).outlineOffset).toBe('2px');
    });
  },
};
