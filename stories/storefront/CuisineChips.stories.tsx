import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CuisineChips } from '../../src/components/storefront';
import { distinctCuisines } from '../../src/domain';
import { getSeedData } from '../../src/data';
import { atViewport } from '../../.storybook/modes';
import { leaveFocus } from '../support/focus';
import { waitForShown } from '../support/pseudoStates';
import { expectLongTextHolds, phone360Frame, unbroken, UNBROKEN_LENGTH } from '../support/longText';

/** As on home: every distinct cuisine of the store's restaurants. */
const cuisines = distinctCuisines(getSeedData().restaurants);

const meta = {
  title: 'Storefront/CuisineChips',
  tags: ['stable'],
  component: CuisineChips,
  parameters: {
    docs: {
      description: {
        component: `
"Browse by Cuisine" on home: a heading, then "All" and one chip per cuisine of the restaurants.

**Use it** on the restaurant list to filter by cuisine. **Not** inside a menu (\`CategoryChips\`).

**Anatomy**: an \`<h2>\` (\`title\`) and a \`ChipGroup\` of \`Chip\`s; the selected one is on. On phones the
row scrolls sideways inside itself and fades out where more chips are hidden.

**States**: All selected, a cuisine selected, phone, phone with a cuisine far along the row selected (the row starts scrolled to it).

**Keyboard and screen readers**: a section named by its heading; a group named like it; each chip is a
toggle button with \`aria-pressed\` ("Italian, toggle button, not pressed"): Tab, then Enter or Space.`,
      },
    },
    layout: 'padded',
  },
  args: { cuisines, selected: 'All', onSelect: fn() },
} satisfies Meta<typeof CuisineChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSelected: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Browse by Cuisine' })).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Browse by Cuisine' });
    await expect(group.querySelectorAll('button')).toHaveLength(args.cuisines.length + 1);
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Italian' }));
    await expect(args.onSelect).toHaveBeenCalledWith('Italian');
    leaveFocus();
  },
};

export const CuisineSelected: Story = {
  args: { ...meta.args, selected: 'Mexican' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Mexican' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await expect(args.onSelect).toHaveBeenCalledWith('All');
    leaveFocus();
  },
};

export const Phone: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    // The chips scroll sideways inside their row instead of widening the page; the row fades out
    // where more chips are hidden.
    const group = canvas.getByRole('group', { name: 'Browse by Cuisine' });
    await expect(group).toBeVisible();
    // Waited for: the canvas may still be taking the phone's width (a story switched to from a wider one on a
    // busy machine), and the fade follows the row's size through a ResizeObserver, a frame later.
    await waitFor(() => expect(group.scrollWidth).toBeGreaterThan(group.clientWidth));
    await waitForShown(() => expect(group).toHaveAttribute('data-more-after'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(group).not.toHaveAttribute('data-more-before');
  },
};

/**
 * On a phone with the last cuisine chosen (from a link, or a search with no results, on another visit): the row
 * starts scrolled so the pressed chip is wholly in view, clear of the fade, and the page itself does not move.
 */
export const PhoneLastCuisineSelected: Story = {
  args: { ...meta.args, selected: cuisines.at(-1)! },
  ...atViewport('phone'),
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Browse by Cuisine' });
    const chip = canvas.getByRole('button', { name: args.selected });
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(group.scrollWidth).toBeGreaterThan(group.clientWidth));
    await waitFor(() => {
      const row = group.getBoundingClientRect();
      const box = chip.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(row.left);
      expect(box.right).toBeLessThanOrEqual(row.right);
    });
    await waitForShown(() => expect(group).toHaveAttribute('data-more-before'));
    await expect(window.scrollX).toBe(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A cuisine of one unbroken 40-character word, made from the seeded cuisines. */
const longCuisine = unbroken(cuisines.join(''), UNBROKEN_LENGTH);

/**
 * A cuisine of one unbroken 40-character word first in the row, at a 360 px phone: its chip fits the row's width
 * (its text breaks inside it rather than widening the chip); the row still scrolls sideways to the rest.
 */
export const LongUnbrokenText: Story = {
  args: { ...meta.args, cuisines: [longCuisine, ...cuisines.slice(0, 3)] },
  ...atViewport('phone'),
  parameters: { ...atViewport('phone').parameters, layout: 'centered' },
  decorators: [phone360Frame],
  play: async ({ canvas, canvasElement }) => {
    const chip = canvas.getByRole('button', { name: longCuisine });
    await expectLongTextHolds(canvasElement, canvasElement.querySelector('section')!, [longCuisine]);
    await expect(chip.getBoundingClientRect().width).toBeLessThanOrEqual(
      chip.parentElement!.getBoundingClientRect().width,
    );
  },
};
