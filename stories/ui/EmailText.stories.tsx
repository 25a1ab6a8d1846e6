import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailText } from '../../src/components/admin/EmailText';
import { emailParts, emailText } from '../support/emailText';
import { atViewport } from '../../.storybook/modes';
import { expectFullValue, expectNoOverflow, unbroken, UNBROKEN_LENGTH } from '../support/longText';

/**
 * An email address that wraps where a reader expects in a narrow column: after the '@' first,
 * then before a dot, and only as a last resort anywhere. Copy, search and screen readers get the
 * address unchanged.
 */
const meta = {
  title: 'Utilities/EmailText',
  id: 'ui-emailtext',
  tags: ['stable'],
  component: EmailText,
  decorators: [
    (Story) => (
      <p style={{ width: 200, margin: 0, fontSize: '0.875rem' }}>
        <Story />
      </p>
    ),
  ],
  args: { email: 'noah.nelson@example.com' },
  parameters: {
    docs: {
      description: {
        component: `
An email address that wraps where a reader expects in a narrow column: after the \`@\` first, then
before a dot, and only as a last resort anywhere.

**Use it** wherever an address sits in a narrow column (user cards, order details). **Not** needed
where the address always fits on one line.

**Anatomy**: the address as written, with invisible line-break opportunities (\`<wbr>\`).

**States**: short (one line), long (wraps after the \`@\`), longer than the line (the name part also
wraps before a dot).

**Keyboard and screen readers**: plain text: copy, search and screen readers get the address unchanged.`,
      },
    },
  },
} satisfies Meta<typeof EmailText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {
  play: async ({ canvas, args }) => {
    const line = canvas.getByText(emailText(args.email));
    const { local, domain } = emailParts(line);
    // It fits: one line.
    await expect(domain.offsetTop).toBe(local.offsetTop);
  },
};

export const LongWrapsAfterAt: Story = {
  args: { email: 'maximilian.featherstone@fooddash-example.com' },
  play: async ({ canvas, args }) => {
    const line = canvas.getByText(emailText(args.email));
    const { local, domain } = emailParts(line);
    await expect(local).toHaveTextContent('maximilian.featherstone@');
    await expect(domain).toHaveTextContent('fooddash-example.com');
    await expect(domain.offsetTop).toBeGreaterThan(local.offsetTop);
    await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth);
  },
};

export const LongerThanTheLine: Story = {
  args: { email: 'a.very.long.email.address.for.testing@subdomain.example.com' },
  play: async ({ canvas, args }) => {
    const line = canvas.getByText(emailText(args.email));
    const { local, domain } = emailParts(line);
    // The name part wraps before one of its dots; the domain starts a line of its own.
    await expect(local.offsetHeight).toBeGreaterThan(domain.offsetHeight);
    await expect(domain.offsetTop).toBeGreaterThanOrEqual(local.offsetTop + local.offsetHeight);
    await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth);
  },
};

/** The address of this story: its part before the "@" one unbroken 40-character word, made from the default's. */
const longEmail = `${unbroken(meta.args.email.split('@')[0]!, UNBROKEN_LENGTH)}@${meta.args.email.split('@')[1]}`;

/**
 * An address whose part before the "@" is one unbroken 40-character word, in the 200 px column, on a phone: that
 * part breaks anywhere (it has no dot), the domain keeps its own line.
 */
export const LongUnbrokenText: Story = {
  args: { email: longEmail },
  ...atViewport('phone'),
  play: async ({ canvasElement }) => {
    const column = canvasElement.querySelector('p')!;
    await expectNoOverflow(column);
    await expectFullValue(column, longEmail);
  },
};
