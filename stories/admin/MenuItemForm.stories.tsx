import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MenuItemForm } from '../../src/components/admin';
import { getSeedData, makeMenuItem } from '../../src/data';
import {
  amountHint,
  emptyMenuItemForm,
  IMAGE_URL_MESSAGE,
  MAX_PRICE,
  menuItemToFormValues,
  RATING_HINT,
} from '../../src/domain';
import { leaveFocus } from '../support/focus';
import { expectRatingField } from '../support/ratingField';
import { atViewport } from '../../.storybook/modes';
import { expectLongTextHolds, FORM_DIALOG_WIDTHS, phone360Frame, unbroken, UNBROKEN_LENGTH } from '../support/longText';

const restaurants = getSeedData().restaurants;

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The form to add or edit a menu item, shown inside \`FormModal\`.

**Use it** to create (\`mode="new"\`, \`emptyMenuItemForm(restaurantId)\`) or edit (\`mode="edit"\`, \`menuItemToFormValues(item)\`) a menu item. **Don't use it** for restaurants (\`RestaurantForm\`).

**Anatomy**: Name · Restaurant (select, "Select a restaurant") · Price ($) (0 to 1,000, step 0.01, said in a hint under it) · Category (default Main Course) · Rating (default 4, 1 to 5, step 0.1, said in a hint) · Type (Vegetarian / Non-Vegetarian radios) · Description · Image URL · **Cancel** and the submit button ("Add Menu Item" / "Update Menu Item").

**States**: pristine · pre-filled (edit) · invalid: each message under its field · typed values are kept through a failed submit · saving (\`saving\`: the submit button shows a spinner and keeps its label, a second press or Enter submits nothing, Cancel is disabled).

**Keyboard and screen readers**: every field has a visible label and is marked required; Enter in a field submits. A failed submit saves nothing, marks each bad field \`aria-invalid\` with its message as its description, and moves focus to the first bad field in screen order; fixing a field clears its message. Type is a radio group ("Type") moved with the arrow keys.
`;

const meta = {
  title: 'Admin/MenuItemForm',
  tags: ['stable'],
  component: MenuItemForm,
  decorators: [(Story) => <div style={{ width: 640, maxWidth: '100%' }}>{Story()}</div>],
  parameters: {
    docs: { description: { component: COMPONENT_DOCS } },
    layout: 'padded',
  },
  args: {
    initialValues: emptyMenuItemForm(''),
    mode: 'new',
    restaurants,
    onSubmit: fn(),
    onCancel: fn(),
    onInvalid: fn(),
  },
} satisfies Meta<typeof MenuItemForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add mode with the defaults: category Main Course, rating 4, non-vegetarian; the number limits of spec section 5. */
export const Pristine: Story = {
  args: { ...meta.args },
  play: async (context) => {
    const { canvas, step } = context;
    const { restaurants } = context.args;
    await step('text fields start empty; no restaurant picked', async () => {
      for (const label of ['Name', 'Description', 'Image URL']) {
        await expect(canvas.getByRole('textbox', { name: label })).toHaveValue('');
      }
      await expect(canvas.getByRole('spinbutton', { name: 'Price ($)' })).toHaveValue(null);
      const restaurant = canvas.getByRole('combobox', { name: 'Restaurant' });
      await expect(restaurant).toHaveValue('');
      const offered = [...restaurant.querySelectorAll('option')].map((o) => o.textContent);
      await expect(offered).toEqual(['Select a restaurant', ...restaurants.map((r) => r.name)]);
    });
    await step('category: default Main Course; Starters, Main Course, Desserts, Beverages and Sides', async () => {
      const category = canvas.getByRole('combobox', { name: 'Category' });
      await expect(category).toHaveValue('Main Course');
      await expect(category).toHaveDisplayValue('Main Course');
      const categories = [...category.querySelectorAll('option')].map((o) => o.value).filter(Boolean);
      await expect(categories).toEqual(['Starters', 'Main Course', 'Desserts', 'Beverages', 'Sides']);
    });
    await step('price: min 0, step 0.01, max 1,000, said in its hint', async () => {
      const price = canvas.getByRole('spinbutton', { name: 'Price ($)' });
      await expect(price).toHaveAttribute('min', '0');
      await expect(price).toHaveAttribute('step', '0.01');
      await expect(price).toHaveAttribute('max', '1000'); // a sensible maximum (issue 14)
      // The range is said before any error, not only in a message after a submit.
      await expect(canvas.getByText(amountHint(MAX_PRICE))).toBeVisible();
      await expect(price).toHaveAccessibleDescription(amountHint(MAX_PRICE));
    });
    await step('rating: default 4, min 1, max 5, step 0.1', () => expectRatingField(canvas));
    await step('type: Vegetarian or Non-Vegetarian, Non-Vegetarian picked', async () => {
      const type = canvas.getByRole('group', { name: 'Type' });
      await expect(type).toBeVisible();
      await expect(canvas.getByRole('radio', { name: 'Vegetarian' })).not.toBeChecked();
      await expect(canvas.getByRole('radio', { name: 'Non-Vegetarian' })).toBeChecked();
    });
    await step('every validated field is required; no message yet', async () => {
      for (const [role, name] of [
        ['textbox', 'Name'],
        ['combobox', 'Restaurant'],
        ['spinbutton', 'Price ($)'],
        ['combobox', 'Category'],
        ['spinbutton', 'Rating'],
        ['textbox', 'Description'],
        ['textbox', 'Image URL'],
      ] as const) {
        const field = canvas.getByRole(role, { name });
        await expect(field).toBeRequired();
        await expect(field).not.toHaveAttribute('aria-invalid');
      }
      await expect(canvas.getByRole('button', { name: 'Add Menu Item' })).toHaveAttribute('type', 'submit');
    });
  },
};

