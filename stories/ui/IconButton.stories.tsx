import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { IconButton } from '../../src/components/ui';
import { leaveFocus } from '../support/focus';
import { expectFocusRing, stateStory } from '../support/stateStories';
import { tokenColour } from '../support/tokenColour';

const meta = {
  title: 'Components/IconButton',
  id: 'ui-iconbutton',
  tags: ['stable'],
  component: IconButton,
  args: { label: 'Open menu', icon: 'menu', onClick: fn() },
  parameters: {
    docs: {
      description: {
        component: `
A square button showing only an icon: open the menu, the cart, edit or delete a row, close a dialog.

**Use it** where space is short and the icon is unambiguous in its place (a toolbar, a table row, a
dialog's corner). **Not** when a word would be clearer, or for the main action of a view: use \`Button\`
(it can carry an icon too).

**Anatomy**: the icon (20 px, 16 px in \`sm\`) centred in a 44 px square (\`md\`, a full touch target)
or 32 px (\`sm\`); an optional count badge on the corner (\`badge\`: hidden at 0, the exact count however large: 110, never "99+"; the pill widens for 3 digits and more).
Variants: \`ghost\` (default, no box), \`secondary\` (outlined), \`primary\` (brand), \`danger\` (crimson icon).

**States** (one story each below): rest; hover (ghost and secondary turn grey, danger takes the danger colour's quiet fill,
primary lifts with a shadow); focus-visible (3 px blue ring, keyboard only); active, pressed (sinks 1 px,
ghost and secondary darken); disabled (greyed at 60 % opacity, not-allowed cursor).

**Keyboard and screen readers**: a native \`<button type="button">\`: Tab, then Enter or Space. \`label\`
is its accessible name and its tooltip, so name the action and its object ("Remove Pad Thai from
cart", "Edit Bella Napoli"). The badge is drawn by CSS and hidden from assistive technology: put the
count in the label too ("Cart, 3 items").`,
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count drawn on the corner of the button (CSS-generated, hidden from assistive technology). */
function cornerCount(button: HTMLElement): string {
  const badge = button.querySelector<HTMLElement>('[data-count]');
  return badge ? getComputedStyle(badge, '::after').content.replaceAll('"', '') : '';
}

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('title', 'Open menu');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    leaveFocus();
  },
};

export const WithBadge: Story = {
  args: { ...meta.args, label: 'Cart, 3 items', icon: 'cart', badge: 3 },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Cart, 3 items' });
    await expect(cornerCount(button)).toBe('3');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    leaveFocus();
  },
};

export const BadgeOverflow: Story = {
  args: { ...meta.args, label: 'Cart, 150 items', icon: 'cart', badge: 150 },
  play: async ({ canvas }) => {
    await expect(cornerCount(canvas.getByRole('button', { name: 'Cart, 150 items' }))).toBe('150');
  },
};

export const EmptyBadge: Story = {
  args: { ...meta.args, label: 'Cart', icon: 'cart', badge: 0 },
  play: async ({ canvas }) => {
    // No badge when the count is 0.
    await expect(cornerCount(canvas.getByRole('button', { name: 'Cart' }))).toBe('');
  },
};

export const Secondary: Story = {
  args: { ...meta.args, label: 'Edit Bella Napoli', icon: 'edit', variant: 'secondary' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Bella Napoli' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    leaveFocus();
  },
};

export const Danger: Story = {
  args: { ...meta.args, label: 'Delete Bella Napoli', icon: 'trash', variant: 'danger', size: 'sm' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Bella Napoli' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    leaveFocus();
  },
};

/* ---- States: each variant side by side, drawn with the real CSS state. ---- */

const VARIANTS = [
  { variant: 'ghost', label: 'Open menu', icon: 'menu' },
  { variant: 'secondary', label: 'Edit Bella Napoli', icon: 'edit' },
  { variant: 'primary', label: 'Add Pad Thai to cart', icon: 'plus' },
  { variant: 'danger', label: 'Delete Bella Napoli', icon: 'trash' },
] as const;

type Variant = (typeof VARIANTS)[number]['variant'];

const allVariants: Story['render'] = (args) => (
  <div style={{ display: 'flex', gap: 16, padding: 8 }}>
    {VARIANTS.map(({ variant, label, icon }) => (
      <IconButton key={variant} {...args} variant={variant} label={label} icon={icon} />
    ))}
  </div>
);

const styleOf = (canvasElement: HTMLElement, variant: Variant) =>
  getComputedStyle(canvasElement.querySelector(`button[data-variant="${variant}"]`)!);

/** At rest, nothing forced: the reference the state stories differ from. */
export const Rest: Story = {
  args: { ...meta.args },
  render: allVariants,
  play: async ({ canvasElement }) => {
    await expect(styleOf(canvasElement, 'ghost').backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(styleOf(canvasElement, 'primary').boxShadow).toBe('none');
    for (const { variant } of VARIANTS) await expect(styleOf(canvasElement, variant).outlineStyle).toBe('none');
  },
};

/** The pointer over each variant. */
export const Hover: Story = {
  args: { ...meta.args },
  render: allVariants,
  ...stateStory({ hover: 'button' }, (canvasElement) => {
    const muted = tokenColour('--color-surface-muted');
    const dangerSoft = tokenColour('--color-danger-muted');
    return () => {
      expect(styleOf(canvasElement, 'ghost').backgroundColor).toBe(muted);
      expect(styleOf(canvasElement, 'secondary').backgroundColor).toBe(muted);
      expect(styleOf(canvasElement, 'primary').boxShadow).not.toBe('none');
      expect(styleOf(canvasElement, 'danger').backgroundColor).toBe(dangerSoft);
    };
  }),
};

/** Reached with Tab: a 3 px ring in the focus colour. */
export const FocusVisible: Story = {
  args: { ...meta.args },
  render: allVariants,
  ...stateStory({ focusVisible: 'button' }, (canvasElement) => {
    const focus = tokenColour('--color-focus');
    return () =>
      VARIANTS.forEach(({ variant }) =>
        expectFocusRing(canvasElement.querySelector(`button[data-variant="${variant}"]`)!, focus),
      );
  }),
};

/** Pressed: the button sinks 1 px; ghost and secondary darken. */
export const Active: Story = {
  args: { ...meta.args },
  render: allVariants,
  ...stateStory({ hover: 'button', active: 'button' }, (canvasElement) => {
    const pressed = tokenColour('--color-border');
    return () => {
      for (const { variant } of VARIANTS)
        expect(styleOf(canvasElement, variant).transform).toBe('matrix(1, 0, 0, 1, 0, 1)');
      expect(styleOf(canvasElement, 'ghost').backgroundColor).toBe(pressed);
      expect(styleOf(canvasElement, 'secondary').backgroundColor).toBe(pressed);
      expect(styleOf(canvasElement, 'primary').boxShadow).toBe('none');
    };
  }),
};

/** Unavailable: greyed out; a click does nothing. */
export const Disabled: Story = {
  args: { ...meta.args, disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button).toBeDisabled();
    await expect(getComputedStyle(button).opacity).toBe('0.6');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
