import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { UserDetailModal } from '../../src/components/admin';
import { DEFAULT_NOW, makeUser } from '../../src/data';
import { emailParts, emailText } from '../support/emailText';
import { formatPrice, userStats } from '../../src/domain';
import { atViewport } from '../../.storybook/modes';
import { expectFullValue, expectNoOverflow } from '../support/longText';
import { longUser } from '../support/longRecords';

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The details of one customer, opened from **View Details** on their card.

**Use it** to read an account without leaving the list. **Don't use it** to edit the account (the status is switched on the card).

**Anatomy**: title "User Details" and a close button · profile: avatar, name, email, phone, status badge · figures: Total Orders, Total Spent, Average Order, Days Since Joining · "Account Information": Member Since, Account Status, User ID, Last Activity.

**States**: active · inactive · new user (no orders: average $0.00, 0 days) · long email on a phone · closed (\`user\` null: nothing rendered).

**Keyboard and screen readers**: a modal \`dialog\` named "User Details". Focus moves into it on open (its close button), Tab stays inside, **Escape**, the close button or a click on the backdrop close it, and focus returns to the View Details button. The avatar is read "Avatar of *name*"; figures are a description list.
`;

const meta = {
  title: 'Admin/UserDetailModal',
  tags: ['stable'],
  component: UserDetailModal,
  // In the docs page each open dialog gets its own frame instead of covering the page.
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: COMPONENT_DOCS }, story: { inline: false, height: '600px' } },
  },
  args: { user: makeUser(), now: DEFAULT_NOW, onClose: fn() },
} satisfies Meta<typeof UserDetailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  args: { ...meta.args },
  // Active under every toolbar seed: the seed's first user may be inactive (seed 2026's is).
  render: (args) => <UserDetailModal {...args} user={args.user && { ...args.user, status: 'active' }} />,
  play: async (context) => {
    const { canvas, userEvent, step, args } = context;
    const user = args.user!;
    const stats = userStats(user, DEFAULT_NOW);
    const view = within(await canvas.findByRole('dialog', { name: 'User Details' }));
    await step('profile', async () => {
      await expect(view.getByRole('img', { name: `Avatar of ${user.name}` })).toBeVisible();
      await expect(view.getByRole('heading', { name: user.name })).toBeVisible();
      await expect(view.getByText(emailText(user.email))).toBeVisible();
      await expect(view.getByText(user.phone)).toBeVisible();
    });
    await step('figures', async () => {
      await expect(view.getByText('Total Orders').nextElementSibling).toHaveTextContent(String(user.totalOrders));
      await expect(view.getByText('Total Spent').nextElementSibling).toHaveTextContent(formatPrice(user.totalSpent));
      await expect(view.getByText('Average Order').nextElementSibling).toHaveTextContent(
        formatPrice(stats.averageOrder),
      );
      await expect(view.getByText('Days Since Joining').nextElementSibling).toHaveTextContent(
        String(stats.daysSinceJoining),
      );
    });
    await step('account information', async () => {
      await expect(view.getByText('Member Since:').parentElement).toHaveTextContent(
        `Member Since: ${stats.memberSince}`,
      );
      await expect(view.getByText('Account Status:').parentElement).toHaveTextContent('Account Status: active');
      await expect(view.getByText('User ID:').parentElement).toHaveTextContent(`User ID: ${user.id}`);
      await expect(view.getByText('Last Activity:').parentElement).toHaveTextContent('Last Activity: Recently Active');
    });
    await step('close', async () => {
      await userEvent.click(view.getByRole('button', { name: 'Close' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
  },
};

export const Inactive: Story = {
  args: { ...meta.args, user: makeUser({ status: 'inactive' }, 2) },
  play: async (context) => {
    const { canvas } = context;
    const dialog = await canvas.findByRole('dialog', { name: 'User Details' });
    await expect(within(dialog).getByRole('heading', { name: context.args.user!.name })).toBeVisible();
    await expect(canvas.getByText('Account Status:').parentElement).toHaveTextContent('Account Status: inactive');
  },
};

/** Joined today with no orders: average $0.00, 0 days. */
export const NewUser: Story = {
  args: { ...meta.args, user: makeUser({ joinDate: DEFAULT_NOW, totalOrders: 0, totalSpent: 0 }, 3) },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'User Details' });
    await expect(canvas.getByText('Total Orders').nextElementSibling).toHaveTextContent('0');
    await expect(canvas.getByText('Average Order').nextElementSibling).toHaveTextContent('$0.00');
    await expect(canvas.getByText('Days Since Joining').nextElementSibling).toHaveTextContent('0');
  },
};

export const Phone: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'User Details' });
    await expect(dialog).toBeVisible();
    // A full-width sheet on phones; nothing overflows.
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A long address on a phone wraps after its '@' (name / domain), never mid-word. */
export const LongEmailPhone: Story = {
  args: { ...meta.args, user: makeUser({ email: 'maximilian.featherstone@fooddash-example.com' }, 4) },
  ...atViewport('phone'),
  play: async ({ canvas, args }) => {
    const line = await canvas.findByText(emailText(args.user!.email));
    const { local, domain } = emailParts(line);
    await expect(local).toHaveTextContent('maximilian.featherstone@');
    await waitFor(async () => {
      await expect(domain.offsetTop).toBeGreaterThanOrEqual(local.offsetTop + local.offsetHeight);
      await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth);
    });
  },
};

/** Nothing is rendered while no user is picked (blank: no snapshot). */
export const Closed: Story = {
  args: { ...meta.args, user: null },
  parameters: { chromatic: { disableSnapshot: true } },
  // Nothing to see on the docs page either.
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/**
 * A name, and an email whose part before the "@" is one unbroken 40-character word, on a phone (the dialog is a
 * sheet across the 375 px screen): both break inside the dialog, shown whole.
 */
export const LongUnbrokenText: Story = {
  args: {
    ...meta.args,
    user: longUser(),
  },
  ...atViewport('phone'),
  play: async ({ canvas, args }) => {
    const { user } = args;
    const dialog = await canvas.findByRole('dialog', { name: 'User Details' });
    await expectNoOverflow(dialog);
    for (const value of [user!.name, user!.email]) await expectFullValue(dialog, value);
  },
};