/** Every required field blank: each message sits under its field and focus goes to the first. */
export const EveryError: Story = {
  args: { ...meta.args, initialValues: { ...emptyMenuItemForm(''), category: '', rating: '' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Menu Item' }));
    // Field, message, and the hint the number fields keep above it (their description: hint, then message).
    const expected: ['textbox' | 'spinbutton' | 'combobox', string, string, string?][] = [
      ['textbox', 'Name', 'Name is required'],
      ['combobox', 'Restaurant', 'Restaurant is required'],
      ['spinbutton', 'Price ($)', 'Price is required', amountHint(MAX_PRICE)],
      ['combobox', 'Category', 'Category is required'],
      ['spinbutton', 'Rating', 'Rating is required', RATING_HINT],
      ['textbox', 'Description', 'Description is required'],
      ['textbox', 'Image URL', 'Image URL is required'],
    ];
    for (const [role, name, message, hint] of expected) {
      const field = canvas.getByRole(role, { name });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(hint ? `${hint} ${message}` : message);
    }
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onInvalid).toHaveBeenCalledTimes(1);
    leaveFocus();
  },
};

export const InvalidValues: Story = {
  args: { ...meta.args, initialValues: emptyMenuItemForm(restaurants[0]!.id) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Tiramisu');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Price ($)' }), '-2');
    const rating = canvas.getByRole('spinbutton', { name: 'Rating' });
    await userEvent.clear(rating);
    await userEvent.type(rating, '0.5');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Coffee and mascarpone.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Image URL' }), 'ftp://example.com/t.jpg');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Menu Item' }));
    const price = canvas.getByRole('spinbutton', { name: 'Price ($)' });
    // The hint stays above the message: what the field takes, then what is wrong.
    await expect(price).toHaveAccessibleDescription(`${amountHint(MAX_PRICE)} Price cannot be negative`);
    await expect(price).toHaveFocus();
    await expect(rating).toHaveAccessibleDescription(`${RATING_HINT} Rating must be between 1 and 5`);
    await expect(canvas.getByRole('textbox', { name: 'Image URL' })).toHaveAccessibleDescription(IMAGE_URL_MESSAGE);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Tiramisu');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    leaveFocus();
  },
};

