import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  CancelSubmitActions,
  DescriptionField,
  ImageUrlField,
  MoneyField,
  NameField,
  RatingField,
} from '../../src/components/admin/formParts';
import { Form, FormGrid } from '../../src/components/ui/Form';
import { makeRestaurant } from '../../src/data';
import {
  amountHint,
  MAX_DELIVERY_FEE,
  MAX_LENGTH,
  RATING_HINT,
  restaurantToFormValues,
  validateRestaurantForm,
  type RestaurantFormValues,
} from '../../src/domain';
import { atViewport } from '../../.storybook/modes';
import { leaveFocus } from '../support/focus';

const COMPONENT_DOCS = `
The fields and the last row that the admin's Restaurant and Menu Item forms share, each with its label, input
type and limits set once: \`NameField\`, \`ImageUrlField\`, \`RatingField\`, \`MoneyField\` (a price or a
fee, named by its \`label\`), \`DescriptionField\` and \`CancelSubmitActions\`.

**Use them** inside a \`Form\`'s \`FormGrid\` (Components/Form) of an admin record form, spreading a
\`useValidatedForm\` field into each: \`<NameField {...field('name')} />\`. **Not** for other forms: a field
that is not one of these is a plain \`TextField\`.

**Anatomy**: Name, Image URL and Description take a whole row of the grid; Rating and a money field take half.
Limits: Name up to ${MAX_LENGTH.name} characters, Image URL up to ${MAX_LENGTH.image}, Description up to
${MAX_LENGTH.description}; Rating 1–5 in steps of 0.1; money from 0 to its \`max\` in steps of 0.01. Rating and
money say their range in a hint under the control ("${RATING_HINT}", "${amountHint(MAX_DELIVERY_FEE)}"), before any
error and above it after. Then Cancel (secondary) and the submit button, at the end of the row.

**States** (one story each below): filled from a record · with the messages the form's validation gives to
empty fields · phone (one column).

**Keyboard and screen readers**: each is a labelled native control (\`url\` and \`decimal\` keyboards on
phones); an error is the control's accessible description and sets \`aria-invalid\`. Tab goes row by row,
then Cancel, then the submit button; Enter in a field submits.`;

/** The parts as the Restaurant form lays them out, filled with `values`, with `errors` under their fields. */
function RestaurantParts({
  values,
  errors = {},
  onCancel,
}: {
  values: RestaurantFormValues;
  errors?: Partial<Record<keyof RestaurantFormValues, string>>;
  onCancel: () => void;
}) {
  return (
    <Form aria-label="Restaurant" onSubmit={(event) => event.preventDefault()}>
      <FormGrid>
        <NameField defaultValue={values.name} error={errors.name} required />
        <ImageUrlField defaultValue={values.image} error={errors.image} required />
        <RatingField defaultValue={values.rating} error={errors.rating} required />
        <MoneyField
          label="Delivery Fee ($)"
          max={MAX_DELIVERY_FEE}
          defaultValue={values.deliveryFee}
          error={errors.deliveryFee}
          required
        />
        <DescriptionField defaultValue={values.description} error={errors.description} />
      </FormGrid>
      <CancelSubmitActions onCancel={onCancel} submitLabel="Update Restaurant" />
    </Form>
  );
}

