import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RestaurantForm } from '../../src/components/admin';
import { makeRestaurant } from '../../src/data';
import {
  amountHint,
  emptyRestaurantForm,
  IMAGE_URL_MESSAGE,
  MAX_DELIVERY_FEE,
  MAX_LENGTH,
  RATING_HINT,
  restaurantToFormValues,
} from '../../src/domain';
import { expectRatingField } from '../support/ratingField';
import { atViewport } from '../../.storybook/modes';
import { leaveFocus } from '../support/focus';
import { expectLongTextHolds, FORM_DIALOG_WIDTHS, phone360Frame, unbroken, UNBROKEN_LENGTH } from '../support/longText';

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The form to add or edit a restaurant, shown inside \`FormModal\`.

**Use it** to create (\`mode="new"\`, \`emptyRestaurantForm()\`) or edit (\`mode="edit"\`, \`restaurantToFormValues(r)\`) a restaurant. **Don't use it** for menu items (\`MenuItemForm\`).

**Anatomy**: Name · Image URL · Rating (default 4, 1 to 5, step 0.1, said in a hint under it) · Delivery Time (default "25-30 min") · Delivery Fee ($) (default 2.99, 0 to 1,000, step 0.01, said in a hint) · Address · Description · Cuisines (a text box with an **Add** button, and the added cuisines as removable tags) · **Open** checkbox (a closed restaurant is left off the home page; its menu opens but takes no orders) · **Cancel** and the submit button ("Add Restaurant" / "Update Restaurant").

**States**: pristine · pre-filled (edit) · invalid: each message under its field · cuisines added · a cuisine still typed is saved with the rest · saving (\`saving\`: the submit button shows a spinner and keeps its label, a second press or Enter submits nothing, Cancel is disabled).

**Keyboard and screen readers**: visible labels, required fields marked. In the Cuisines box, Enter adds the cuisine (it does not submit); blanks and duplicates are ignored; each tag has a "Remove cuisine *name*" button, after which focus returns to the box. A failed submit saves nothing, marks each bad field \`aria-invalid\` with its message as its description, and focuses the first bad field in screen order.
`;

const meta = {
  title: 'Admin/RestaurantForm',
  tags: ['stable'],
  component: RestaurantForm,
  decorators: [(Story) => <div style={{ width: 640, maxWidth: '100%' }}>{Story()}</div>],
  parameters: {
    docs: { description: { component: COMPONENT_DOCS } },
    layout: 'padded',
  },
  args: { initialValues: emptyRestaurantForm(), mode: 'new', onSubmit: fn(), onCancel: fn(), onInvalid: fn() },
} satisfies Meta<typeof RestaurantForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add mode with the defaults: rating 4, '25-30 min', fee 2.99, open; the number limits of spec section 5. */
export const Pristine: Story = {
  args: { ...meta.args },
  play: async ({ canvas, step }) => {
    await step('text fields start empty', async () => {
      for (const label of ['Name', 'Image URL', 'Description', 'Address', 'Cuisines']) {
        await expect(canvas.getByRole('textbox', { name: label })).toHaveValue('');
      }
      await expect(canvas.queryByRole('list', { name: 'Added cuisines' })).toBeNull();
      await expect(canvas.getByRole('textbox', { name: 'Image URL' })).toHaveAttribute('type', 'url');
    });
    await step('rating: default 4, min 1, max 5, step 0.1', () => expectRatingField(canvas));
    await step("delivery time: default '25-30 min', placeholder 'e.g., 25-30 min'", async () => {
      const time = canvas.getByRole('textbox', { name: 'Delivery Time' });
      await expect(time).toHaveValue('25-30 min');
      await expect(time).toHaveAttribute('placeholder', 'e.g., 25-30 min');
    });
    await step('delivery fee: default 2.99, min 0, step 0.01, max 1,000, said in its hint', async () => {
      const fee = canvas.getByRole('spinbutton', { name: 'Delivery Fee ($)' });
      await expect(fee).toHaveValue(2.99);
      await expect(fee).toHaveAttribute('min', '0');
      await expect(fee).toHaveAttribute('step', '0.01');
      await expect(fee).toHaveAttribute('max', '1000'); // a sensible maximum (issue 14)
      // The range is said before any error, not only in a message after a submit.
      await expect(canvas.getByText(amountHint(MAX_DELIVERY_FEE))).toBeVisible();
      await expect(fee).toHaveAccessibleDescription(amountHint(MAX_DELIVERY_FEE));
    });
    await step('open by default; every validated field is required; no message yet', async () => {
      await expect(canvas.getByRole('checkbox', { name: 'Open' })).toBeChecked();
      for (const [role, name] of [
        ['textbox', 'Name'],
        ['textbox', 'Image URL'],
        ['spinbutton', 'Rating'],
        ['textbox', 'Delivery Time'],
        ['spinbutton', 'Delivery Fee ($)'],
        ['textbox', 'Address'],
        ['textbox', 'Description'],
      ] as const) {
        const field = canvas.getByRole(role, { name });
        await expect(field).toBeRequired();
        await expect(field).not.toHaveAttribute('aria-invalid');
      }
      await expect(canvas.getByRole('button', { name: 'Add Restaurant' })).toHaveAttribute('type', 'submit');
    });
  },
};

