import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SelectField } from '../../src/components/ui';

const CATEGORIES = ['Starters', 'Main Course', 'Desserts', 'Beverages', 'Sides'].map((c) => ({ value: c, label: c }));
const STATUSES = [
  { value: 'preparing', label: 'Preparing' },
  { value: 'on-the-way', label: 'On the way' },
  { value: 'delivered', label: 'Delivered' },
];

const meta = {
  title: 'UI/SelectField',
  component: SelectField,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  args: { label: 'Category', options: CATEGORIES, defaultValue: 'Main Course', onChange: fn() },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveValue('Main Course');
    await userEvent.selectOptions(select, 'Desserts');
    await expect(select).toHaveValue('Desserts');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
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
