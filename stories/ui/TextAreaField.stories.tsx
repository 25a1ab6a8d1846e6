import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextAreaField } from '../../src/components/ui';

const meta = {
  title: 'UI/TextAreaField',
  component: TextAreaField,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  args: { label: 'Description', onChange: fn() },
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