/** Every field blank: each message sits under its field and focus goes to the first. */
export const EveryError: Story = {
  args: { ...meta.args, initialValues: { ...emptyRestaurantForm(), rating: '', deliveryTime: '', deliveryFee: '' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Restaurant' }));
    // Field, message, and the hint the number fields keep above it (their description: hint, then message).
    const expected: ['textbox' | 'spinbutton', string, string, string?][] = [
      ['textbox', 'Name', 'Name is required'],
      ['textbox', 'Image URL', 'Image URL is required'],
      ['spinbutton', 'Rating', 'Rating is required', RATING_HINT],
      ['textbox', 'Delivery Time', 'Delivery time is required'],
      ['spinbutton', 'Delivery Fee ($)', 'Delivery fee is required', amountHint(MAX_DELIVERY_FEE)],
      ['textbox', 'Address', 'Address is required'],
      ['textbox', 'Description', 'Description is required'],
    ];
    for (const [role, name, message, hint] of expected) {
      const field = canvas.getByRole(role, { name });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(hint ? `${hint} ${message}` : message);
    }
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onInvalid).toHaveBeenCalledTimes(1);

    // The summary at the top: how many, and a link per field in the form's order, each with its message.
    const summary = canvas.getByRole('group', { name: '7 fields need a fix' });
    await expect(summary).toBeVisible();
    const links = within(summary).getAllByRole('link');
    // Each message names its field, so it is the whole entry (the label is not said twice).
    await expect(links.map((link) => link.textContent)).toEqual(expected.map(([, , message]) => message));
    // A link takes focus to its field (not only the view).
    await userEvent.click(within(summary).getByRole('link', { name: 'Description is required' }));
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveFocus();
    // A fixed field leaves the list; the count follows.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Pasta Palace');
    await expect(canvas.getByRole('group', { name: '6 fields need a fix' })).toBeVisible();
    await expect(within(canvas.getByRole('group')).queryByRole('link', { name: 'Name is required' })).toBeNull();
    leaveFocus();
  },
};

/**
 * Only Address and Description are blank: focus goes to Address, the one shown first (the form
 * reads the order from the screen, not from a list).
 */
export const AddressAndDescriptionInvalid: Story = {
  args: {
    ...meta.args,
    initialValues: {
      ...emptyRestaurantForm(),
      name: 'Pasta Palace',
      image: 'https://example.com/pasta.jpg',
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const address = canvas.getByRole('textbox', { name: 'Address' });
    const description = canvas.getByRole('textbox', { name: 'Description' });
    // Address comes before Description on screen (and in the DOM, which sets the Tab order).
    await expect(address.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(address.getBoundingClientRect().top).toBeLessThan(description.getBoundingClientRect().top);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Restaurant' }));
    await expect(address).toHaveAccessibleDescription('Address is required');
    await expect(description).toHaveAccessibleDescription('Description is required');
    await expect(address).toHaveFocus();
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(2);
    const summary = canvas.getByRole('group', { name: '2 fields need a fix' });
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Address is required', 'Description is required']);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onInvalid).toHaveBeenCalledWith({
      address: 'Address is required',
      description: 'Description is required',
    });
    leaveFocus();
  },
};

