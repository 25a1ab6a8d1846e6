import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { AdminMenuItemGrid } from '../../src/components/admin';
import { getSeedData, makeMenuItem } from '../../src/data';
import type { SeedData } from '../../src/domain';
import { leaveFocus } from '../support/focus';
import { seededData } from '../support/storyData';
import { atViewport } from '../../.storybook/modes';

const items = [1, 2, 5, 6, 9, 13].map((n) => makeMenuItem({}, n));
/** Each restaurant's name by id, in a data set. */
const namesIn = (data: SeedData) => Object.fromEntries(data.restaurants.map((r) => [r.id, r.name]));
const restaurantNames = namesIn(getSeedData());

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The **Menu Items** screen's list: every menu item as an \`AdminMenuItemCard\`, in a responsive grid (one column on phones, two from 36rem, three from 75rem), or an empty state.

**Use it** for the admin's menu items, filtered or not. **Don't use it** for the storefront menu (grouped by category, with add-to-cart) or for a handful of items inside another panel.

**Anatomy**: the count ("Showing 1–24 of 192 menu items": the matches of the filters) and, with more than one page, the pagination ("Pagination, menu items"); then a list named "Menu items" (\`<ul>\`), one card per \`<li>\`, each card naming its restaurant from \`restaurantNames\`.

**Paging**: 24 cards a page (whole rows at 1, 2, 3 and 4 columns), held by the parent (\`page\`, \`onPageChange\`; back to 1 when a filter changes). Paged rather than windowed: every card of a page is real, in Tab order and findable, and cards may differ in height. Cards are memoised.

**States**: with items · empty: "No menu items yet. Add one to get started." and its next step, **Add a menu item** (a secondary button calling \`onAdd\`, the add flow of the page's **Add Menu Item**; without \`onAdd\` the text is just "No menu items yet.", inviting nothing it does not offer) · filters matched nothing: pass \`emptyText\` (the page uses "No menu items match the selected filters.") and \`emptyAction\` ("Clear filters"); when that action brings the items back, focus moves to the list.

**Keyboard and screen readers**: the count is a polite live region (a new page or filter is announced); focus stays on the pagination button pressed; a list announced with its count; Tab goes card by card through Edit and Delete. The empty state is a \`role="status"\` box, announced politely when the list empties.
`;

const meta = {
  ...atViewport('desktop'),
  title: 'Admin/AdminMenuItemGrid',
  tags: ['stable'],
  component: AdminMenuItemGrid,
  parameters: {
    docs: { description: { component: COMPONENT_DOCS } },
    ...atViewport('desktop').parameters,
    layout: 'padded',
  },
  argTypes: { emptyAction: { control: false } },
  args: { items, restaurantNames, onAdd: fn(), onEdit: fn(), onDelete: fn(), onPageChange: fn() },
  // The items follow the toolbar's data (seed and scale); so must the names of their restaurants.
  render: (args, context) => {
    const isDefault = JSON.stringify(args.restaurantNames) === JSON.stringify(restaurantNames);
    const names = isDefault ? namesIn(seededData(context)) : args.restaurantNames;
    return <AdminMenuItemGrid {...args} restaurantNames={names} />;
  },
} satisfies Meta<typeof AdminMenuItemGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const names = namesIn(seededData(context));
    const cards = canvas.getAllByRole('article');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      args.items.map((item) => item.name),
    );
    // Each card names its restaurant (of the same seed).
    await expect(cards[0]).toHaveTextContent(names[args.items[0]!.restaurantId]!);
    const first = args.items[0]!;
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${first.name}` }));
    await expect(args.onEdit).toHaveBeenCalledWith(first.id);
    leaveFocus();
  },
};

/** No menu items at all: the text invites adding one, and the button under it does (`onAdd`). */
export const Empty: Story = {
  args: { ...meta.args, items: [] },
  play: async ({ canvas, userEvent, args }) => {
    const empty = canvas.getByRole('status');
    await expect(empty).toHaveTextContent('No menu items yet. Add one to get started.');
    const add = within(empty).getByRole('button', { name: 'Add a menu item' });
    await expect(add).toHaveAttribute('data-variant', 'secondary');
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    leaveFocus();
  },
};

/** The filters above matched nothing: 'Clear filters' (`emptyAction`) offers a way back. */
export const NoMatch: Story = {
  args: {
    ...meta.args,
    items: [],
    emptyText: 'No menu items match the selected filters.',
    emptyAction: { label: 'Clear filters', onAction: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No menu items match the selected filters.');
    // The way back replaces the add step: one next step only.
    await expect(canvas.queryByRole('button', { name: 'Add a menu item' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.emptyAction!.onAction).toHaveBeenCalledTimes(1);
    leaveFocus();
  },
};

/** Forty items: the pagination works as a page would drive it (the spy records each request). */
const forty = Array.from({ length: 40 }, (_, index) => makeMenuItem({}, index + 1));

function Paged(props: Parameters<typeof AdminMenuItemGrid>[0]) {
  const [page, setPage] = useState(props.page ?? 1);
  return (
    <AdminMenuItemGrid
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

/** The second (last) page: cards 25–40, page 2 current, Next unavailable. */
export const SecondPage: Story = {
  // A page of cards is taller than the viewport: shot at the viewport, like the page stories.
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  args: { ...meta.args, items: forty, page: 2 },
  render: (args, context) => <Paged {...args} restaurantNames={namesIn(seededData(context))} />,
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    // The count above the list speaks; the one repeated under a long page does not.
    const counts = canvas.getAllByText('Showing 25–40 of 40 menu items');
    await expect(counts[0]).toHaveAttribute('aria-live', 'polite');
    for (const count of counts.slice(1)) await expect(count).not.toHaveAttribute('aria-live');
    await expect(canvas.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(
      args.items.slice(24).map((item) => item.name),
    );
    const nav = canvas.getByRole('navigation', { name: 'Pagination, menu items' });
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: /Next/ })).toHaveAttribute('aria-disabled', 'true');
    const previous = within(nav).getByRole('button', { name: /Previous/ });
    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await expect(canvas.getAllByText('Showing 1–24 of 40 menu items')[0]!).toBeVisible();
    await expect(previous).toHaveFocus();
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(16);
    leaveFocus();
  },
};
