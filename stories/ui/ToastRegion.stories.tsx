import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ToastRegion, type ToastView } from '../../src/components/ui';
import { atViewport } from '../../.storybook/modes';
import { tokenColour } from '../support/tokenColour';
import { rendersNothing } from '../support/rendersNothing';
import { makeRestaurant } from '../../src/data';
import { expectFullValue, expectNoOverflow, unbroken, UNBROKEN_LENGTH } from '../support/longText';

const SAVED: ToastView = { id: 'toast-1', tone: 'success', message: 'Via Milano Kitchen saved.' };
const DELETED: ToastView = {
  id: 'toast-2',
  tone: 'info',
  message: 'Jade Garden deleted, with its 16 menu items.',
  actionLabel: 'Undo',
};
const ATTENTION: ToastView = {
  id: 'toast-3',
  tone: 'attention',
  message: 'Bella Roma is closed: its dishes cannot be ordered until it opens.',
};
const FAILED: ToastView = {
  id: 'toast-4',
  tone: 'danger',
  message: 'The menu could not be loaded.',
  actionLabel: 'Retry',
};

/**
 * The stack is fixed to the viewport's corner; in a story this frame stands for the viewport (a transform makes
 * it the containing block of fixed children). It has a width of its own: a centred canvas shrinks to its content.
 */
function ViewportFrame({ height, children }: { height: number; children: ReactNode }) {
  return (
    <div
      style={{
        position: 'relative',
        height,
        width: 'min(100vw - 2rem, 48rem)',
        // Never wider than what holds it: a Side by side pane is half the canvas.
        maxWidth: '100%',
        transform: 'translateZ(0)',
      }}
    >
      {children}
    </div>
  );
}

const meta = {
  title: 'Components/ToastRegion',
  id: 'ui-toastregion',
  tags: ['beta'],
  component: ToastRegion,
  args: { toasts: [SAVED], onDismiss: fn(), onAction: fn(), onPause: fn(), onResume: fn() },
  argTypes: {
    // A stack to show, chosen by what it holds, not typed into a JSON editor.
    toasts: {
      control: { type: 'select' },
      options: ['One saved', 'Deleted, with Undo', 'Every tone', 'Saved and deleted', 'None'],
      mapping: {
        'One saved': [SAVED],
        'Deleted, with Undo': [DELETED],
        'Every tone': [SAVED, DELETED, ATTENTION, FAILED],
        'Saved and deleted': [SAVED, DELETED],
        None: [],
      },
    },
  },
  render: (args) => (
    <ViewportFrame height={360}>
      <ToastRegion {...args} />
    </ViewportFrame>
  ),
  parameters: {
    docs: {
      description: {
        component: `
Short messages that confirm what just happened and go by themselves: a save, a delete (with **Undo**), a status
change. The admin sends them through the toaster machine (\`useToaster().show(...)\`); this component only shows
them.

**Use it** for the outcome of an action the user just took, when the page itself changes quietly (a card
disappears, a select changes). **Not** for errors in a form (show them at the field), nor for anything that
needs a decision (use a \`ConfirmDialog\`).

**Anatomy**: a stack at the bottom right (across the bottom on phones), newest last; each toast has a coloured
edge and icon for its tone, one sentence, at most one action (a secondary button) and a close button.

| Tone | For | Colour role |
|---|---|---|
| \`success\` | saved, added, restored, status changed | success |
| \`info\` | deleted (with Undo) | info |
| \`attention\` | done, with something to know | attention |
| \`danger\` | it failed (with Retry) | danger |

**Behaviour**: a toast goes after six seconds; hovering or focusing the stack pauses every toast, so it never
vanishes while read or while its button is reached. At most three show; a fourth pushes the oldest out. Undo
puts the record back exactly (a restaurant with its menu items) and the toast turns into "… restored.". Under
reduced motion a toast fades in without sliding.

**Keyboard and screen readers**: the stack is a landmark named "Notifications" and one polite live region:
each message is read once, after what the screen reader is saying. Tab reaches the action and the close button
("Dismiss notification"); Escape on either dismisses that toast. After Undo, focus waits on the close button.`,
      },
    },
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const stack = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Notifications' });

/** After a save: a success toast. */
export const Success: Story = {
  args: { ...meta.args },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Via Milano Kitchen saved.');
    await expect(within(stack(canvasElement)).getByRole('list')).toHaveAttribute('aria-live', 'polite');
    const edge = getComputedStyle(canvas.getByRole('listitem')).borderInlineStartColor;
    await expect(edge).toBe(tokenColour('--color-success-emphasis'));
  },
};

/** After a delete: Undo, for as long as the toast shows. */
export const DeletedWithUndo: Story = {
  args: { ...meta.args, toasts: [DELETED] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(args.onAction).toHaveBeenCalledWith('toast-2');
    // Focus moves to the close button, which stays when the toast turns into "restored".
    await expect(canvas.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
  },
};

/** Each tone, stacked oldest first: success, info with Undo, attention, danger with Retry. */
export const EveryTone: Story = {
  args: { ...meta.args, toasts: [SAVED, DELETED, ATTENTION, FAILED] },
  render: (args) => (
    <ViewportFrame height={420}>
      <ToastRegion {...args} />
    </ViewportFrame>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.dataset.tone)).toEqual(['success', 'info', 'attention', 'danger']);
    // The close buttons line up, with or without an action before them.
    const closes = canvas
      .getAllByRole('button', { name: 'Dismiss notification' })
      .map((b) => b.getBoundingClientRect().x);
    await expect(new Set(closes).size).toBe(1);
    await expect(getComputedStyle(items[3]!).borderInlineStartColor).toBe(tokenColour('--color-danger-emphasis'));
    // Toasts fade in (0.2 s) where animations run: the built Storybook, Chromatic.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible());
  },
};

