import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { FormModal, MenuItemForm, RestaurantForm } from '../../src/components/admin';
import { getSeedData, makeMenuItem } from '../../src/data';
import { emptyRestaurantForm, menuItemToFormValues } from '../../src/domain';
import { atViewport } from '../../.storybook/modes';

const onCancel = fn();

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The large dialog that holds an admin form (Add / Edit Restaurant, Add / Edit Menu Item) over the current screen.

**Use it** for creating or editing one record without leaving the list. **Don't use it** for a yes/no question (use \`ConfirmDialog\`), for read-only details (\`OrderDetailModal\`, \`UserDetailModal\`), or for long multi-step work.

**Anatomy**: backdrop · panel (48rem wide; a full-width sheet on phones) with the title and a close button · the form as its body (the form brings its own Cancel and submit buttons).

**States**: open with an empty form (add) · open with a pre-filled form (edit) · closed (nothing rendered).

**Keyboard and screen readers**: a modal \`dialog\` named by its title. On open, focus moves to the form's first field; Tab stays inside the dialog; **Escape**, the close button and a click on the backdrop call \`onClose\` (nothing is saved). On close, focus goes back to the button that opened it, or to \`returnFocusRef\` when that button is gone (e.g. a saved edit moved its card out of the current filter).
`;

const meta = {
  title: 'Admin/FormModal',
  tags: ['stable'],
  component: FormModal,
  // In the docs page each open dialog gets its own frame instead of covering the page.
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: COMPONENT_DOCS }, story: { inline: false, height: '600px' } },
  },
  // Elements and refs: no control (it would print the form's source).
  argTypes: {
    children: { control: false, table: { disable: true } },
    returnFocusRef: { control: false, table: { disable: true } },
  },
  args: {
    open: true,
    title: 'Add Restaurant',
    onClose: fn(),
    children: <RestaurantForm mode="new" initialValues={emptyRestaurantForm()} onSubmit={fn()} onCancel={onCancel} />,
  },
} satisfies Meta<typeof FormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddRestaurant: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Add Restaurant' });
    await expect(dialog).toBeVisible();
    // The dialog moves focus to the form's first field once it is shown: wait for it, as a user would.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const EditMenuItem: Story = {
  args: {
    ...meta.args,
    title: 'Edit Menu Item',
    children: (
      <MenuItemForm
        mode="edit"
        restaurants={getSeedData().restaurants}
        initialValues={menuItemToFormValues(makeMenuItem())}
        onSubmit={fn()}
        onCancel={onCancel}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Edit Menu Item' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(makeMenuItem().name);
    await expect(canvas.getByRole('button', { name: 'Update Menu Item' })).toBeVisible();
  },
};

export const PhoneAddRestaurant: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Add Restaurant' });
    await expect(dialog).toBeVisible();
    // A full-width sheet on phones.
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