/** Out-of-range numbers and a `javascript:` URL are refused; what was typed stays. */
export const InvalidValues: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('type bad values and submit', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Pasta Palace');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Image URL' }), 'javascript:alert(1)');
      const rating = canvas.getByRole('spinbutton', { name: 'Rating' });
      await userEvent.clear(rating);
      await userEvent.type(rating, '7');
      const fee = canvas.getByRole('spinbutton', { name: 'Delivery Fee ($)' });
      await userEvent.clear(fee);
      await userEvent.type(fee, '-1');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Fresh pasta daily.');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), '1 Main St');
      await userEvent.click(canvas.getByRole('button', { name: 'Add Restaurant' }));
    });
    await step('messages, focus on the first bad field, values kept, nothing saved', async () => {
      const image = canvas.getByRole('textbox', { name: 'Image URL' });
      await expect(image).toHaveAccessibleDescription(IMAGE_URL_MESSAGE);
      await expect(image).toHaveFocus();
      // The hint stays above the message: what the field takes, then what is wrong.
      await expect(canvas.getByRole('spinbutton', { name: 'Rating' })).toHaveAccessibleDescription(
        `${RATING_HINT} Rating must be between 1 and 5`,
      );
      await expect(canvas.getByRole('spinbutton', { name: 'Delivery Fee ($)' })).toHaveAccessibleDescription(
        `${amountHint(MAX_DELIVERY_FEE)} Delivery fee cannot be negative`,
      );
      await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Pasta Palace');
      await expect(canvas.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('fixing a field clears its message', async () => {
      const image = canvas.getByRole('textbox', { name: 'Image URL' });
      await userEvent.clear(image);
      await userEvent.type(image, 'https://example.com/pasta.jpg');
      await expect(image).not.toHaveAttribute('aria-invalid');
    });
    leaveFocus();
  },
};

/** Cuisines: added one at a time with Enter or Add; trimmed; blanks and duplicates ignored; removable. */
export const Cuisines: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Cuisines' });
    await step('Enter adds a trimmed cuisine without submitting', async () => {
      await userEvent.type(input, '  Italian  {Enter}');
      await expect(canvas.getByRole('list', { name: 'Added cuisines' })).toHaveTextContent('Italian');
      await expect(input).toHaveValue('');
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(args.onInvalid).not.toHaveBeenCalled();
    });
    await step('the Add button adds; blanks and duplicates are ignored', async () => {
      await userEvent.type(input, 'Pizza');
      await userEvent.click(canvas.getByRole('button', { name: 'Add cuisine' }));
      await userEvent.type(input, '   {Enter}');
      await userEvent.type(input, 'italian{Enter}');
      const items = canvas.getAllByRole('listitem').map((li) => li.textContent);
      await expect(items).toEqual(['Italian', 'Pizza']);
    });
    await step('each can be removed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove cuisine Italian' }));
      await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Pizza']);
      await expect(input).toHaveFocus();
    });
    leaveFocus();
  },
};

/** A valid form hands the typed values to `onSubmit`. */
export const ValidSubmit: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Pasta Palace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Image URL' }), 'https://example.com/pasta.jpg');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Fresh pasta daily.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), '1 Main St');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cuisines' }), 'Italian{Enter}');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Open' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Restaurant' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Pasta Palace',
      image: 'https://example.com/pasta.jpg',
      cuisine: ['Italian'],
      rating: '4',
      deliveryTime: '25-30 min',
      deliveryFee: '2.99',
      description: 'Fresh pasta daily.',
      address: '1 Main St',
      isOpen: false,
    });
    await expect(args.onInvalid).not.toHaveBeenCalled();
    leaveFocus();
  },
};

/** A cuisine still in the Cuisines box (not yet added with Enter or Add) is saved with the rest, not dropped. */
export const PendingCuisineSaved: Story = {
  args: { ...meta.args, initialValues: { ...restaurantToFormValues(makeRestaurant()), cuisine: ['Italian'] } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cuisines' }), '  Pizza ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Restaurant' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...restaurantToFormValues(makeRestaurant()),
      cuisine: ['Italian', 'Pizza'],
    });
    leaveFocus();
  },
};

