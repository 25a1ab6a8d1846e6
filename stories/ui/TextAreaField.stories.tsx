import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextAreaField } from '../../src/components/ui';
import { leaveFocus } from '../support/focus';
import { fieldStateStories } from '../support/stateStories';

const meta = {
  title: 'Components/TextAreaField',
  id: 'ui-textareafield',
  tags: ['stable'],
  component: TextAreaField,
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100%' }}>
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

/** Hover, active, focus-visible and disabled, drawn with the real CSS state (the form controls share them). */
const states = fieldStateStories('textarea', { ...meta.args, defaultValue: 'Wood-fired pizza and fresh pasta.' });

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(textarea, 'Wood-fired pizza');
    await expect(textarea).toHaveValue('Wood-fired pizza');
    await expect(args.onChange).toHaveBeenCalled();
    // Filled in and left: the field at rest with its value.
    leaveFocus();
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

/* ---- States, drawn with the real CSS state (shared by the form controls: stories/support/stateStories.ts). ---- */

/** The pointer over it: the border darkens to the text colour. */
export const Hover: Story = states.Hover;

/** Pressed with the pointer: the background dims while it is down, as a button's does. */
export const Active: Story = states.Active;

/** Focused (from the keyboard or a click: a text control always shows it): blue border and a 3 px ring. */
export const FocusVisible: Story = states.FocusVisible;

/** Unavailable: grey background and text; it cannot be focused or edited, and the pointer does not change it. */
export const Disabled: Story = states.Disabled;
