import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Pagination, type PaginationProps } from '../../src/components/ui';
import { leaveFocus } from '../support/focus';
import { atViewport } from '../../.storybook/modes';

/** The docs page opens with this: what the pagination is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The page buttons of a paged list (the admin's orders table and card grids, through \`ListPager\`, which adds the count "Showing 51–100 of 20,000 orders").

**Use it** above a list shown one page at a time. **Don't use it** for steps of a form or for tabs.

**Anatomy**: a \`<nav>\` named by \`aria-label\` ("Pagination, orders"), a list of: Previous · page buttons (the first, the last, the current one with a neighbour each side; "…" for the rest, so at most seven) · Next. Nothing is rendered for a single page.

**States**: first page (Previous unavailable) · a middle page · last page (Next unavailable).

**Keyboard and screen readers**: buttons in Tab order; the current page's button has \`aria-current="page"\` and is named "Page 3". Previous and Next are \`aria-disabled\` at the ends, never \`disabled\`, so focus stays on the button that was pressed; a pressed page number becomes the current page, which is always drawn. The parent holds the page (\`page\`, \`onPageChange\`).
`;

/** The bar with its page held here, as a list would hold it; the spy records each request. */
function Controlled({ page: first, onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(first);
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

const meta = {
  ...atViewport('desktop'),
  title: 'UI/Pagination',
  component: Pagination,
  parameters: {
    docs: { description: { component: COMPONENT_DOCS } },
    ...atViewport('desktop').parameters,
    layout: 'padded',
  },
  args: { 'aria-label': 'Pagination, orders', page: 1, pageCount: 4, onPageChange: fn() },
  render: (args) => <Controlled key={`${args.page}/${args.pageCount}`} {...args} />,
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
  // An empty canvas has nothing to compare, and nothing to see on the docs page either.
  parameters: { chromatic: { disableSnapshot: true } },
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Phones: the bar wraps inside the width; the page does not scroll sideways. */
export const Phone: Story = {
  args: { ...meta.args, page: 200, pageCount: 400 },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination, orders' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
