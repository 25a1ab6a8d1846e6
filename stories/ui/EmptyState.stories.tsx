import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmptyState } from '../../src/components/ui';
import { leaveFocus } from '../support/focus';
import { atViewport } from '../../.storybook/modes';

const meta = {
  title: 'Components/EmptyState',
  id: 'ui-emptystate',
  tags: ['stable'],
  component: EmptyState,
  args: { title: 'Your cart is empty', icon: 'cart' },
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

**States**: without action, with action (desktop and phone, light and dark).

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
