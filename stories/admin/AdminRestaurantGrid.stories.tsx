import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AdminRestaurantGrid } from '../../src/components/admin';
import { getSeedData } from '../../src/data';
import { leaveFocus } from '../support/focus';
import { atViewport } from '../../.storybook/modes';

// The second one closed, so the grid shows both states.
const restaurants = getSeedData()
  .restaurants.slice(0, 6)
  .map((restaurant, index) => ({ ...restaurant, isOpen: index !== 1 }));

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The **Restaurants** screen's list: every restaurant as an \`AdminRestaurantCard\` in a responsive grid (one column on phones, two from 36rem, three from 75rem), or an empty state.

**Use it** for the admin's restaurants. **Don't use it** for the storefront's restaurant list.

**Anatomy**: the count ("Showing 1–12 of 12 restaurants") and, with more than one page, the pagination ("Pagination, restaurants"); then a list named "Restaurants" (\`<ul>\`), one card per \`<li>\`.

**Paging**: 24 cards a page, so the spec's 12 restaurants fit on one; held by the parent (\`page\`, \`onPageChange\`). Paged rather than windowed: every card of a page is real, in Tab order and findable. Cards are memoised.

**States**: open and closed restaurants together · empty: "No restaurants yet. Add one to get started." and its next step, **Add a restaurant** (a secondary button calling \`onAdd\`, the add flow of the page's **Add Restaurant**) · empty without \`onAdd\`: just "No restaurants yet." (it invites nothing it does not offer) · or your \`emptyText\`.

**Keyboard and screen readers**: a list announced with its count; Tab goes card by card through Edit and Delete. The empty state is a \`role="status"\` box.
`;

const meta = {
  ...atViewport('desktop'),
  title: 'Admin/AdminRestaurantGrid',
  tags: ['stable'],
  component: AdminRestaurantGrid,
  parameters: {
    docs: { description: { component: COMPONENT_DOCS } },
    ...atViewport('desktop').parameters,
    layout: 'padded',
  },
  args: { restaurants, onAdd: fn(), onEdit: fn(), onDelete: fn(), onPageChange: fn() },
} satisfies Meta<typeof AdminRestaurantGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open and closed restaurants side by side. */
export const Default: Story = {
  args: { ...meta.args },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const cards = canvas.getAllByRole('article');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      args.restaurants.map((restaurant) => restaurant.name),
    );
    // Each closed restaurant (at least the second) wears the overlay; the open ones do not.
    const closed = args.restaurants.filter((restaurant) => !restaurant.isOpen);
    await expect(closed).toContain(args.restaurants[1]);
    await expect(canvas.getAllByText('Closed')).toHaveLength(closed.length);
    await expect(within(cards[1]!).getByText('Closed')).toBeVisible();
    const second = args.restaurants[1]!;
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${second.name}` }));
    await expect(args.onDelete).toHaveBeenCalledWith(second.id);
    leaveFocus();
  },
};

/** No restaurants at all: the text invites adding one, and the button under it does (`onAdd`). */
export const Empty: Story = {
  args: { ...meta.args, restaurants: [] },
  play: async ({ canvas, userEvent, args }) => {
    const empty = canvas.getByRole('status');
    await expect(empty).toHaveTextContent('No restaurants yet. Add one to get started.');
    const add = within(empty).getByRole('button', { name: 'Add a restaurant' });
    await expect(add).toHaveAttribute('data-variant', 'secondary');
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    leaveFocus();
  },
};

/** Without `onAdd` (nowhere to add from): the text says only what is empty, and no button. */
export const EmptyWithoutAdd: Story = {
  args: { ...meta.args, restaurants: [], onAdd: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^No restaurants yet\.$/);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Phone: Story = {
  args: { ...meta.args, restaurants: restaurants.slice(0, 2) },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    // One column: the closed one under the open one.
    const [open, closed] = canvas.getAllByRole('article');
    await expect(within(closed!).getByText('Closed')).toBeVisible();
    await expect(closed!.getBoundingClientRect().top).toBeGreaterThanOrEqual(open!.getBoundingClientRect().bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** All twelve restaurants of the data set, five a page: page 2 of 3 (`pageSize` is 24 by default). */
export const SecondPage: Story = {
  args: { ...meta.args, restaurants: getSeedData().restaurants, page: 2, pageSize: 5 },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await expect(canvas.getByText('Showing 6–10 of 12 restaurants')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(
      args.restaurants.slice(5, 10).map((restaurant) => restaurant.name),
    );
    const nav = canvas.getByRole('navigation', { name: 'Pagination, restaurants' });
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    leaveFocus();
  },
};
