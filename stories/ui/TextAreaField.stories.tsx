import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextAreaField } from '../../src/components/ui';
import { blurActive, drawForcedStates, forceStates, waitForShown } from '../support/pseudoStates';
import { tokenColour } from '../support/tokenColour';

const meta = {
  title: 'UI/TextAreaField',
  component: TextAreaField,
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Description', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `
A labelled multi-line text input: a restaurant's or a dish's description, a note.

**Use it** for text that may run over a line. **Not** for a single value (\`TextField\`).

**Anatomy**: label (\`*\` when \`required\`), the text area (3 rows by default, at least 96 px, the
user can drag it taller), then an optional hint and error, as \`TextField\`.

**States** (one story each below): rest; hover (the border darkens); focus (blue border and a 3 px
ring); disabled (grey); with hint; with error. No separate pressed style: pressing places the caret,
which is the focus state.

**Keyboard and screen readers**: a native \`<textarea>\` named by its \`<label>\`; Tab reaches it (Enter
adds a line, it does not submit). Hint and error are its description; an error sets
\`aria-invalid\`, \`required\` sets \`aria-required\`.`,
      },
    },
  },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(textarea, 'Wood-fired pizza');
    await expect(textarea).toHaveValue('Wood-fired pizza');
    await expect(args.onChange).toHaveBeenCalled();
    // Filled in and left: the field at rest with its value.
    blurActive();
    await expect(textarea).not.toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { ...meta.args, hint: 'Shown on the restaurant page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'Shown on the restaurant page',
    );
  },
};

export const WithError: Story = {
  args: { ...meta.args, required: true, error: 'Description is required' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAttribute('aria-required', 'true');
    await expect(textarea).toHaveAccessibleDescription('Description is required');
  },
};

/* ---- States, drawn with the real CSS state. ---- */

const controlStyle = (canvasElement: HTMLElement) => getComputedStyle(canvasElement.querySelector('textarea')!);

/** The pointer over it: the border darkens to the text colour. */
export const Hover: Story = {
  args: { ...meta.args, defaultValue: 'Wood-fired pizza and fresh pasta.' },
  parameters: forceStates({ hover: 'textarea' }),
  play: async (context) => {
    drawForcedStates(context);
    // Resolved before waiting: waitFor re-runs on every DOM change, and resolving a token changes the DOM.
    const colourText = tokenColour('--color-text');
    await waitForShown(() => expect(controlStyle(context.canvasElement).borderTopColor).toBe(colourText));
  },
};

/** Pressed with the pointer: the background dims while it is down, as a button's and the select's do. */
export const Active: Story = {
  args: { ...meta.args, defaultValue: 'Wood-fired pizza and fresh pasta.' },
  parameters: forceStates({ hover: 'textarea', active: 'textarea' }),
  play: async (context) => {
    drawForcedStates(context);
    // Resolved before waiting: waitFor re-runs on every DOM change, and resolving a token changes the DOM.
    const colourSurfaceMuted = tokenColour('--color-surface-muted');
    await waitForShown(() => expect(controlStyle(context.canvasElement).backgroundColor).toBe(colourSurfaceMuted));
  },
};

/** Focused (from the keyboard or a click: a text control always shows it): blue border and a 3 px ring. */
export const FocusVisible: Story = {
  args: { ...meta.args, defaultValue: 'Wood-fired pizza and fresh pasta.' },
  parameters: forceStates({ focusVisible: 'textarea' }),
  play: async (context) => {
    drawForcedStates(context);
    const focus = tokenColour('--color-focus');
    await waitForShown(() => {
      const style = controlStyle(context.canvasElement);
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineColor).toBe(focus);
      expect(style.borderTopColor).toBe(focus);
    });
  },
};

/** Unavailable: grey background and text; it cannot be focused or edited, and the pointer does not change it. */
export const Disabled: Story = {
  args: { ...meta.args, defaultValue: 'Wood-fired pizza and fresh pasta.', disabled: true },
  parameters: forceStates({ hover: 'textarea' }),
  play: async (context) => {
    drawForcedStates(context);
    const control = context.canvasElement.querySelector('textarea')!;
    await expect(control).toBeDisabled();
    await waitForShown(() => expect(control).toHaveClass('pseudo-hover'));
    await expect(controlStyle(context.canvasElement).backgroundColor).toBe(tokenColour('--color-surface-muted'));
    await expect(controlStyle(context.canvasElement).borderTopColor).toBe(tokenColour('--color-border-strong'));
  },
};
