import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MenuSection } from '../../src/components/storefront';
import { Banner } from '../../src/components/ui';
import { makeMenuItem } from '../../src/data';
import { filterMenuItems, menuCategories } from '../../src/domain';
import { leaveFocus } from '../support/focus';
import { atViewport } from '../../.storybook/modes';
import { expectLongTextHolds, phone360Frame, unbroken, UNBROKEN_LENGTH } from '../support/longText';

/** The docs page opens with this: what the section is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
A restaurant's menu: category chips over a grid of dishes (\`MenuItemCard\`), each with its Add button.

**Use it** on a restaurant's page, under its hero. **Don't use it** for the list of restaurants (\`RestaurantGrid\`) or for the admin's menu items (\`AdminMenuItemGrid\`). It does not filter: pass the items of the selected category.

**Anatomy**: heading "Menu" (level 2; \`title\` changes it) · category chips ("All" first, then the categories given) · a responsive grid of menu item cards (4 columns on a wide screen, down to 1 on a phone) · or an empty state, framed as every empty state in place of a list.

**States**: all items · one category selected · items in the cart ("N in cart" on their cards) · restaurant closed (\`unavailableNoteId\`: the page says so once, in a \`Banner\`, which describes every disabled Add button; the chips still filter) · empty: "No items in this category." under a category, "No menu items yet." under All.

**Keyboard and screen readers**: a \`<section>\` labelled by its heading, so it is a "Menu" region. The chips are toggle buttons in a group "Menu categories"; the selected one has \`aria-pressed="true"\`. Tab goes through the chips, then each card's Add button ("Add *dish* to cart"). The empty state is a status message.
`;

/** The 16 items of the first open restaurant. */
const menu = Array.from({ length: 16 }, (_, i) => makeMenuItem({}, i + 1));

