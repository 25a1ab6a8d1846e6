import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Chip, ChipGroup } from '../../src/components/ui';
import { atViewport } from '../../.storybook/modes';
import { drawForcedStates, forceStates, waitForShown } from '../support/pseudoStates';
import { leaveFocus } from '../support/focus';
import { tokenColour } from '../support/tokenColour';
import { forcedColours } from '../support/forcedColors';

const meta = {
  title: 'Components/Chip',
  id: 'ui-chip',
  tags: ['stable'],
  component: Chip,
  args: { children: 'Italian', selected: false, onClick: fn() },
  parameters: {
    docs: {
      description: {
        component: `
A pill that filters a list and stays on or off: a cuisine on home, a category on a menu.
\`ChipGroup\` lays out a labelled row of them.

**Use it** for a filter the user switches on and off (usually one of a row, "All" first). **Not** for
an action (use \`Button\`), a read-only label (\`Tag\`) or a status (\`StatusBadge\`).

**Anatomy**: the label in a 36 px pill with a grey outline. \`ChipGroup\`: a row with 8 px gaps that
wraps from 768 px; narrower, it scrolls sideways inside itself (never the page) and fades out on a side
that hides more chips.

**States**: off (white) and on (\`selected\`: brand tangerine, white text); hover (off turns grey, on lifts with
a shadow); focus-visible (3 px blue ring); disabled (grey text; selected and disabled: brand text on the brand's quiet fill; not-allowed cursor). The chip has no
pressed style of its own: a press switches it on or off at once.

**Keyboard and screen readers**: each chip is a native \`<button>\` with \`aria-pressed\` ("Italian,
toggle button, pressed"); Tab moves from chip to chip, Enter or Space switches it. The row is a
\`role="group"\` named by \`label\` ("Browse by Cuisine"). A chip reached with Tab in a scrolling row is
scrolled fully into view, clear of the faded edge.`,
      },
    },
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unselected: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    const chip = canvas.getByRole('button', { name: 'Italian' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    leaveFocus();
  },
};

export const Selected: Story = {
  args: { ...meta.args, selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Italian' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/* ---- States: an off and an on chip side by side, drawn with the real CSS state. ---- */

const offAndOn: Story['render'] = (args) => (
  <div style={{ display: 'flex', gap: 8, padding: 8 }}>
    <Chip {...args} selected={false}>
      Italian
    </Chip>
    <Chip {...args} selected>
      Thai
    </Chip>
  </div>
);

const chipStyle = (canvasElement: HTMLElement, selected: boolean) =>
  getComputedStyle(canvasElement.querySelector(`button[aria-pressed="${selected}"]`)!);

/** The pointer over an off chip (it turns grey) and an on chip (it lifts with a shadow). */
export const Hover: Story = {
  args: { ...meta.args },
  render: offAndOn,
  parameters: forceStates({ hover: 'button' }),
  play: async (context) => {
    drawForcedStates(context);
    // Resolved before waiting: waitFor re-runs on every DOM change, and resolving a token changes the DOM.
    const colourSurfaceMuted = tokenColour('--color-surface-muted');
    await waitForShown(() => {
      expect(chipStyle(context.canvasElement, false).backgroundColor).toBe(colourSurfaceMuted);
      expect(chipStyle(context.canvasElement, true).boxShadow).not.toBe('none');
    });
  },
};

/** Pressed: both chips sink 1 px; the unselected one darkens (the selected one keeps its fill). */
export const Active: Story = {
  args: { ...meta.args },
  render: offAndOn,
  parameters: forceStates({ hover: 'button', active: 'button' }),
  play: async (context) => {
    drawForcedStates(context);
    // Resolved before waiting: waitFor re-runs on every DOM change, and resolving a token changes the DOM.
    const pressed = tokenColour('--color-border');
    const brand = tokenColour('--color-brand-emphasis');
    await waitForShown(() => {
      for (const selected of [false, true]) {
        expect(chipStyle(context.canvasElement, selected).transform).toBe('matrix(1, 0, 0, 1, 0, 1)');
      }
      expect(chipStyle(context.canvasElement, false).backgroundColor).toBe(pressed);
      expect(chipStyle(context.canvasElement, true).backgroundColor).toBe(brand);
    });
  },
};

/** Reached with Tab: a 3 px ring in the focus colour. */
export const FocusVisible: Story = {
  args: { ...meta.args },
  render: offAndOn,
  parameters: forceStates({ focusVisible: 'button' }),
  play: async (context) => {
    drawForcedStates(context);
    // Resolved before waiting: waitFor re-runs on every DOM change, and resolving a token changes the DOM.
    const colourFocus = tokenColour('--color-focus');
    await waitForShown(() => {
      for (const selected of [false, true]) {
        expect(chipStyle(context.canvasElement, selected).outlineStyle).toBe('solid');
        expect(chipStyle(context.canvasElement, selected).outlineColor).toBe(colourFocus);
      }
    });
  },
};

/** Unavailable: grey text (a selected one: brand text on the brand's quiet fill), no hover; a click does nothing. */
export const Disabled: Story = {
  args: { ...meta.args, disabled: true },
  render: offAndOn,
  parameters: forceStates({ hover: 'button' }),
  play: async (context) => {
    drawForcedStates(context);
    const { canvas, canvasElement, userEvent, args } = context;
    const off = canvas.getByRole('button', { name: 'Italian' });
    await expect(off).toBeDisabled();
    await userEvent.click(off);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Under the pointer too: no hover grey.
    await waitForShown(() => expect(off).toHaveClass('pseudo-hover'));
    await expect(chipStyle(canvasElement, false).color).toBe(tokenColour('--color-text-muted'));
    await expect(chipStyle(canvasElement, false).backgroundColor).toBe(tokenColour('--color-surface'));
    // Selected and disabled: the brand's quiet fill with brand text (AA), not grey on the loud fill.
    await expect(chipStyle(canvasElement, true).color).toBe(tokenColour('--color-brand-fg'));
    await expect(chipStyle(canvasElement, true).backgroundColor).toBe(tokenColour('--color-brand-muted'));
  },
};

const CUISINES = ['All', 'Italian', 'Chinese', 'Indian', 'Mexican', 'American', 'Japanese', 'Thai', 'Mediterranean'];

function CuisineChips({ onClick }: { onClick?: ComponentProps<'button'>['onClick'] }) {
  const [selected, setSelected] = useState('All');
  return (
    <ChipGroup label="Browse by Cuisine">
      {CUISINES.map((cuisine) => (
        <Chip
          key={cuisine}
          selected={cuisine === selected}
          onClick={(event) => {
            setSelected(cuisine);
            onClick?.(event);
          }}
        >
          {cuisine}
        </Chip>
      ))}
    </ChipGroup>
  );
}

/** One chip on at a time; the row scrolls sideways on phones instead of overflowing. */
export const Group: Story = {
  args: { ...meta.args },
  parameters: { layout: 'padded' },
  render: (args) => <CuisineChips onClick={args.onClick} />,
  play: async ({ canvas, userEvent, args, step }) => {
    const group = canvas.getByRole('group', { name: 'Browse by Cuisine' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await step('select Thai', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Thai' }));
      await expect(canvas.getByRole('button', { name: 'Thai' })).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
    await step('back to All', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'All' }));
      await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByRole('button', { name: 'Thai' })).toHaveAttribute('aria-pressed', 'false');
    });
    leaveFocus();
  },
};

/** The row scrolls sideways and fades out on the right, where more chips are hidden. */
export const GroupPhone: Story = {
  ...Group,
  ...atViewport('phone'),
  // Padded: a centred canvas would size itself to the row, which then has nothing to scroll. The phone's content
  // width (375 px less the canvas padding) is also set here: the built Storybook's check once showed the story in
  // a canvas still 1200 px wide, where the row had nothing to scroll.
  parameters: { ...atViewport('phone').parameters, layout: 'padded' },
  decorators: [(Story) => <div style={{ width: 343, maxWidth: '100%' }}>{Story()}</div>],
  play: async ({ canvas, step }) => {
    const group = canvas.getByRole('group', { name: 'Browse by Cuisine' });
    // The chips scroll inside the group; the page itself does not scroll sideways. Waited for: the canvas may
    // still be taking the phone's width (a busy machine, a story switched to from a wider one).
    await waitFor(() => expect(group.scrollWidth).toBeGreaterThan(group.clientWidth));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await step('at the start, only the end fades', async () => {
      await waitForShown(() => expect(group).toHaveAttribute('data-more-after')); // set a frame after a resize
      await expect(group).not.toHaveAttribute('data-more-before');
      await expect(getComputedStyle(group).maskImage).toContain('linear-gradient');
    });
    await step('scrolled to the end, only the start fades', async () => {
      group.scrollLeft = group.scrollWidth;
      await waitForShown(() => expect(group).toHaveAttribute('data-more-before'));
      await expect(group).not.toHaveAttribute('data-more-after');
    });
    await step('in the middle, both', async () => {
      group.scrollLeft = (group.scrollWidth - group.clientWidth) / 2;
      await waitForShown(() => expect(group).toHaveAttribute('data-more-after'));
      await expect(group).toHaveAttribute('data-more-before');
    });
    group.scrollLeft = 0;
    await waitForShown(() => expect(group).not.toHaveAttribute('data-more-before'));
  },
};

/** A chip focused from the keyboard is scrolled fully clear of the faded edges. */
export const GroupPhoneKeyboard: Story = {
  ...Group,
  ...atViewport('phone'),
  parameters: { ...atViewport('phone').parameters, layout: 'padded' },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Browse by Cuisine' });
    const fade = parseFloat(getComputedStyle(group).scrollPaddingInlineEnd);
    await expect(fade).toBeGreaterThan(0);
    const chips = canvas.getAllByRole('button');
    chips[0]!.focus();
    for (const chip of chips.slice(1)) {
      await userEvent.tab();
      await expect(chip).toHaveFocus();
      const box = group.getBoundingClientRect();
      const { left, right } = chip.getBoundingClientRect();
      // Clear of a faded edge: only an edge with more chips behind it is faded.
      const moreAfter = group.scrollWidth - group.clientWidth - group.scrollLeft > 1;
      const moreBefore = group.scrollLeft > 1;
      if (moreAfter) await expect(right).toBeLessThanOrEqual(box.right - fade + 1);
      if (moreBefore) await expect(left).toBeGreaterThanOrEqual(box.left + fade - 1);
    }
    // Leave focus on a chip in the middle of the row for the visual reference.
    for (let i = 0; i < 3; i += 1) await userEvent.tab({ shift: true });
    await waitForShown(() => expect(group).toHaveAttribute('data-more-after'));
  },
};

/** Wide enough for every chip: the row wraps, nothing is hidden and nothing fades. */
export const GroupWide: Story = {
  ...Group,
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Browse by Cuisine' });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    await expect(group).not.toHaveAttribute('data-more-after');
    await expect(group).not.toHaveAttribute('data-more-before');
    await expect(getComputedStyle(group).maskImage).toBe('none');
  },
};

/** Forced colours (Windows High Contrast): fills are dropped, and the selected chip keeps its ring. */
export const GroupForcedColours: Story = {
  args: { ...meta.args },
  parameters: { layout: 'padded', ...forcedColours },
  render: (args) => <CuisineChips onClick={args.onClick} />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole('button', { name: 'All' });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(getComputedStyle(all).outlineStyle).toBe('solid');
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Thai' })).outlineStyle).toBe('none');
  },
};
