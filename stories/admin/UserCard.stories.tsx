import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { UserCard } from '../../src/components/admin';
import { makeUser } from '../../src/data';
import { formatPrice } from '../../src/domain';
import { emailParts, emailText } from '../support/emailText';
import { leaveFocus } from '../support/focus';
import { atViewport } from '../../.storybook/modes';
import { expectLongTextHolds, phone360Frame } from '../support/longText';
import { longUser } from '../support/longRecords';

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
A customer account as the admin sees it in the **Users** grid, with its status switch and a way to the details.

**Use it** inside \`UserGrid\`. **Don't use it** to show the signed-in user.

**Anatomy**: avatar (initials when there is no picture) · name (\`<h2>\`), email (wraps after the "@", then before dots, never mid-word), phone · status badge · Orders, Spent and Joined figures · the status select (Active / Inactive), drawn as the status's pill (\`StatusSelect\`, as in the orders table: no separate badge), and **View Details**.

**States**: active · inactive (dimmed, the select's grey pill, \`data-status\`) · long email addresses · no avatar.

**Keyboard and screen readers**: an \`<article>\`; Tab reaches the status select ("Status for *name*") and then "View Details for *name*". The email is one text for copy, search and speech, whatever its line breaks. The name can take focus by script only: the grid moves focus to it when the card before it leaves a filtered list.
`;

const meta = {
  title: 'Admin/UserCard',
  tags: ['stable'],
  component: UserCard,
  parameters: { docs: { description: { component: COMPONENT_DOCS } } },
  decorators: [(Story) => <div style={{ width: 360, maxWidth: '100%' }}>{Story()}</div>],
  args: { user: makeUser(), onStatusChange: fn(), onView: fn() },
} satisfies Meta<typeof UserCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  args: { ...meta.args },
  // Active under every toolbar seed: the seed's first user may be inactive (seed 2026's is).
  render: (args) => <UserCard {...args} user={args.user && { ...args.user, status: 'active' }} />,
  play: async (context) => {
    const { canvas, userEvent, step, args } = context;
    const { id, name, email, phone, totalSpent } = args.user;
    await step('shows the user', async () => {
      await expect(canvas.getByRole('heading', { name })).toBeVisible();
      await expect(canvas.getByText(emailText(email))).toBeVisible();
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
    leaveFocus();
  },
};

export const Inactive: Story = {
  args: { ...meta.args, user: makeUser({ status: 'inactive' }, 2) },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('heading', { name: context.args.user.name })).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveAttribute('data-status', 'inactive');
    await expect(canvas.getByRole('combobox')).toHaveValue('inactive');
    // The status select is the status's pill (no second badge beside it).
    await expect(canvas.getByRole('combobox')).toHaveAttribute('data-status', 'inactive');
    await expect(canvas.queryByText('inactive')).toBeNull();
  },
};

/**
 * An address too long for one line wraps after the '@': the name part on one line, the domain on
 * the next, neither cut mid-word. The whole address is still one text for copy, search and speech.
 */
export const LongEmail: Story = {
  args: {
    ...meta.args,
    user: makeUser({ email: 'maximilian.featherstone@fooddash-example.com' }, 4),
  },
  play: async ({ canvas, args }) => {
    const line = canvas.getByText(emailText(args.user.email));
    await expect(line).toBeVisible();
    const { local, domain } = emailParts(line);
    await expect(local).toHaveTextContent('maximilian.featherstone@');
    await expect(domain).toHaveTextContent('fooddash-example.com');
    // Two lines, one part each (the same height: neither wraps), both fully inside the card. Checked
    // once layout has settled (the UI font is loaded before the play; a reflow may still be pending).
    await waitFor(async () => {
      await expect(domain.offsetTop).toBeGreaterThanOrEqual(local.offsetTop + local.offsetHeight);
      await expect(domain.offsetHeight).toBe(local.offsetHeight);
      await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth);
    });
  },
};

/**
 * An extreme address (and no avatar): the name part, wider than the line itself, wraps before
 * one of its dots; the domain still starts its own line.
 */
export const NoAvatarLongEmail: Story = {
  args: {
    ...meta.args,
    user: makeUser(
      { avatar: '', email: 'a.very.long.email.address.for.testing.the.whole.card@subdomain.example.com' },
      3,
    ),
  },
  play: async ({ canvas, args }) => {
    const line = canvas.getByText(emailText(args.user.email));
    await expect(line).toBeVisible();
    const { local, domain } = emailParts(line);
    await expect(domain).toHaveTextContent('subdomain.example.com');
    await waitFor(async () => {
      await expect(local.offsetHeight).toBeGreaterThan(domain.offsetHeight);
      await expect(domain.offsetTop).toBeGreaterThanOrEqual(local.offsetTop + local.offsetHeight);
      await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth);
    });
  },
};

/**
 * A name, and an email whose part before the "@" is one unbroken 40-character word, at a 360 px phone: both
 * break inside the card, shown whole (also at a 1280 px page's widths).
 */
export const LongUnbrokenText: Story = {
  args: {
    ...meta.args,
    user: longUser(),
  },
  ...atViewport('phone'),
  decorators: [phone360Frame],
  play: async ({ canvas, canvasElement, args }) => {
    const { user } = args;
    await expectLongTextHolds(canvasElement, canvas.getByRole('article'), [user.name, user.email]);
  },
};
