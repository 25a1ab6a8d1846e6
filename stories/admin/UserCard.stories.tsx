import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UserCard } from '../../src/components/admin';
import { makeUser } from '../../src/data';
import { formatPrice } from '../../src/domain';

const meta = {
  title: 'Admin/UserCard',
  component: UserCard,
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  args: { user: makeUser(), onStatusChange: fn(), onView: fn() },
} satisfies Meta<typeof UserCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args, step }) => {
    const { id, name, email, phone, totalSpent } = args.user;
    await step('shows the user', async () => {
      await expect(canvas.getByRole('heading', { name })).toBeVisible();
      await expect(canvas.getByText(email)).toBeVisible();
      await expect(canvas.getByText(phone)).toBeVisible();
      await expect(canvas.getByText(formatPrice(totalSpent))).toBeVisible();
    });
    await step('the status selector switches the status', async () => {
      const select = canvas.getByRole('combobox', { name: `Status for ${name}` });
      await expect(select).toHaveValue('active');
      await userEvent.selectOptions(select, 'Inactive');
      await expect(args.onStatusChange).toHaveBeenCalledWith(id, 'inactive');
    });
    await step('View Details reports the id', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `View Details for ${name}` }));
      await expect(args.onView).toHaveBeenCalledWith(id);
    });
  },
};

export const Inactive: Story = {
  args: { ...meta.args, user: makeUser({ status: 'inactive' }, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveValue('inactive');
    await expect(canvas.getByText('inactive')).toHaveAttribute('data-status', 'inactive');
  },
};

export const NoAvatarLongEmail: Story = {
  args: {
    ...meta.args,
    user: makeUser({ avatar: '', email: 'a.very.long.email.address.for.testing@subdomain.example.com' }, 3),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(args.user.email)).toBeVisible();
  },
};
