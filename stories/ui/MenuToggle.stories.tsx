import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MenuToggle } from '../../src/components/ui/MenuToggle';
import { atViewport } from '../../.storybook/modes';
import { leaveFocus } from '../support/focus';
import { drawForcedStates, forceStates, waitForShown } from '../support/pseudoStates';
import { tokenColour } from '../support/tokenColour';

/** The id of the little menu the open stories render beside the toggle (what `aria-controls` points at). */
const MENU_ID = 'story-menu';

const meta = {
  title: 'Components/MenuToggle',
  id: 'ui-menutoggle',
  tags: ['stable'],
  component: MenuToggle,
  args: { open: false, onClick: fn() },
  render: (args) => (
    // Padding: room for the focus ring, drawn outside the button.
    <div style={{ display: 'flex', alignItems: 'flex-start', gap: 'var(--space-3)', padding: 'var(--space-2)' }}>
      <MenuToggle {...args} />
      {args.open && args.controls && (
        <ul id={args.controls} aria-label="Menu items" style={{ margin: 0, paddingLeft: 'var(--space-4)' }}>
          <li>Restaurants</li>
          <li>Login</li>
        </ul>
      )}
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: `
The button that shows and hides a small screen's menu: the storefront header's panel, the admin drawer.

**Use it** once per menu, in the bar above it (\`Header\`, \`AdminTopBar\`), with \`hideFrom\` set to the width
where the menu shows inline (\`tablet\`, 768 px, or \`desktop\`, 1024 px): from there the toggle is hidden.
**Not** for a dropdown of actions or a disclosure inside content: this one is for the page's navigation.

**Anatomy**: an \`IconButton\` (ghost, 44 px square): three bars while closed; a cross (×) while open, for a
panel that opens in place beside it (\`closeWhenOpen\`, default). A drawer that covers the toggle and has its
own close button keeps the bars (\`closeWhenOpen={false}\`).

**States** (one story each below): closed · open · open under a drawer · focus-visible (3 px ring,
keyboard only) · hidden from its \`hideFrom\` width up.

**Keyboard and screen readers**: a native \`<button type="button">\`: Tab, then Enter or Space. It is named
by \`label\` ("Menu", "Admin menu"; also its tooltip), says \`aria-expanded="true"\` or \`"false"\`, and, while
the menu is rendered, points at it with \`aria-controls\` (pass \`controls\` only then: an id that names
nothing is an error for assistive technology). Moving focus into the menu and back is the page's job
(\`Header\` returns it to the toggle on Escape).`,
      },
    },
  },
} satisfies Meta<typeof MenuToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the three bars, `aria-expanded="false"`, nothing to control yet. Tab reaches it; Enter or Space presses it. */
export const Closed: Story = {
  args: { ...meta.args },
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu', expanded: false });
    await expect(toggle).toHaveAttribute('title', 'Menu');
    await expect(toggle).not.toHaveAttribute('aria-controls');
    await expect(canvasElement.querySelector('[data-icon="menu"]')).toBeVisible();
    // From the keyboard: a pointer left over the button would draw its hover look in the picture.
    await step('Tab reaches it, Enter and Space press it', async () => {
      await userEvent.tab();
      await expect(toggle).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onClick).toHaveBeenCalledTimes(2);
    });
    leaveFocus();
  },
};

/** Open, beside the menu it shows: a cross, `aria-expanded="true"`, `aria-controls` naming the menu. */
export const Open: Story = {
  args: { ...meta.args, open: true, controls: MENU_ID },
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu', expanded: true });
    const menu = canvas.getByRole('list', { name: 'Menu items' });
    await expect(toggle).toHaveAttribute('aria-controls', menu.id);
    await expect(canvasElement.querySelector('[data-icon="close"]')).toBeVisible();
    await expect(canvasElement.querySelector('[data-icon="menu"]')).toBeNull();
  },
};

/** Open under a drawer that has its own close button: still the bars, still `aria-expanded="true"`. */
export const OpenUnderDrawer: Story = {
  args: { ...meta.args, open: true, controls: MENU_ID, closeWhenOpen: false, label: 'Admin menu' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Admin menu', expanded: true })).toHaveAttribute(
      'aria-controls',
      MENU_ID,
    );
    await expect(canvasElement.querySelector('[data-icon="menu"]')).toBeVisible();
    await expect(canvasElement.querySelector('[data-icon="close"]')).toBeNull();
  },
};

/** Reached with Tab: the 3 px ring in the focus colour. */
export const FocusVisible: Story = {
  args: { ...meta.args },
  parameters: forceStates({ focusVisible: 'button' }),
  play: async (context) => {
    drawForcedStates(context);
    const toggle = context.canvas.getByRole('button', { name: 'Menu' });
    const focus = tokenColour('--color-focus');
    await waitForShown(() => {
      const style = getComputedStyle(toggle);
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineWidth).toBe('3px');
      expect(style.outlineColor).toBe(focus);
    });
  },
};

/** On a phone, below its `hideFrom` width: shown, a full 44 px touch target. */
export const PhoneShown: Story = {
  ...atViewport('phone'),
  args: { ...meta.args, hideFrom: 'tablet' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    const { width, height } = toggle.getBoundingClientRect();
    await expect(Math.round(width)).toBeGreaterThanOrEqual(44);
    await expect(Math.round(height)).toBeGreaterThanOrEqual(44);
  },
};

/** From its `hideFrom` width up the menu shows inline: the toggle is hidden, from assistive technology too. */
export const HiddenOnDesktop: Story = {
  ...atViewport('desktop'),
  args: { ...meta.args, hideFrom: 'tablet' },
  // Nothing to see: no reference image, and no preview on the docs page.
  tags: ['!autodocs'],
  parameters: {
    ...atViewport('desktop').parameters,
    chromatic: { ...atViewport('desktop').parameters.chromatic, disableSnapshot: true },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    const toggle = canvasElement.querySelector('button')!;
    await expect(toggle).toHaveAttribute('aria-label', 'Menu');
    await expect(toggle).not.toBeVisible();
  },
};
