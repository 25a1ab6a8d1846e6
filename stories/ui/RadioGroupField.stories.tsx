import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroupField } from '../../src/components/ui';
import { leaveFocus } from '../support/focus';

const TYPES = [
  { value: 'veg', label: 'Vegetarian' },
  { value: 'non-veg', label: 'Non-Vegetarian' },
];

const meta = {
  title: 'Components/RadioGroupField',
  id: 'ui-radiogroupfield',
  tags: ['stable'],
  component: RadioGroupField,
  args: { label: 'Type', name: 'type', value: 'veg', options: TYPES, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `
A set of radios under a legend, for one choice among two to four that fit on screen ("Vegetarian /
Non-Vegetarian").

**Use it** when every option should be visible at once. **Not** for many options (\`SelectField\`),
on/off (\`CheckboxField\`), or a filter that applies at once (\`Chip\`).

**Anatomy**: a legend (\`*\` when \`required\`), the options in a row that wraps (native 20 px radios,
each in a 44 px tall label), then an optional hint and error.

**States**: one picked, error; \`disabled\` disables the whole group. Hover, focus and pressed are the
browser's drawing of the radio (focus adds the global 3 px blue ring).

**Keyboard and screen readers**: a \`<fieldset>\` named by its \`<legend>\` (read as a group). Tab enters
the group on the picked radio; arrow keys move and pick; the hint and error describe the group, and an
error marks each radio \`aria-invalid\`.`,
      },
    },
  },
} satisfies Meta<typeof RadioGroupField>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(args: ComponentProps<typeof RadioGroupField>) {
  const [value, setValue] = useState(args.value);
  return (
    <RadioGroupField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}
// Show code names the component a developer would use: this wrapper only holds the value.
Controlled.displayName = 'RadioGroupField';

export const Default: Story = {
  args: { ...meta.args },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Type' })).toBeVisible();
    const veg = canvas.getByRole('radio', { name: 'Vegetarian' });
    const nonVeg = canvas.getByRole('radio', { name: 'Non-Vegetarian' });
    await expect(veg).toBeChecked();
    await userEvent.click(nonVeg);
    await expect(args.onChange).toHaveBeenCalledWith('non-veg');
    await expect(nonVeg).toBeChecked();
    await expect(veg).not.toBeChecked();
    await userEvent.click(canvas.getByText('Vegetarian'));
    await expect(args.onChange).toHaveBeenLastCalledWith('veg');
    await expect(veg).toBeChecked();
    leaveFocus();
  },
};

export const WithError: Story = {
  args: { ...meta.args, value: '', required: true, error: 'Choose a type' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Type' })).toHaveAccessibleDescription('Choose a type');
  },
};
