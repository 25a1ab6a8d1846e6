import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StatusSelect } from '../../src/components/ui';
import { ORDER_STATUS_OPTIONS, USER_STATUS_OPTIONS, type OrderStatus, type UserStatus } from '../../src/domain';
import { tokenColour } from '../support/tokenColour';

const meta = {
  title: 'Components/StatusSelect',
  id: 'ui-statusselect',
  tags: ['beta'],
  component: StatusSelect<OrderStatus>,
  args: {
    label: 'Status for order #a1b2c3',
    value: 'preparing',
    options: ORDER_STATUS_OPTIONS,
    onStatusChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: `
The one control that shows a record's status and changes it, for orders (Preparing, On the Way, Delivered) and
users (Active, Inactive): a native select drawn as the status's pill, in the status's colours, so the row or
card needs no separate badge.

**Use it** where the admin may change a status in place: a row of the orders table, a user card. **Not** where
the status is only shown (use \`StatusBadge\`: the dashboard's recent orders, the detail dialogs).

**Anatomy**: the selected status's label in its colour on its tint, with a pill outline and a chevron in the
same colour; 36 px tall (44 px on phones where the table becomes cards). Colours come from the colour roles:
preparing takes attention, on the way info, delivered and active success, inactive neutral.

**Keyboard and screen readers**: a native \`<select>\` named after its record ("Status for order #a1b2c3",
"Status for Jane Cooper"); arrow keys change it, and the admin confirms each change in a toast.`,
      },
    },
  },
} satisfies Meta<typeof StatusSelect<OrderStatus>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each order status in its own colours. */
export const OrderStatuses: Story = {
  args: { ...meta.args },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {ORDER_STATUS_OPTIONS.map((option) => (
        <StatusSelect key={option.value} {...args} label={`Status for order ${option.value}`} value={option.value} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Status for order on-the-way' });
    await expect(select).toHaveDisplayValue('On the Way');
    await expect(getComputedStyle(select).color).toBe(tokenColour('--color-info-fg'));
    await expect(getComputedStyle(select).backgroundColor).toBe(tokenColour('--color-info-muted'));
  },
};

/** The same control for users: active green, inactive grey. */
export const UserStatuses: Story = {
  args: { ...meta.args },
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {USER_STATUS_OPTIONS.map((option) => (
        <StatusSelect<UserStatus>
          key={option.value}
          label={`Status for ${option.label} user`}
          value={option.value}
          options={USER_STATUS_OPTIONS}
          onStatusChange={() => {}}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const inactive = canvas.getByRole('combobox', { name: 'Status for Inactive user' });
    await expect(getComputedStyle(inactive).color).toBe(tokenColour('--color-neutral-fg'));
  },
};

function Live(args: Story['args']) {
  const [status, setStatus] = useState<OrderStatus>('preparing');
  return (
    <StatusSelect
      {...args}
      label="Status for order #a1b2c3"
      options={ORDER_STATUS_OPTIONS}
      value={status}
      onStatusChange={(next, select) => {
        setStatus(next);
        args?.onStatusChange?.(next, select);
      }}
    />
  );
}

/** Choosing a status: the callback gets it, and the pill takes its colours at once. */
export const Change: Story = {
  args: { ...meta.args },
  render: (args) => <Live {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Status for order #a1b2c3' });
    await userEvent.selectOptions(select, 'delivered');
    await expect(args.onStatusChange).toHaveBeenCalledWith('delivered', select);
    await expect(select).toHaveAttribute('data-status', 'delivered');
    await expect(getComputedStyle(select).color).toBe(tokenColour('--color-success-fg'));
    select.blur();
  },
};
