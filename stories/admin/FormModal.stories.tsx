import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormModal, MenuItemForm, RestaurantForm } from '../../src/components/admin';
import { getSeedData, makeMenuItem } from '../../src/data';
import { emptyRestaurantForm, menuItemToFormValues } from '../../src/domain';
import { atViewport } from '../../.storybook/modes';

const onCancel = fn();

const meta = {
  title: 'Admin/FormModal',
  component: FormModal,
  // In the docs page each open dialog gets its own frame instead of covering the page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
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
    const dialog = canvas.getByRole('dialog', { name: 'Add Restaurant' });
    await expect(dialog).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
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
    await expect(canvas.getByRole('dialog', { name: 'Edit Menu Item' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(makeMenuItem().name);
  },
};

export const PhoneAddRestaurant: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Add Restaurant' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