export const ValidSubmit: Story = {
  args: { ...meta.args },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const restaurant = args.restaurants[1]!;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Garden Salad');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Restaurant' }), restaurant.name);
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Price ($)' }), '8.5');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Sides');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Crisp greens.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Image URL' }), 'https://example.com/salad.jpg');
    await userEvent.click(canvas.getByRole('radio', { name: 'Vegetarian' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Menu Item' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Garden Salad',
      restaurantId: restaurant.id,
      price: '8.5',
      category: 'Sides',
      rating: '4',
      description: 'Crisp greens.',
      image: 'https://example.com/salad.jpg',
      isVeg: true,
    });
    leaveFocus();
  },
};

export const EditPrefilled: Story = {
  args: { ...meta.args, mode: 'edit', initialValues: menuItemToFormValues(makeMenuItem({ isVeg: true })) },
  play: async ({ canvas, userEvent, args }) => {
    const item = makeMenuItem({ isVeg: true });
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(item.name);
    await expect(canvas.getByRole('combobox', { name: 'Restaurant' })).toHaveValue(item.restaurantId);
    await expect(canvas.getByRole('spinbutton', { name: 'Price ($)' })).toHaveValue(item.price);
    await expect(canvas.getByRole('radio', { name: 'Vegetarian' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Update Menu Item' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(menuItemToFormValues(item));
    leaveFocus();
  },
};

/**
 * Saving (`saving`): the submitted values are on their way. The submit button is busy with its label kept;
 * pressing it, or Enter in a field, submits nothing again and focus stays put; Cancel waits for the save.
 */
export const Saving: Story = {
  args: {
    ...meta.args,
    mode: 'edit',
    initialValues: menuItemToFormValues(makeMenuItem({ isVeg: true })),
    saving: true,
  },
  play: async ({ canvas, userEvent, args, step }) => {
    const submit = canvas.getByRole('button', { name: 'Update Menu Item' });
    await step('the submit button is busy and keeps its label', async () => {
      await expect(submit).toHaveAttribute('type', 'submit');
      await expect(submit).toHaveAttribute('aria-busy', 'true');
      await expect(submit).toHaveAttribute('aria-disabled', 'true');
      await expect(submit).toHaveTextContent('Update Menu Item');
    });
    await step('pressing it, or Enter in a field, submits nothing; focus stays where it was', async () => {
      await userEvent.click(submit);
      await expect(submit).toHaveFocus();
      const name = canvas.getByRole('textbox', { name: 'Name' });
      await userEvent.type(name, '{Enter}');
      await expect(name).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(args.onInvalid).not.toHaveBeenCalled();
    });
    await step('Cancel is disabled; the fields keep the values being saved', async () => {
      await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(makeMenuItem({ isVeg: true }).name);
      await expect(args.onCancel).not.toHaveBeenCalled();
    });
    leaveFocus();
  },
};

export const Cancel: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Never saved');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    leaveFocus();
  },
};

/** The dish this story's long texts are made from. */
const longSource = makeMenuItem({}, 2);

/**
 * Name, category and description of one unbroken 40-character word each, and a bad image URL submitted, at a
 * 360 px phone: the fields keep their width (an input scrolls inside itself, the description wraps, the select
 * shows its pick cut and lists it whole), the messages wrap; the form never scrolls sideways (also at the width of
 * its dialog at 1280 px).
 */
export const LongUnbrokenText: Story = {
  args: {
    ...meta.args,
    mode: 'edit',
    initialValues: {
      ...menuItemToFormValues(longSource),
      name: unbroken(longSource.name, UNBROKEN_LENGTH),
      category: unbroken(longSource.category, UNBROKEN_LENGTH),
      description: unbroken(longSource.description, UNBROKEN_LENGTH),
      image: unbroken(longSource.image, UNBROKEN_LENGTH),
    },
  },
  ...atViewport('phone'),
  parameters: { ...atViewport('phone').parameters, layout: 'centered' },
  decorators: [phone360Frame],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const values = args.initialValues;
    await userEvent.click(canvas.getByRole('button', { name: 'Update Menu Item' }));
    await expect(args.onInvalid).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Image URL' })).toHaveAccessibleDescription(IMAGE_URL_MESSAGE);
    await expectLongTextHolds(
      canvasElement,
      canvasElement.querySelector('form')!,
      [values.name, values.category, values.description, IMAGE_URL_MESSAGE],
      { widths: FORM_DIALOG_WIDTHS },
    );
    leaveFocus();
  },
};
