import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OrderStatusFilter } from '../../src/components/admin';
import type { OrderStatus } from '../../src/domain';
import { leaveFocus } from '../support/focus';

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The **Orders** screen's status filter.

**Use it** above \`OrdersTable\`. **Don't use it** to change an order's status (each row has its own selector).

**Anatomy**: the admin's filter panel (the same as the Menu Items and Users filters) holding one labelled select, **Filter by status**: All Orders, Preparing, On the Way, Delivered.

**States**: All Orders · one status picked.

**Keyboard and screen readers**: a group named "Filter orders" around a native \`<select>\` with a visible label; reports the value (\`'all'\` or a status) on change. The table below says when nothing matches, through its status box.
`;

const meta = {
  title: 'Admin/OrderStatusFilter',
  tags: ['stable'],
  component: OrderStatusFilter,
  parameters: { docs: { description: { component: COMPONENT_DOCS } } },
  decorators: [(Story) => <div style={{ width: 640, maxWidth: '100%' }}>{Story()}</div>],
  args: { value: 'all', onChange: fn() },
} satisfies Meta<typeof OrderStatusFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllOrders: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Filter by status' });
    await expect(select).toHaveDisplayValue('All Orders');
    const options = canvas.getAllByRole('option').map((option) => option.textContent);
    await expect(options).toEqual(['All Orders', 'Preparing', 'On the Way', 'Delivered']);
    await userEvent.selectOptions(select, 'On the Way');
    await expect(args.onChange).toHaveBeenCalledWith('on-the-way');
    leaveFocus();
  },
};

/** A status picked: the select shows its label; picking All Orders reports 'all'. */
const withStatus = (value: OrderStatus, label: string): Story => ({
  args: { ...meta.args, value },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Filter by status' });
    await expect(select).toHaveValue(value);
    await expect(select).toHaveDisplayValue(label);
    await userEvent.selectOptions(select, 'All Orders');
    await expect(args.onChange).toHaveBeenCalledWith('all');
    leaveFocus();
  },
});

export const Preparing: Story = withStatus('preparing', 'Preparing');
export const OnTheWay: Story = withStatus('on-the-way', 'On the Way');
export const Delivered: Story = withStatus('delivered', 'Delivered');
