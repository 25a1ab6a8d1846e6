import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroupField } from '../../src/components/ui';

const TYPES = [
  { value: 'veg', label: 'Vegetarian' },
  { value: 'non-veg', label: 'Non-Vegetarian' },
];

const meta = {
  title: 'UI/RadioGroupField',
  component: RadioGroupField,
  args: { label: 'Type', name: 'type', value: 'veg', options: TYPES, onChange: fn() },
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
  },
};

export const WithError: Story = {
  args: { ...meta.args, value: '', required: true, error: 'Choose a type' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Type' })).toHaveAccessibleDescription('Choose a type');
  },
};
