import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CheckboxField } from '../../src/components/ui';

const meta = {
  title: 'UI/CheckboxField',
  component: CheckboxField,
  args: { label: 'Open for orders', onChange: fn() },
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
  },
};

export const Checked: Story = {
  args: { ...meta.args, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Open for orders' })).toBeChecked();
  },
};
