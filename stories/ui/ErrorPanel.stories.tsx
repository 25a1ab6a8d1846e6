import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ErrorBoundary, ErrorPanel } from '../../src/components/ui/ErrorBoundary';
import { leaveFocus } from '../support/focus';

/** The docs page opens with this: what the panel is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
What a part of the page shows when it failed: the fallback of an \`ErrorBoundary\` (a page whose code could not be downloaded, a bug while rendering).

**Use it** as an error boundary's \`fallback\`, in place of the part that failed, so the rest of the page (header, cart) keeps working. **Don't use it** for form validation (fields show their own errors), for an empty list (\`EmptyState\`) or for a page that does not exist (the not-found page).

**Anatomy**: heading (level 2, or 1 where the panel stands for a whole page) · a sentence on what happened and what is kept · **Retry** · **Reload page** (only with \`onReload\`, for a chunk that failed to download: a new version may have been published).

**States**: Retry and Reload page · Retry only.

**Keyboard and screen readers**: the panel is an \`alert\`, so it is announced when it appears. Focus moves to its heading when shown (\`autoFocus\`, default on; the heading takes focus with \`tabIndex=-1\`, it is not a Tab stop), so keyboard and screen-reader users start at the message; Tab then reaches Retry and Reload page.
`;

const meta = {
  title: 'Components/ErrorPanel',
  id: 'ui-errorpanel',
  tags: ['stable'],
  component: ErrorPanel,
  parameters: { layout: 'padded', docs: { description: { component: COMPONENT_DOCS } } },
  argTypes: {
    onRetry: { control: false },
    onReload: { control: false },
    headingLevel: { control: 'inline-radio', options: [1, 2], table: { defaultValue: { summary: '2' } } },
  },
  args: {
    title: "This page couldn't load",
    children: 'Part of the app could not be downloaded: you may be offline, or a new version may have been published.',
    onRetry: fn(),
    onReload: fn(),
  },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chunk that failed to download: Retry, and Reload page (a new version may have been published). */
export const ChunkFailed: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    const panel = canvas.getByRole('alert');
    const heading = canvas.getByRole('heading', { level: 2, name: args.title });
    await expect(panel).toContainElement(heading);
    // Focus lands on the heading, so keyboard and screen reader users start at the message.
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload page' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    // Back where the panel puts focus when shown: its heading.
    heading.focus();
  },
};

/** Any other failure: Retry only. */
export const RetryOnly: Story = {
  args: { ...meta.args, onReload: undefined, children: 'Something went wrong while showing this page.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reload page' })).toBeNull();
  },
};

/** A part that fails while `broken`. */
function FlakyPart({ broken }: { broken: boolean }) {
  if (broken) throw new Error(PART_FAILED);
  return <p>The part rendered</p>;
}

function BoundaryDemo() {
  const [broken, setBroken] = useState(true);
  return (
    <div>
      <p>Outside the boundary: still here</p>
      <ErrorBoundary
        onRetry={() => setBroken(false)}
        fallback={(_error, retry) => <ErrorPanel title={PART_FAILED} onRetry={retry} />}
      >
        <FlakyPart broken={broken} />
      </ErrorBoundary>
    </div>
  );
}

/** The error the part throws: React reports it (console.error) when the boundary catches it, in every build. */
const PART_FAILED = 'The part failed';
const reported: unknown[] = [];

/**
 * `ErrorBoundary` contains a failure: what is outside stays, the part shows the panel, Retry renders it again.
 * React reports every error a boundary catches with console.error, production builds included (the built
 * Storybook): the story expects that one report and keeps it out of the console; any other error still
 * reaches it.
 */
export const BoundaryRetry: Story = {
  beforeEach: () => {
    reported.length = 0;
    const original = console.error;
    console.error = (...data: unknown[]) => {
      // Production React passes the error itself; development React a format string, then the error.
      const error = data.find((item) => item instanceof Error && item.message === PART_FAILED);
      if (error) reported.push(error);
      else original(...data);
    };
    return () => {
      console.error = original;
    };
  },
  render: () => <BoundaryDemo />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: PART_FAILED })).toBeVisible();
    await expect(reported.length).toBeGreaterThan(0);
    await expect(canvas.getByText('Outside the boundary: still here')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('The part rendered')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Outside the boundary: still here')).toBeVisible();
    leaveFocus();
  },
};
