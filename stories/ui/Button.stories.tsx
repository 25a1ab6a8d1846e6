import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, type ButtonVariant } from '../../src/components/ui';
import { forceStates, drawForcedStates, waitForShown } from '../support/pseudoStates';
import { leaveFocus } from '../support/focus';
import { expectFocusRing, stateStory } from '../support/stateStories';
import { tokenColour } from '../support/tokenColour';

const meta = {
  title: 'Components/Button',
  id: 'ui-button',
  tags: ['stable'],
  component: Button,
  // The booleans start on their defaults, so their controls show a value (not "Set boolean"); `disabled` and `type`
  // get theirs from .storybook/preview.tsx (nativeButtonArgs).
  args: { children: 'Add to cart', fullWidth: false, loading: false, onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'secondary', 'ghost', 'danger', 'danger-ghost'] satisfies ButtonVariant[],
      table: { defaultValue: { summary: 'primary' } },
    },
    size: { control: 'inline-radio', options: ['md', 'sm'], table: { defaultValue: { summary: 'md' } } },
    // `type` and `disabled`, a native button's own props: .storybook/preview.tsx (nativeButtonControls).
    fullWidth: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    loading: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    onClick: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
A text button for an action on the current view: add to cart, save, cancel, delete.

**Use it** for an action. **Not** to go to another page (use \`Link\` or \`BackLink\`), for an action shown
as an icon only (\`IconButton\`), or to switch a filter on and off (\`Chip\`).

| Variant | For |
|---|---|
| \`primary\` (default) | the one main action of a view: Add to cart, Save, Proceed to Checkout |
| \`secondary\` | the actions beside it: Cancel, View Details |
| \`ghost\` | low-emphasis actions in headers and toolbars: Login |
| \`danger\` | a destructive action being decided: the confirm button of a \`ConfirmDialog\` |
| \`danger-ghost\` | a destructive action that repeats on a page, quiet until hovered: Delete on every admin card |

**Loading**: \`loading\` keeps the button's own label and puts a spinner in the icon's place while its
action runs, in every variant (a busy Delete still says "Delete": never a generic "Saving…"); the button is
\`aria-busy\` and ignores presses (no second submit) but keeps focus. The spinner turns slowly under reduced
motion.

**Anatomy**: an optional icon (decorative, before the label) and the label, in a rounded box.
\`md\` (default) is 44 px high, a full touch target; \`sm\` is 32 px, for tables and toolbars; \`fullWidth\`
stretches it to its container.

**States** (one story each below): rest; hover (primary and danger lift with a shadow, secondary and
ghost turn grey, danger-ghost takes the danger colour's quiet fill); focus-visible (a 3 px blue ring outside the button, keyboard only); active, pressed
(sinks 1 px and loses its shadow, secondary and ghost darken); disabled (grey text on grey, a
not-allowed cursor, no hover); loading (a spinner, the label kept: one story for every variant and size).

**Keyboard and screen readers**: a native \`<button type="button">\` (it never submits a form unless you
pass \`type="submit"\`). Tab reaches it, Enter and Space press it; its accessible name is the label (the
icon is \`aria-hidden\`). \`disabled\` is the native attribute: Tab skips the button and screen readers
announce it as unavailable.`,
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicks the button, checks the callback, and leaves the button at rest (no focus ring). */
const clickAndRest: Story['play'] = async ({ canvas, userEvent, args }) => {
  const button = canvas.getByRole('button', { name: String(args.children) });
  await userEvent.click(button);
  await expect(args.onClick).toHaveBeenCalledTimes(1);
  leaveFocus();
  await expect(button).not.toHaveFocus();
};

export const Primary: Story = {
  args: { ...meta.args, variant: 'primary' },
  play: async (context) => {
    await expect(context.canvas.getByRole('button', { name: 'Add to cart' })).toHaveAttribute('type', 'button');
    await clickAndRest(context);
  },
};

export const Secondary: Story = {
  args: { ...meta.args, variant: 'secondary', children: 'Cancel' },
  play: clickAndRest,
};

export const Ghost: Story = {
  args: { ...meta.args, variant: 'ghost', children: 'Login' },
  play: clickAndRest,
};

export const Danger: Story = {
  args: { ...meta.args, variant: 'danger', children: 'Delete' },
  play: clickAndRest,
};

/** The quiet destructive action of a card: danger text, no fill until hovered. */
export const DangerGhost: Story = {
  args: { ...meta.args, variant: 'danger-ghost', icon: 'trash', children: 'Delete' },
  play: async (context) => {
    const button = context.canvas.getByRole('button', { name: 'Delete' });
    await expect(getComputedStyle(button).color).toBe(tokenColour('--color-danger-fg'));
    await expect(getComputedStyle(button).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await clickAndRest(context);
  },
};

/** Loading: a spinner in the icon's place, the label kept; busy for screen readers, and a second press does nothing. */
export const Loading: Story = {
  args: { ...meta.args, loading: true, icon: 'check', children: 'Save Restaurant', type: 'submit' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save Restaurant' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // The spinner replaces the icon; the label is still the name.
    await expect(button.querySelector('svg')).toBeNull();
    await expect(button).toHaveTextContent(/^Save Restaurant$/);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Still focusable (not native disabled): a keyboard user keeps their place while it saves.
    await expect(button).toHaveFocus();
    leaveFocus();
  },
};

/** Busy actions of each variant, named for what they do (none of them is a save). */
const LOADING_VARIANTS: { variant: ButtonVariant; label: string }[] = [
  { variant: 'primary', label: 'Proceed to Checkout' },
  { variant: 'secondary', label: 'Show more restaurants' },
  { variant: 'ghost', label: 'Login' },
  { variant: 'danger', label: 'Delete' },
  { variant: 'danger-ghost', label: 'Remove' },
];

/**
 * Every variant loading, at both sizes: each keeps its own label (a busy Delete still says "Delete", never
 * "Saving…"), with the spinner in its icon's place and its own colours.
 */
export const LoadingVariants: Story = {
  name: 'Loading, every variant',
  args: { ...meta.args, loading: true, icon: 'check' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, padding: 8, justifyItems: 'start' }}>
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
          {LOADING_VARIANTS.map(({ variant, label }) => (
            <Button key={variant} {...args} size={size} variant={variant}>
              {label}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    for (const { variant, label } of LOADING_VARIANTS) {
      const buttons = canvas.getAllByRole('button', { name: label });
      await expect(buttons).toHaveLength(2);
      for (const button of buttons) {
        await expect(button).toHaveAttribute('data-variant', variant);
        await expect(button).toHaveAttribute('aria-busy', 'true');
        await expect(button).toHaveAttribute('aria-disabled', 'true');
        // Its own label, and only it: the spinner is hidden and takes the icon's place.
        await expect(button).toHaveTextContent(new RegExp(`^${label}$`));
        await expect(button.querySelector('svg')).toBeNull();
        await expect(button.querySelector('[aria-hidden="true"]')).toBeVisible();
      }
    }
    await expect(canvas.queryByText(/Saving/)).toBeNull();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Delete' })[0]!);
    await expect(args.onClick).not.toHaveBeenCalled();
    leaveFocus();
  },
};

export const Small: Story = {
  args: { ...meta.args, size: 'sm', variant: 'secondary', children: 'View Details' },
  play: async (context) => {
    await expect(context.canvas.getByRole('button').getBoundingClientRect().height).toBe(32);
    await clickAndRest(context);
  },
};

export const WithIcon: Story = {
  args: { ...meta.args, icon: 'plus', children: 'Add Restaurant' },
  play: async (context) => {
    // The icon is decorative: the accessible name is the text only.
    const button = context.canvas.getByRole('button', { name: 'Add Restaurant' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await clickAndRest(context);
  },
};

export const FullWidth: Story = {
  args: { ...meta.args, fullWidth: true, children: 'Proceed to Checkout' },
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Proceed to Checkout' });
    await expect(button.getBoundingClientRect().width).toBe(320);
  },
};

/* ---- States: every variant side by side, drawn with the real CSS state. ---- */

const VARIANTS: { variant: ButtonVariant; label: string }[] = [
  { variant: 'primary', label: 'Add to cart' },
  { variant: 'secondary', label: 'Cancel' },
  { variant: 'ghost', label: 'Login' },
  { variant: 'danger', label: 'Delete' },
  { variant: 'danger-ghost', label: 'Remove' },
];

const allVariants: Story['render'] = (args) => (
  <div style={{ display: 'flex', gap: 16, padding: 8 }}>
    {VARIANTS.map(({ variant, label }) => (
      <Button key={variant} {...args} variant={variant}>
        {label}
      </Button>
    ))}
  </div>
);

const button = (canvasElement: HTMLElement, variant: ButtonVariant) =>
  canvasElement.querySelector<HTMLButtonElement>(`button[data-variant="${variant}"]`)!;

/** At rest, nothing forced: the reference the state stories differ from. */
export const Rest: Story = {
  args: { ...meta.args },
  render: allVariants,
  play: async ({ canvasElement }) => {
    for (const { variant } of VARIANTS) {
      const style = getComputedStyle(button(canvasElement, variant));
      await expect(style.boxShadow).toBe('none');
      await expect(style.outlineStyle).toBe('none');
      await expect(style.transform).toBe('none');
    }
  },
};

/** The pointer over each variant: primary and danger lift with a shadow, secondary and ghost turn grey, danger-ghost takes a quiet danger fill. */
export const Hover: Story = {
  args: { ...meta.args },
  render: allVariants,
  // Checked until the state's transition has ended.
  ...stateStory({ hover: 'button' }, (canvasElement) => {
    const muted = tokenColour('--color-surface-muted');
    const dangerMuted = tokenColour('--color-danger-muted');
    return () => {
      expect(getComputedStyle(button(canvasElement, 'primary')).boxShadow).not.toBe('none');
      expect(getComputedStyle(button(canvasElement, 'danger')).boxShadow).not.toBe('none');
      expect(getComputedStyle(button(canvasElement, 'secondary')).backgroundColor).toBe(muted);
      expect(getComputedStyle(button(canvasElement, 'ghost')).backgroundColor).toBe(muted);
      expect(getComputedStyle(button(canvasElement, 'danger-ghost')).backgroundColor).toBe(dangerMuted);
    };
  }),
};

/** Reached with Tab: a 3 px ring in the focus colour outside the button. */
export const FocusVisible: Story = {
  args: { ...meta.args },
  render: allVariants,
  ...stateStory({ focusVisible: 'button' }, (canvasElement) => {
    const focus = tokenColour('--color-focus');
    return () => VARIANTS.forEach(({ variant }) => expectFocusRing(button(canvasElement, variant), focus, '3px'));
  }),
};

/** Pressed (pointer down over it): the button sinks 1 px and loses its shadow; secondary and ghost darken. */
export const Active: Story = {
  args: { ...meta.args },
  render: allVariants,
  ...stateStory({ hover: 'button', active: 'button' }, (canvasElement) => {
    const pressed = tokenColour('--color-border');
    return () => {
      for (const { variant } of VARIANTS) {
        const style = getComputedStyle(button(canvasElement, variant));
        expect(style.transform).toBe('matrix(1, 0, 0, 1, 0, 1)');
        expect(style.boxShadow).toBe('none');
      }
      expect(getComputedStyle(button(canvasElement, 'secondary')).backgroundColor).toBe(pressed);
      expect(getComputedStyle(button(canvasElement, 'ghost')).backgroundColor).toBe(pressed);
    };
  }),
};

/** Unavailable: grey on grey, no hover, and a click does nothing. */
export const Disabled: Story = {
  args: { ...meta.args, disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(getComputedStyle(button).backgroundColor).toBe(tokenColour('--color-surface-muted'));
    await expect(button).not.toHaveFocus();
  },
};

/** Disabled under the pointer: no hover effect (the `:hover` rules skip `:disabled`). */
export const DisabledHover: Story = {
  args: { ...meta.args, disabled: true },
  render: allVariants,
  parameters: forceStates({ hover: 'button' }),
  play: async (context) => {
    drawForcedStates(context);
    const { canvasElement } = context;
    const muted = tokenColour('--color-surface-muted');
    await waitForShown(() => expect(button(canvasElement, 'primary')).toHaveClass('pseudo-hover'));
    for (const { variant } of VARIANTS) {
      const style = getComputedStyle(button(canvasElement, variant));
      await expect(style.boxShadow).toBe('none');
      await expect(style.backgroundColor).toBe(muted);
    }
  },
};
