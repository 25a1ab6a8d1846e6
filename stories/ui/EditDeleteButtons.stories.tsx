import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EditDeleteButtons } from '../../src/components/admin/EditDeleteButtons';
import { makeMenuItem, makeRestaurant } from '../../src/data';
import { MAX_LENGTH } from '../../src/domain';
import { atViewport } from '../../.storybook/modes';
import { leaveFocus } from '../support/focus';
import { lengthened } from '../support/longText';

const dish = makeMenuItem();
/** Two restaurants serving the same dish; the second with a name as long as the form allows. */
const kitchens = [
  makeRestaurant({}, 1),
  makeRestaurant({ name: lengthened(makeRestaurant({}, 2).name, MAX_LENGTH.name) }, 2),
];

const meta = {
  title: 'Components/EditDeleteButtons',
  id: 'ui-editdeletebuttons',
  tags: ['stable'],
  component: EditDeleteButtons,
  args: { objectName: dish.name, onEdit: fn(), onDelete: fn() },
  parameters: {
    docs: {
      description: {
        component: `
The **Edit** and **Delete** pair of a record's card: the two small buttons at the bottom of every admin
restaurant and menu item card.

**Use it** in a card's \`CardActions\` (or a table row) where a record can be changed or removed. **Not**
for a form's own buttons (\`FormActions\`: Cancel, then submit) or for a single icon-only action
(\`IconButton\`).

**Anatomy**: **Edit** (secondary, pencil) then **Delete** (quiet danger: danger-coloured text and bin, no fill until hovered; the loud danger fill is kept for the confirm dialog), both \`sm\` (32 px high), 8 px apart,
wrapping onto two rows when their container is too narrow.

**States** (one story each below): default · two records with the same name, told apart by the name that
completes them · phone width. Each button's own hover, focus-visible, active and disabled looks are those
of \`Button\`.

**Keyboard and screen readers**: two native buttons, in that order: Tab reaches Edit, then Delete; Enter or
Space presses them. They show only "Edit" and "Delete", but \`objectName\` completes their accessible names
in visually hidden text: "Edit Arancini", "Delete Arancini". Make it unique among the buttons on screen
("Arancini, Via Milano Kitchen"), so a list of buttons read out of context still says what each acts on.
Delete only reports the press: the page asks for confirmation.`,
      },
    },
  },
} satisfies Meta<typeof EditDeleteButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit then Delete, read "Edit {name}" and "Delete {name}", each reporting its press. */
export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args, step }) => {
    const edit = canvas.getByRole('button', { name: `Edit ${args.objectName}` });
    const remove = canvas.getByRole('button', { name: `Delete ${args.objectName}` });
    await step('they show only the action', async () => {
      // The name is visually hidden: the buttons stay as small as their words.
      await expect(edit).toBeVisible();
      await expect(edit.getBoundingClientRect().width).toBeLessThan(120);
      await expect(remove.getBoundingClientRect().width).toBeLessThan(120);
    });
    // From the keyboard: a pointer left over a button would draw its hover look in the picture.
    await step('Tab reaches Edit, then Delete; Enter and Space press them', async () => {
      leaveFocus();
      await userEvent.tab();
      await expect(edit).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onEdit).toHaveBeenCalledTimes(1);
      await userEvent.tab();
      await expect(remove).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(args.onDelete).toHaveBeenCalledTimes(1);
      await expect(args.onEdit).toHaveBeenCalledTimes(1);
    });
    leaveFocus();
  },
};

/**
 * The same dish in two kitchens (one with a name of the longest length allowed): each pair is named after
 * its dish and restaurant, so no two buttons on screen share a name, and a long name never widens them.
 */
export const DisambiguatedLongNames: Story = {
  args: { ...meta.args },
  render: (args) => (
    <ul style={{ display: 'grid', gap: 'var(--space-4)', margin: 0, padding: 0, listStyle: 'none', maxWidth: 360 }}>
      {kitchens.map((kitchen) => (
        <li key={kitchen.id} style={{ display: 'grid', gap: 'var(--space-2)' }}>
          <span style={{ overflowWrap: 'anywhere' }}>
            {args.objectName} · {kitchen.name}
          </span>
          <EditDeleteButtons {...args} objectName={`${args.objectName}, ${kitchen.name}`} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, args }) => {
    const names = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(new Set(names).size).toBe(names.length);
    const widths = [];
    for (const kitchen of kitchens) {
      const edit = canvas.getByRole('button', { name: `Edit ${args.objectName}, ${kitchen.name}` });
      await expect(edit).toBeVisible();
      await expect(canvas.getByRole('button', { name: `Delete ${args.objectName}, ${kitchen.name}` })).toBeVisible();
      widths.push(Math.round(edit.getBoundingClientRect().width));
    }
    // The hidden name takes no room: the long one's Edit is as wide as the short one's.
    await expect(widths[1]).toBe(widths[0]);
  },
};

/** On a phone: both buttons on one row, a 32 px high target each, nothing wider than the screen. */
export const Phone: Story = {
  ...atViewport('phone'),
  args: { ...meta.args },
  play: async ({ canvas, args }) => {
    const edit = canvas.getByRole('button', { name: `Edit ${args.objectName}` });
    const remove = canvas.getByRole('button', { name: `Delete ${args.objectName}` });
    await expect(edit.getBoundingClientRect().top).toBe(remove.getBoundingClientRect().top);
    await expect(Math.round(edit.getBoundingClientRect().height)).toBe(32);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
