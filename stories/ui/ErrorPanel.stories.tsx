import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ErrorBoundary, ErrorPanel } from '../../src/components/ui/ErrorBoundary';

const meta = {
  title: 'UI/ErrorPanel',
  component: ErrorPanel,
  parameters: { layout: 'padded' },
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
  if (broken) throw new Error('The part failed');
  return <p>The part rendered</p>;
}

function BoundaryDemo() {
  const [broken, setBroken] = useState(true);
  return (
    <div>
      <p>Outside the boundary: still here</p>
      <ErrorBoundary
        onRetry={() => setBroken(false)}
        fallback={(_error, retry) => <ErrorPanel title="The part failed" onRetry={retry} />}
      >
        <FlakyPart broken={broken} />
      </ErrorBoundary>
    </div>
  );
}

/** `ErrorBoundary` contains a failure: what is outside stays, the part shows the panel, Retry renders it again. */
export const BoundaryRetry: Story = {
  render: () => <BoundaryDemo />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Outside the boundary: still here')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('The part rendered')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Outside the boundary: still here')).toBeVisible();
  },
};
