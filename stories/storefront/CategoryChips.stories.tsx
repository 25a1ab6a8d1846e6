import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CategoryChips } from '../../src/components/storefront';
import { MENU_CATEGORIES } from '../../src/domain';
import { atViewport } from '../../.storybook/modes';
import { leaveFocus } from '../support/focus';
import { waitForShown } from '../support/pseudoStates';
import { expectLongTextHolds, phone360Frame, phoneFrame, unbroken, UNBROKEN_LENGTH } from '../support/longText';

const meta = {
  title: 'Storefront/CategoryChips',
  tags: ['stable'],
  component: CategoryChips,
  parameters: {
    docs: {
      description: {
        component: `
The menu's category filter on a restaurant page: "All" then one chip per category.

**Use it** above a menu to show one category at a time. **Not** for cuisines on home (\`CuisineChips\`,
which adds a heading).

**Anatomy**: a \`ChipGroup\` of \`Chip\`s; the selected one is on (the brand fill). On phones the row scrolls
sideways inside itself and fades out where more chips are hidden.

**States**: All selected, a category selected, with the optional Sides category, phone.

**Keyboard and screen readers**: a group named "Menu categories" (\`label\`); each chip is a toggle
button with \`aria-pressed\`: Tab moves from chip to chip, Enter or Space picks it.`,
      },
    },
    layout: 'padded',
  },
  args: { categories: [...MENU_CATEGORIES], selected: 'All', onSelect: fn() },
} satisfies Meta<typeof CategoryChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSelected: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Menu categories' });
    await expect(group.querySelectorAll('button')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Desserts' }));
    await expect(args.onSelect).toHaveBeenCalledWith('Desserts');
    leaveFocus();
  },
};

export const CategorySelected: Story = {
  args: { ...meta.args, selected: 'Main Course' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Main Course' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await expect(args.onSelect).toHaveBeenCalledWith('All');
    leaveFocus();
  },
};

export const WithSides: Story = {
  args: { ...meta.args, categories: [...MENU_CATEGORIES, 'Sides'], selected: 'Sides' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sides' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * As on the restaurant page on a phone: the row scrolls sideways and fades out where chips are hidden; the selected
 * category is scrolled into the row.
 */
export const Phone: Story = {
  args: { ...meta.args, selected: 'Desserts' },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Menu categories' });
    // Waited for: the canvas may still be taking the phone's width (a story switched to from a wider one on a
    // busy machine), and the fade follows the row's size through a ResizeObserver, a frame later.
    await waitFor(() => expect(group.scrollWidth).toBeGreaterThan(group.clientWidth));
    await waitForShown(() => expect(group).toHaveAttribute('data-more-after'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The selected category, past the row's first screen, is scrolled wholly into it.
    const selected = canvas.getByRole('button', { name: 'Desserts' });
    await waitFor(() =>
      expect(selected.getBoundingClientRect().right).toBeLessThanOrEqual(group.getBoundingClientRect().right),
    );
  },
};

/** A category of one unbroken 40-character word, made from the menu's categories. */
const longCategory = unbroken(MENU_CATEGORIES.join(''), UNBROKEN_LENGTH);

/**
 * A category of one unbroken 40-character word first in the row, at a 360 px phone: its chip fits the row's width
 * (its text breaks inside it rather than widening the chip); the row still scrolls sideways to the rest.
 */
export const LongUnbrokenText: Story = {
  args: { ...meta.args, categories: [longCategory, ...MENU_CATEGORIES.slice(0, 3)] },
  ...atViewport('phone'),
  parameters: { ...atViewport('phone').parameters, layout: 'centered' },
  decorators: [phone360Frame],
  play: async ({ canvas, canvasElement }) => {
    const chip = canvas.getByRole('button', { name: longCategory });
    // The row scrolls sideways on purpose: the frame around it is the box that must not.
    await expectLongTextHolds(canvasElement, phoneFrame(canvasElement), [longCategory]);
    await expect(chip.getBoundingClientRect().width).toBeLessThanOrEqual(
      chip.parentElement!.getBoundingClientRect().width,
    );
  },
};