/** Hovering or focusing the stack pauses it; leaving resumes. Escape dismisses the focused toast. */
export const PauseAndDismiss: Story = {
  args: { ...meta.args, toasts: [SAVED, DELETED] },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await userEvent.hover(canvas.getAllByRole('listitem')[0]!);
    await expect(args.onPause).toHaveBeenCalled();
    await userEvent.unhover(stack(canvasElement));
    await expect(args.onResume).toHaveBeenCalled();
    canvas.getByRole('button', { name: 'Undo' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledWith('toast-2');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    await expect(args.onDismiss).toHaveBeenCalledWith('toast-1');
    (document.activeElement as HTMLElement).blur();
    await waitFor(() =>
      expect(stack(canvasElement)).not.toContainElement(document.activeElement as HTMLElement | null),
    );
  },
};

/** Nothing to say: the region is in the page (so the first toast is announced), empty and invisible. */
export const Empty: Story = {
  args: { ...meta.args, toasts: [] },
  decorators: [
    rendersNothing('with no toasts the region is in the page, empty and invisible, ready to announce the first.'),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(stack(canvasElement)).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** A long sentence wraps inside the toast; a long unbroken name breaks anywhere rather than overflow. */
export const LongMessage: Story = {
  args: {
    ...meta.args,
    toasts: [
      {
        ...DELETED,
        message:
          'Trattoria-Della-Nonna-Giuseppina-Di-Napoli-E-Sorrento deleted, with its 16 menu items and every photo.',
      },
    ],
  },
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('listitem');
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth);
  },
};

/** On a phone the stack spans the bottom of the screen. */
export const Phone: Story = {
  ...atViewport('phone'),
  args: { ...meta.args, toasts: [SAVED, DELETED] },
  parameters: { ...atViewport('phone').parameters },
  play: async ({ canvas }) => {
    await waitFor(async () => {
      for (const toast of canvas.getAllByRole('listitem')) {
        const box = toast.getBoundingClientRect();
        await expect(box.left).toBeGreaterThanOrEqual(0);
        await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
        // Across the screen, not squeezed: at least 300 of the phone's 375 px.
        await expect(box.width).toBeGreaterThanOrEqual(300);
      }
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    });
  },
};

/** A restaurant name of one unbroken 40-character word, made from a seeded name. */
const longName = unbroken(makeRestaurant({}, 2).name, UNBROKEN_LENGTH);

/** A toast naming a restaurant of one unbroken 40-character word, on a phone: the name breaks inside the toast. */
export const LongUnbrokenText: Story = {
  ...atViewport('phone'),
  args: { ...meta.args, toasts: [{ ...DELETED, message: `${longName} deleted, with its 16 menu items.` }] },
  parameters: { ...atViewport('phone').parameters },
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('listitem');
    await expectNoOverflow(toast);
    await expectFullValue(toast, longName);
  },
};
