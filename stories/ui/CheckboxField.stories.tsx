import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CheckboxField } from '../../src/components/ui';
import { leaveFocus } from '../support/focus';

const meta = {
  title: 'Components/CheckboxField',
  id: 'ui-checkboxfield',
  tags: ['stable'],
  component: CheckboxField,
  args: { label: 'Open for orders', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `
A checkbox with its label on the right, for one yes/no setting in a form ("Open for orders").

**Use it** for a setting that is on or off and takes effect when the form is saved. **Not** for a
choice among several (\`RadioGroupField\`, \`SelectField\`) or a filter that applies at once (\`Chip\`).

**Anatomy**: the native 20 px box (brand tangerine when checked) and the label, in a 44 px tall row (the
whole row is the click target); an optional hint and error under it.

**States**: unchecked, checked; disabled greys the label and shows a not-allowed cursor; an error sets
\`aria-invalid\`. Hover, focus and pressed are the browser's own drawing of the checkbox (focus adds the
global 3 px blue ring).

**Keyboard and screen readers**: a native \`<input type="checkbox">\` inside its \`<label>\`: Tab, then
Space toggles it; read as "Open for orders, checkbox, checked". Hint and error are its description.`,
      },
    },
  },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  args: { ...meta.args, defaultChecked: false },
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Open for orders' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Open for orders'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    leaveFocus();
  },
};

export const Checked: Story = {
  args: { ...meta.args, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Open for orders' })).toBeChecked();
  },
};
