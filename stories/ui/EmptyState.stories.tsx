import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { tokenColour } from '../support/tokenColour';
import { EmptyState } from '../../src/components/ui';
import { leaveFocus } from '../support/focus';
import { atViewport } from '../../.storybook/modes';

const meta = {
  title: 'Components/EmptyState',
  id: 'ui-emptystate',
  tags: ['stable'],
  component: EmptyState,
  args: { title: 'Your cart is empty', icon: 'cart', framed: false },
  // Holds a function: a control would print its source.
  argTypes: { action: { control: false } },
  parameters: {
    docs: {
      description: {
        component: `
What a list or a region shows when it has nothing to show: "Your cart is empty", "No restaurants
found", "No orders yet".

**Use it** in place of an empty list, with a next step when there is one: an empty cart offers "Browse
restaurants", no results "Clear search and filters", a filter that matches nothing "Clear filters".
Offer the filter's way out only when a filter is what emptied the list, not when there is no data at all
("No orders yet"). **Not** for errors (say what went wrong and how to fix it) or while data is loading.

**Anatomy**: an optional decorative icon in a circle, the title, an optional sentence (\`children\`) and
an optional next step, \`action: { label, onAction, icon? }\`, drawn as one secondary \`Button\` (never a
second primary on the page; \`onAction\` is called with no arguments).

**Frame**: one look everywhere, never dashed. Where the empty state stands alone in the page, in place of a
list with no frame of its own (the card grids: restaurants, menu items, users; a restaurant's menu), pass
\`framed\`: a solid border on the surface colour, with the corners and shadow of a \`Panel\`, the same box the
orders table draws around its own empty state. Inside something already framed (a \`Panel\`, the cart dialog, the
orders table's box) leave it off: a box in a box.

**States**: without action, with action (desktop and phone, light and dark), framed.

**Keyboard and screen readers**: \`role="status"\`: its text is announced politely when it appears (e.g.
when a filter leaves nothing). The icon is hidden; the action is a normal button in Tab order. The
action usually makes the empty state (and its button) go away: the list that owns it moves focus to what
came back (\`useFocusOnRefill\`: its heading or the list), never leaving it on \`<body>\`.`,
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
    // Unframed by default: inside a dialog or a panel, which frame it already.
    await expect(getComputedStyle(canvas.getByRole('status')).borderTopStyle).toBe('none');
  },
};

const withAction = {
  ...meta.args,
  title: 'No restaurants found matching your criteria.',
  icon: 'search',
  children: 'Try another search or cuisine.',
  action: { label: 'Clear search and filters', onAction: fn() },
} satisfies Story['args'];

/** A next step under the text: one secondary button, in Tab order, called with no arguments. */
export const WithAction: Story = {
  args: withAction,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No restaurants found matching your criteria.');
    const button = canvas.getByRole('button', { name: 'Clear search and filters' });
    // Inside the status box, under the text.
    await expect(canvas.getByRole('status')).toContainElement(button);
    await expect(button).toHaveAttribute('data-variant', 'secondary');
    await userEvent.click(button);
    await expect(args.action!.onAction).toHaveBeenCalledTimes(1);
    await expect(args.action!.onAction).toHaveBeenCalledWith();
    leaveFocus();
  },
};

/** The same on a phone: title and button wrap inside the width, nothing scrolls sideways. */
export const WithActionPhone: Story = {
  ...atViewport('phone'),
  args: {
    ...withAction,
    action: { label: 'Browse restaurants', icon: 'store', onAction: fn() },
    title: 'Your cart is empty',
    icon: 'cart',
    children: undefined,
  },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Browse restaurants' });
    await expect(button).toBeVisible();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.action!.onAction).toHaveBeenCalledTimes(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    leaveFocus();
  },
};

/**
 * In place of a card grid (`framed`): the solid surface box of a Panel and of the orders table, never dashed, so
 * every empty state in the app looks alike.
 */
export const Framed: Story = {
  args: {
    ...withAction,
    title: 'No restaurants yet. Add one to get started.',
    icon: 'store',
    children: undefined,
    framed: true,
    action: { label: 'Add a restaurant', icon: 'plus', onAction: fn() },
  },
  play: async ({ canvas }) => {
    const box = getComputedStyle(canvas.getByRole('status'));
    await expect(box.borderTopStyle).toBe('solid');
    await expect(box.borderTopWidth).toBe('1px');
    await expect(box.borderTopColor).toBe(tokenColour('--color-border'));
    await expect(box.backgroundColor).toBe(tokenColour('--color-surface'));
    await expect(box.boxShadow).not.toBe('none');
    await expect(canvas.getByRole('button', { name: 'Add a restaurant' })).toHaveAttribute('data-variant', 'secondary');
  },
};
