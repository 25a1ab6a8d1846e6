import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from '../../src/components/ui';
import { leaveFocus } from '../support/focus';
import { fieldStateStories } from '../support/stateStories';
import { forcedColours, inForcedColours } from '../support/forcedColors';

const meta = {
  title: 'Components/TextField',
  id: 'ui-textfield',
  tags: ['stable'],
  component: TextField,
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Restaurant name', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `
A labelled one-line text input for forms: a name, an address, a price, a delivery time.

**Use it** for short free text or a number (\`type="number"\`, \`email\`…). **Not** for a long text
(\`TextAreaField\`), a choice from a known list (\`SelectField\`, \`RadioGroupField\`) or on/off
(\`CheckboxField\`).

**Anatomy**: label (with a crimson \`*\` when \`required\`), the 44 px input, then an optional hint (grey)
and an error (crimson, the danger colour, with an icon). An invalid input gets a crimson double border.

**States** (one story each below): rest; hover (the border darkens); focus (blue border and a 3 px
ring; a text input shows it for a click too); disabled (grey, cannot be focused); with hint; with error;
required. Text inputs have no separate pressed (active) style: pressing puts the caret in, which is the
focus state.

**Keyboard and screen readers**: a native \`<input>\` named by its \`<label>\`: Tab reaches it, a click on
the label focuses it. The hint and the error are its description (\`aria-describedby\`, hint first);
an error sets \`aria-invalid\`; \`required\` sets \`aria-required\` (no native validation bubble: forms
show their own messages). \`ref\` reaches the input, so a form can focus the first invalid field.`,
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover, active, focus-visible and disabled, drawn with the real CSS state (the form controls share them). */
const states = fieldStateStories('input', { ...meta.args, defaultValue: 'Bella Napoli' });

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Restaurant name' });
    await userEvent.type(input, 'Bella Napoli');
    await expect(input).toHaveValue('Bella Napoli');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
    // Filled in and left: the field at rest with its value.
    leaveFocus();
  },
};

export const WithHint: Story = {
  args: { ...meta.args, label: 'Delivery time', hint: 'A range in minutes', placeholder: 'e.g., 25-30 min' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Delivery time' });
    await expect(input).toHaveAccessibleDescription('A range in minutes');
    await expect(input).toHaveAttribute('placeholder', 'e.g., 25-30 min');
  },
};

export const WithError: Story = {
  args: { ...meta.args, defaultValue: '', error: 'Name is required', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Restaurant name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Name is required');
    await expect(canvas.getByText('Name is required')).toBeVisible();
  },
};

export const Required: Story = {
  args: { ...meta.args, required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Restaurant name' });
    // A visible '*', aria-required, and no native validation.
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('required');
  },
};

/** Unavailable: grey background and text; it cannot be focused or edited, and the pointer does not change it. */
export const Disabled: Story = {
  ...states.Disabled,
  play: async (context) => {
    await states.Disabled.play(context);
    const input = context.canvas.getByRole('textbox', { name: 'Restaurant name' });
    await context.userEvent.type(input, 'x');
    await expect(input).toHaveValue('Bella Napoli');
  },
};

export const Number: Story = {
  args: { ...meta.args, label: 'Rating', type: 'number', min: 1, max: 5, step: 0.1, defaultValue: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Rating' })).toHaveValue(4);
  },
};

/* ---- States, drawn with the real CSS state (shared by the form controls: stories/support/stateStories.ts). ---- */

/** The pointer over it: the border darkens to the text colour. */
export const Hover: Story = states.Hover;

/** Pressed with the pointer: the background dims while it is down, as a button's does. */
export const Active: Story = states.Active;

/** Focused (from the keyboard or a click: a text control always shows it): blue border and a 3 px ring. */
export const FocusVisible: Story = states.FocusVisible;

/** Forced colours (Windows High Contrast): the crimson border is gone, so an invalid field gets a double border. */
export const WithErrorForcedColours: Story = {
  ...WithError,
  parameters: forcedColours,
  play: async (context) => {
    await WithError.play!(context);
    // Without the emulation (a designer's browser) the story shows the usual field.
    if (inForcedColours()) {
      const input = context.canvas.getByRole('textbox', { name: 'Restaurant name' });
      await expect(getComputedStyle(input).borderTopStyle).toBe('double');
    }
  },
};
