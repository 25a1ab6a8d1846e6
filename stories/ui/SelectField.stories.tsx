import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SelectField } from '../../src/components/ui';
import { leaveFocus } from '../support/focus';
import { fieldStateStories } from '../support/stateStories';

const CATEGORIES = ['Starters', 'Main Course', 'Desserts', 'Beverages', 'Sides'].map((c) => ({ value: c, label: c }));
const STATUSES = [
  { value: 'preparing', label: 'Preparing' },
  { value: 'on-the-way', label: 'On the way' },
  { value: 'delivered', label: 'Delivered' },
];

const meta = {
  title: 'Components/SelectField',
  id: 'ui-selectfield',
  tags: ['stable'],
  component: SelectField,
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Category', options: CATEGORIES, defaultValue: 'Main Course', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `
A labelled native select with a chevron: a menu category, the restaurant of a dish, an order's status.

**Use it** to pick one value from a list of more than a few known options. **Not** for two to four
options that fit on screen (\`RadioGroupField\` shows them all), on/off (\`CheckboxField\`), or a filter
the user flips often (\`Chip\`).

**Anatomy**: label (\`*\` when \`required\`; \`hideLabel\` keeps it for screen readers only, e.g. a status
select in a table row), the 44 px select with a chevron on the right, then an optional hint and error.
\`placeholder\` adds an empty first option that cannot be picked again ("Select a restaurant").

**States** (one story each below): rest; hover (the border darkens); focus-visible (blue border and a
3 px ring); active, pressed while the list opens (grey background); disabled (grey); with error;
hidden label.

**Keyboard and screen readers**: the browser's own \`<select>\` ("combobox"): Tab reaches it, Space or
Alt+Down opens the list, arrow keys change the value (on Linux and Windows also when closed), Enter
picks. Hint and error are its description (\`aria-describedby\`); an error sets \`aria-invalid\`.`,
      },
    },
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover, active, focus-visible and disabled, drawn with the real CSS state (the form controls share them). */
const states = fieldStateStories('select', { ...meta.args });

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveValue('Main Course');
    await userEvent.selectOptions(select, 'Desserts');
    await expect(select).toHaveValue('Desserts');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    leaveFocus();
    await expect(select).not.toHaveFocus();
  },
};

export const WithError: Story = {
  args: {
    ...meta.args,
    label: 'Restaurant',
    options: [{ value: 'restaurant-1', label: 'Bella Napoli' }],
    placeholder: 'Select a restaurant',
    defaultValue: '',
    required: true,
    error: 'Restaurant is required',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Restaurant' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Restaurant is required');
  },
};

export const HiddenLabel: Story = {
  args: {
    ...meta.args,
    label: 'Status of order #9c1b2d',
    hideLabel: true,
    options: STATUSES,
    defaultValue: 'preparing',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Status of order #9c1b2d' });
    await expect(select).toHaveValue('preparing');
    await expect(canvas.getByText('Status of order #9c1b2d')).toHaveClass('visually-hidden');
  },
};

/* ---- States, drawn with the real CSS state (shared by the form controls: stories/support/stateStories.ts). ---- */

/** The pointer over it: the border darkens to the text colour. */
export const Hover: Story = states.Hover;

/** Focused (from the keyboard or a click: a text control always shows it): blue border and a 3 px ring. */
export const FocusVisible: Story = states.FocusVisible;

/** Unavailable: grey background and text; it cannot be focused or edited, and the pointer does not change it. */
export const Disabled: Story = states.Disabled;

/** Pressed with the pointer: the background dims while it is down, as a button's does. */
export const Active: Story = states.Active;
