import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Pagination, type PaginationProps } from '../../src/components/ui';
import { leaveFocus } from '../support/focus';
import { atViewport } from '../../.storybook/modes';
import { rendersNothing } from '../support/rendersNothing';

/** The docs page opens with this: what the pagination is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The page buttons of a paged list (the admin's orders table and card grids, through \`ListPager\`, which adds the count "Showing 51–100 of 20,000 orders").

**Use it** above a list shown one page at a time. **Don't use it** for steps of a form or for tabs.

**Anatomy**: a \`<nav>\` named by \`aria-label\` ("Pagination, orders"), a list of: Previous · page buttons (the first, the last, the current one with a neighbour each side; "…" for the rest, so at most seven) · Next. Nothing is rendered for a single page.

**States**: first page (Previous unavailable) · a middle page · last page (Next unavailable) · narrow (under 40rem: phones, 200 % zoom): one row, Previous and Next as icon buttons (still named "Previous" and "Next") either side of "Page 200 of 400", no page buttons.

**Keyboard and screen readers**: buttons in Tab order; the current page's button has \`aria-current="page"\` and is named "Page 3". Previous and Next are \`aria-disabled\` at the ends, never \`disabled\`, so focus stays on the button that was pressed; a pressed page number becomes the current page, which is always drawn. The parent holds the page (\`page\`, \`onPageChange\`).
`;

/** The bar with its page held here, as a list would hold it; the spy records each request. */
function Controlled({ page: first, onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(first);
  // The Controls panel's page or page count starts over from the page given.
  const [given, setGiven] = useState(`${first}/${props.pageCount}`);
  if (given !== `${first}/${props.pageCount}`) {
    setGiven(`${first}/${props.pageCount}`);
    setPage(first);
  }
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

// Show code names the component a developer would use: this wrapper only holds the page.
Controlled.displayName = 'Pagination';

const meta = {
  ...atViewport('desktop'),
  title: 'Components/Pagination',
  id: 'ui-pagination',
  tags: ['stable'],
  component: Pagination,
  parameters: {
    docs: { description: { component: COMPONENT_DOCS } },
    ...atViewport('desktop').parameters,
    layout: 'padded',
  },
  args: { 'aria-label': 'Pagination, orders', page: 1, pageCount: 4, onPageChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageNumbers = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button', { name: /^Page / })
    .map((button) => button.textContent);

/** Page 1 of 4 (the spec's 200 orders): every page drawn, Previous unavailable. */
export const FirstPage: Story = {
  args: { ...meta.args },
  play: async ({ canvas, args, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination, orders' });
    await expect(pageNumbers(nav)).toEqual(['1', '2', '3', '4']);
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const previous = within(nav).getByRole('button', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** Page 200 of 400 (20,000 orders): first, last, the current page with its neighbours, '…' between. */
export const MiddlePage: Story = {
  args: { ...meta.args, page: 200, pageCount: 400 },
  play: async ({ canvas, args, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination, orders' });
    await expect(pageNumbers(nav)).toEqual(['1', '199', '200', '201', '400']);
    await expect(within(nav).getAllByText('…')).toHaveLength(2);
    const next = within(nav).getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith(201);
    await expect(within(nav).getByRole('button', { name: 'Page 201' })).toHaveAttribute('aria-current', 'page');
    await expect(next).toHaveFocus();
    leaveFocus();
  },
};

/** The last page: Next is unavailable but stays focusable (focus is never dropped on it). */
export const LastPage: Story = {
  args: { ...meta.args, page: 8, pageCount: 8 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination, orders' });
    await expect(pageNumbers(nav)).toEqual(['1', '4', '5', '6', '7', '8']);
    await expect(within(nav).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** One page: nothing to choose, nothing rendered. */
export const SinglePage: Story = {
  args: { ...meta.args, pageCount: 1 },
  decorators: [rendersNothing('with one page (or none) there is nothing to choose, so no navigation is drawn.')],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** The middle of `el`'s box, up and down, rounded to the pixel. */
const middle = (el: Element) => {
  const box = el.getBoundingClientRect();
  return Math.round(box.top + box.height / 2);
};

/**
 * On a narrow screen: Previous and Next (icon buttons, still so named) either side of "Page X of Y", in
 * one row inside `frame`; no page buttons; nothing scrolls sideways.
 */
async function expectOneRow(nav: HTMLElement, frame: DOMRect, summaryText: string) {
  const previous = within(nav).getByRole('button', { name: 'Previous' });
  const next = within(nav).getByRole('button', { name: 'Next' });
  const summary = within(nav).getByText(summaryText);
  await expect(summary).toBeVisible();
  await expect(within(nav).queryAllByRole('button', { name: /^Page / })).toEqual([]);
  for (const gap of within(nav).queryAllByText('…')) await expect(gap).not.toBeVisible();
  await expect(new Set([previous, summary, next].map(middle)).size).toBe(1);
  await expect(previous.getBoundingClientRect().right).toBeLessThan(summary.getBoundingClientRect().left);
  await expect(summary.getBoundingClientRect().right).toBeLessThan(next.getBoundingClientRect().left);
  for (const el of [previous, next]) {
    const box = el.getBoundingClientRect();
    // A finger's target, wholly inside the frame.
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.left).toBeGreaterThanOrEqual(frame.left);
    await expect(box.right).toBeLessThanOrEqual(frame.right);
  }
  await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
}

/**
 * Phones (375 px): one row whatever the page count: Previous and Next as icon buttons either side of
 * "Page 200 of 400"; the page buttons are not drawn (nor read). Nothing wraps, nothing scrolls.
 */
export const Phone: Story = {
  args: { ...meta.args, page: 200, pageCount: 400 },
  ...atViewport('phone'),
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination, orders' });
    await expectOneRow(nav, canvasElement.getBoundingClientRect(), 'Page 200 of 400');
    const next = within(nav).getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith(201);
    await expect(within(nav).getByText('Page 201 of 400')).toBeVisible();
    await expect(next).toHaveFocus();
    leaveFocus();
  },
};

/**
 * The smallest common phone, 360 px wide (in the phone viewport, the story's frame is the 328 px a 360 px
 * screen leaves inside its 16 px margins), at the last of 20,000 pages: the longest summary still fits
 * one row, and Next is unavailable but focusable.
 */
export const Phone360: Story = {
  args: { ...meta.args, page: 20000, pageCount: 20000 },
  ...atViewport('phone'),
  decorators: [
    (Story) => (
      <div data-frame="360" style={{ width: 360 - 2 * 16 }}>
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const frame = canvasElement.querySelector('[data-frame="360"]')!.getBoundingClientRect();
    await expect(frame.width).toBe(328);
    const nav = canvas.getByRole('navigation', { name: 'Pagination, orders' });
    await expectOneRow(nav, frame, 'Page 20,000 of 20,000');
    const next = within(nav).getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(19999);
    await expect(within(nav).getByText('Page 19,999 of 20,000')).toBeVisible();
    leaveFocus();
  },
};