/** Edit mode: the form is pre-filled from the restaurant. */
export const EditPrefilled: Story = {
  args: { ...meta.args, mode: 'edit', initialValues: restaurantToFormValues(makeRestaurant()) },
  play: async ({ canvas, userEvent, args }) => {
    const restaurant = makeRestaurant();
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(restaurant.name);
    await expect(canvas.getByRole('list', { name: 'Added cuisines' })).toHaveTextContent(restaurant.cuisine.join(''));
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed Place');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Restaurant' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...restaurantToFormValues(restaurant), name: 'Renamed Place' });
    leaveFocus();
  },
};

/**
 * Saving (`saving`): the submitted values are on their way. The submit button is busy with its label kept;
 * pressing it, or Enter in a field, submits nothing again and focus stays put; Cancel waits for the save.
 */
export const Saving: Story = {
  args: { ...meta.args, mode: 'edit', initialValues: restaurantToFormValues(makeRestaurant()), saving: true },
  play: async ({ canvas, userEvent, args, step }) => {
    const submit = canvas.getByRole('button', { name: 'Update Restaurant' });
    await step('the submit button is busy and keeps its label', async () => {
      await expect(submit).toHaveAttribute('type', 'submit');
      await expect(submit).toHaveAttribute('aria-busy', 'true');
      await expect(submit).toHaveAttribute('aria-disabled', 'true');
      await expect(submit).toHaveTextContent('Update Restaurant');
    });
    await step('pressing it, or Enter in a field, submits nothing; focus stays where it was', async () => {
      await userEvent.click(submit);
      await expect(submit).toHaveFocus();
      const address = canvas.getByRole('textbox', { name: 'Address' });
      await userEvent.type(address, '{Enter}');
      await expect(address).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(args.onInvalid).not.toHaveBeenCalled();
    });
    await step('Cancel is disabled; the fields keep the values being saved', async () => {
      await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(makeRestaurant().name);
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

export const Phone: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The restaurant this story's long texts are made from. */
const longSource = makeRestaurant({}, 2);

/**
 * Name, delivery time, address and description of one unbroken word each (40 characters; the delivery time 20,
 * a cuisine 30: as long as they may be), a long cuisine being typed, and a bad image URL submitted, at a 360 px
 * phone: the fields keep their width (an input scrolls inside itself, the description wraps), the added cuisine's
 * tag breaks its text, the messages wrap; the form never scrolls sideways (also at the width of its dialog at 1280 px).
 */
export const LongUnbrokenText: Story = {
  args: {
    ...meta.args,
    mode: 'edit',
    initialValues: {
      ...restaurantToFormValues(longSource),
      name: unbroken(longSource.name, UNBROKEN_LENGTH),
      image: unbroken(longSource.image, UNBROKEN_LENGTH),
      deliveryTime: unbroken(longSource.deliveryTime, MAX_LENGTH.deliveryTime),
      address: unbroken(longSource.address, UNBROKEN_LENGTH),
      description: unbroken(longSource.description, UNBROKEN_LENGTH),
      cuisine: [unbroken(longSource.cuisine.join(''), MAX_LENGTH.cuisine)],
    },
  },
  ...atViewport('phone'),
  parameters: { ...atViewport('phone').parameters, layout: 'centered' },
  decorators: [phone360Frame],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const values = args.initialValues;
    const draft = unbroken(longSource.address, MAX_LENGTH.cuisine);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cuisines' }), draft);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Restaurant' }));
    await expect(args.onInvalid).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Image URL' })).toHaveAccessibleDescription(IMAGE_URL_MESSAGE);
    await expectLongTextHolds(
      canvasElement,
      canvasElement.querySelector('form')!,
      [
        values.name,
        values.deliveryTime,
        values.address,
        values.description,
        values.cuisine[0]!,
        draft,
        IMAGE_URL_MESSAGE,
      ],
      { widths: FORM_DIALOG_WIDTHS },
    );
    leaveFocus();
  },
};