const meta = {
  ...atViewport('desktop'),
  title: 'Storefront/MenuSection',
  tags: ['stable'],
  component: MenuSection,
  parameters: {
    ...atViewport('desktop').parameters,
    layout: 'padded',
    docs: { description: { component: COMPONENT_DOCS } },
  },
  argTypes: { onSelectCategory: { control: false }, onAdd: { control: false } },
  args: {
    categories: menuCategories(menu),
    selectedCategory: 'All',
    onSelectCategory: fn(),
    items: menu,
    onAdd: fn(),
  },
} satisfies Meta<typeof MenuSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllItems: Story = {
  args: { ...meta.args },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { items } = context.args;
    await expect(canvas.getByRole('heading', { level: 2, name: 'Menu' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(items.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Starters' }));
    await expect(args.onSelectCategory).toHaveBeenCalledWith('Starters');
    const first = items[0]!;
    await userEvent.click(canvas.getByRole('button', { name: `Add ${first.name} to cart` }));
    await expect(args.onAdd).toHaveBeenCalledWith(first);
    leaveFocus();
  },
};

/** Desserts selected: only the menu's desserts are shown (the story filters the items, as the page does). */
export const CategorySelected: Story = {
  args: { ...meta.args, selectedCategory: 'Desserts' },
  render: (args) => <MenuSection {...args} items={filterMenuItems(args.items, args.selectedCategory)} />,
  play: async (context) => {
    const { canvas } = context;
    const desserts = filterMenuItems(context.args.items, 'Desserts');
    await expect(canvas.getByRole('button', { name: 'Desserts' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryAllByRole('article')).toHaveLength(desserts.length);
    for (const item of desserts) await expect(canvas.getByRole('heading', { name: item.name })).toBeVisible();
  },
};

/** Eight dishes, none vegetarian (whatever the "Data seed" generated): only red triangles. */
export const NoVegetarianItems: Story = {
  args: { ...meta.args, items: menu.slice(0, 8) },
  render: (args) => <MenuSection {...args} items={args.items.map((item) => ({ ...item, isVeg: false }))} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img', { name: 'Vegetarian' })).toBeNull();
    await expect(canvas.getAllByRole('img', { name: 'Non-vegetarian' })).toHaveLength(8);
  },
};

export const WithItemsInCart: Story = {
  args: { ...meta.args, items: menu.slice(0, 4), quantities: { [menu[0]!.id]: 1, [menu[2]!.id]: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 in cart')).toBeVisible();
    await expect(canvas.getByText('3 in cart')).toBeVisible();
  },
};

const CLOSED = 'This restaurant is closed right now. You can browse the menu, but ordering is unavailable.';

/** A closed restaurant's menu: the page's banner says so once; every Add button is disabled and described by it. */
export const RestaurantClosed: Story = {
  args: { ...meta.args, items: menu.slice(0, 4), unavailableNoteId: 'closed-note' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Banner id="closed-note" title="This restaurant is closed right now.">
        You can browse the menu, but ordering is unavailable.
      </Banner>
      <MenuSection {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    // Said once, not on every card.
    await expect(canvas.getAllByText(/closed right now/)).toHaveLength(1);
    await expect(canvas.getByText(/closed right now/).closest('p')).toHaveTextContent(CLOSED);
    const adds = canvas.getAllByRole('button', { name: /^Add .+ to cart$/ });
    await expect(adds).toHaveLength(4);
    for (const add of adds) {
      await expect(add).toBeDisabled();
      await expect(add).toHaveAccessibleDescription(CLOSED);
    }
    // The menu can still be browsed by category (what a press does is Default's play). Not pressed here:
    // the story's snapshot is the closed menu at rest, and a pressed chip left its row 6 px off now and then.
    for (const chip of canvas.getAllByRole('button', { pressed: false })) await expect(chip).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'All', pressed: true })).toBeEnabled();
  },
};

export const EmptyCategory: Story = {
  args: { ...meta.args, categories: [...menuCategories(menu), 'Sides'], selectedCategory: 'Sides', items: [] },
  play: async ({ canvas }) => {
    const empty = canvas.getByRole('status');
    await expect(empty).toHaveTextContent('No items in this category.');
    // In place of the grid, in the same solid box as every such empty state (never dashed, never bare).
    await expect(getComputedStyle(empty).borderTopStyle).toBe('solid');
  },
};

/** A restaurant with no dish at all: under All the text says so (not 'No items in this category.'). */
export const EmptyMenu: Story = {
  args: { ...meta.args, categories: [], items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('No menu items yet.');
    await expect(canvas.queryByText('No items in this category.')).toBeNull();
  },
};

export const Phone: Story = {
  args: { ...meta.args, items: menu.slice(0, 4) },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The dish this story's long texts are made from. */
const longSource = makeMenuItem({}, 2);
const longDish = makeMenuItem(
  {
    name: unbroken(longSource.name, UNBROKEN_LENGTH),
    description: unbroken(longSource.description, UNBROKEN_LENGTH),
    category: unbroken(longSource.category, UNBROKEN_LENGTH),
  },
  2,
);

/**
 * A heading, a category and a dish's name and description of one unbroken 40-character word each, at a 360 px
 * phone: the heading breaks, the category's chip fits the row (its text breaks), the card holds its texts (also
 * at a 1280 px page's widths).
 */
export const LongUnbrokenText: Story = {
  args: {
    ...meta.args,
    title: unbroken(longSource.name + longSource.category, UNBROKEN_LENGTH),
    categories: menuCategories([longDish]),
    items: [longDish],
  },
  ...atViewport('phone'),
  parameters: { ...atViewport('phone').parameters, layout: 'centered' },
  decorators: [phone360Frame],
  play: async ({ canvasElement, args }) => {
    const { title, items } = args;
    const [dish] = items;
    await expectLongTextHolds(canvasElement, canvasElement.querySelector('section')!, [
      title!,
      dish!.name,
      dish!.description,
      dish!.category,
    ]);
  },
};