const meta = {
  title: 'Admin/FormParts',
  tags: ['stable'],
  component: RestaurantParts,
  subcomponents: { NameField, ImageUrlField, RatingField, MoneyField, DescriptionField, CancelSubmitActions },
  args: { values: restaurantToFormValues(makeRestaurant()), onCancel: fn() },
  argTypes: { values: { control: false }, errors: { control: false } },
  // As wide as the admin's form dialog.
  decorators: [(Story) => <div style={{ width: 640, maxWidth: '100%' }}>{Story()}</div>],
  parameters: { layout: 'padded', docs: { description: { component: COMPONENT_DOCS } } },
} satisfies Meta<typeof RestaurantParts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled from a restaurant's values (form values, not a record: the same under every seed): each part's label, input type and limits. */
export const Filled: Story = {
  args: { ...meta.args },
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    const { values, onCancel } = context.args;
    await step('each field shows its value, with its type and limits', async () => {
      const name = canvas.getByRole('textbox', { name: 'Name' });
      await expect(name).toHaveValue(values.name);
      await expect(name).toHaveAttribute('maxlength', String(MAX_LENGTH.name));
      await expect(name).toHaveAttribute('autocomplete', 'off');
      const image = canvas.getByRole('textbox', { name: 'Image URL' });
      await expect(image).toHaveAttribute('type', 'url');
      await expect(image).toHaveAttribute('maxlength', String(MAX_LENGTH.image));
      const rating = canvas.getByRole('spinbutton', { name: 'Rating' });
      await expect(rating).toHaveValue(Number(values.rating));
      await expect(rating).toHaveAttribute('min', '1');
      await expect(rating).toHaveAttribute('max', '5');
      // The range in a hint, before any error.
      await expect(rating).toHaveAccessibleDescription(RATING_HINT);
      const fee = canvas.getByRole('spinbutton', { name: 'Delivery Fee ($)' });
      await expect(fee).toHaveAttribute('max', String(MAX_DELIVERY_FEE));
      await expect(fee).toHaveAttribute('step', '0.01');
      await expect(fee).toHaveAccessibleDescription(amountHint(MAX_DELIVERY_FEE));
      const description = canvas.getByRole('textbox', { name: 'Description' });
      await expect(description).toHaveValue(values.description);
      await expect(description).toHaveAttribute('maxlength', String(MAX_LENGTH.description));
    });
    await step('Cancel reports the press; the submit button submits', async () => {
      const cancel = canvas.getByRole('button', { name: 'Cancel' });
      await expect(canvas.getByRole('button', { name: 'Update Restaurant' })).toHaveAttribute('type', 'submit');
      cancel.focus();
      await userEvent.keyboard('{Enter}');
      await expect(onCancel).toHaveBeenCalledTimes(1);
    });
    leaveFocus();
  },
};

/** A restaurant whose required fields were cleared. */
const EMPTIED: RestaurantFormValues = {
  ...restaurantToFormValues(makeRestaurant()),
  name: '',
  image: '',
  rating: '',
  deliveryFee: '',
};

/** Empty, with the messages the Restaurant form's own validation gives: each under its field, and announced. */
export const WithErrors: Story = {
  args: { ...meta.args, values: EMPTIED, errors: validateRestaurantForm(EMPTIED) },
  play: async ({ canvas, args }) => {
    const expected = args.errors!;
    // The number fields keep their hint above the message: both describe the control, hint first.
    for (const [role, name, key, hint] of [
      ['textbox', 'Name', 'name', undefined],
      ['textbox', 'Image URL', 'image', undefined],
      ['spinbutton', 'Rating', 'rating', RATING_HINT],
      ['spinbutton', 'Delivery Fee ($)', 'deliveryFee', amountHint(MAX_DELIVERY_FEE)],
    ] as const) {
      const control = canvas.getByRole(role, { name });
      await expect(expected[key]).toBeTruthy();
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(hint ? `${hint} ${expected[key]!}` : expected[key]!);
    }
    await expect(canvas.getByRole('textbox', { name: 'Description' })).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Phones: one column; every part as wide as the form, the buttons still on one row. */
export const Phone: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' }).getBoundingClientRect();
    const rating = canvas.getByRole('spinbutton', { name: 'Rating' }).getBoundingClientRect();
    await expect(Math.round(rating.width)).toBe(Math.round(name.width));
    const cancel = canvas.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    const submit = canvas.getByRole('button', { name: 'Update Restaurant' }).getBoundingClientRect();
    await expect(cancel.top).toBe(submit.top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
