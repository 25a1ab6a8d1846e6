import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from '../../src/components/ui';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  args: { label: 'Restaurant name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Restaurant name' });
    await userEvent.type(input, 'Bella Napoli');
    await expect(input).toHaveValue('Bella Napoli');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
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

export const Disabled: Story = {
  args: { ...meta.args, disabled: true, defaultValue: 'Bella Napoli' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Restaurant name' })).toBeDisabled();
  },
};

export const Number: Story = {
  args: { ...meta.args, label: 'Rating', type: 'number', min: 1, max: 5, step: 0.1, defaultValue: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Rating' })).toHaveValue(4);
  },
};
