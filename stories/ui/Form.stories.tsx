import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../../src/components/ui/Button';
import { TextAreaField, TextField } from '../../src/components/ui/Field';
import { Form, FormActions, FormErrorSummary, FormGrid, formGridWide } from '../../src/components/ui/Form';
import { makeRestaurant } from '../../src/data';
import { MAX_LENGTH, type Restaurant } from '../../src/domain';
import { atViewport } from '../../.storybook/modes';
import { leaveFocus } from '../support/focus';
import { unbroken } from '../support/longText';

const restaurant = makeRestaurant();

/** The text a restaurant's fields start with. */
type Values = Pick<Restaurant, 'name' | 'image' | 'deliveryTime' | 'address' | 'description'>;

/** Every text field filled with one unbroken word as long as it allows (made from the seeded restaurant). */
const LONGEST: Values = {
  name: unbroken(restaurant.name, MAX_LENGTH.name),
  image: `https://${unbroken(restaurant.image, MAX_LENGTH.image - 'https://'.length)}`,
  deliveryTime: unbroken(restaurant.deliveryTime, MAX_LENGTH.deliveryTime),
  address: unbroken(restaurant.address, MAX_LENGTH.address),
  description: unbroken(restaurant.description, MAX_LENGTH.description),
};

/** A small restaurant form built from the parts: two whole-row fields, a pair, another pair, a whole-row text area. */
function RestaurantDetails({ values, ...args }: Parameters<typeof Form>[0] & { values: Values }) {
  return (
    <Form {...args}>
      <FormGrid>
        <TextField label="Name" defaultValue={values.name} className={formGridWide} />
        <TextField label="Image URL" type="url" defaultValue={values.image} className={formGridWide} />
        <TextField label="Rating" type="number" min={1} max={5} step={0.1} defaultValue={restaurant.rating} />
        <TextField label="Delivery Time" defaultValue={values.deliveryTime} />
        <TextField label="Address" defaultValue={values.address} />
        <TextField label="Delivery Fee ($)" type="number" min={0} step={0.01} defaultValue={restaurant.deliveryFee} />
        <TextAreaField label="Description" defaultValue={values.description} className={formGridWide} />
      </FormGrid>
      <FormActions>
        <Button variant="secondary">Cancel</Button>
        <Button type="submit">Update Restaurant</Button>
      </FormActions>
    </Form>
  );
}

const meta = {
  title: 'Components/Form',
  id: 'ui-form',
  tags: ['stable'],
  component: Form,
  subcomponents: { FormGrid, FormActions, FormErrorSummary },
  // The page would reload on a real submit: the spy stops it, as every form's handler does.
  args: { 'aria-label': 'Restaurant details', onSubmit: fn((event) => event.preventDefault()) },
  argTypes: { children: { control: false } },
  // As wide as the admin's form dialog.
  decorators: [(Story) => <div style={{ width: 640, maxWidth: '100%' }}>{Story()}</div>],
  render: (args) => <RestaurantDetails {...args} values={restaurant} />,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `
The layout of a form: its fields in a grid, then its buttons. The admin's Restaurant and Menu Item forms are
built from it.

**Use it** for any form of more than a couple of fields: \`Form\` holds a \`FormGrid\` of fields, then a
\`FormActions\` row. Give a field \`className={formGridWide}\` when it needs a whole row (a name, a URL, a
description). **Not** for a single search box (a \`search\` landmark of its own, as in \`Header\`) or for a
dialog's confirm buttons (\`ConfirmDialog\`).

**Anatomy**: \`Form\` (a column, 20 px between its parts) · \`FormGrid\` (one column on phones, two of equal
width from 576 px; a long unbroken value never widens a column: the field scrolls or wraps inside) ·
\`FormActions\` (under a 1 px rule, at the end of the row: Cancel first, the submit button last; they wrap
on a narrow screen).

**Error summary**: \`FormErrorSummary\`, first in the form, says after a refused submit how many fields need a
fix, with a link to each in the form's order: its message, after the field's label when the message does not
name it. Focus still goes to the first
invalid field; a link takes focus to its field. Entries leave as fields are fixed. The admin forms use it.

**States** (one story each below): desktop (two columns) · phone (one column) · each field holding the longest
unbroken text it allows, at both widths · the error summary after a refused submit.

**Keyboard and screen readers**: a native \`<form noValidate>\`: the browser's own bubbles never show, the form
shows its messages under the fields. Name it (\`aria-label\`) to make it a \`form\` landmark. Tab follows the
order on screen: row by row, left to right, then Cancel and the submit button; Enter in a text field submits.`,
      },
    },
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The grid cell of the field labelled `label` (its label, control and messages): its box on screen. */
function fieldBox(canvasElement: HTMLElement, label: string): DOMRect {
  const grid = canvasElement.querySelector('form > div')!;
  let cell: Element | null = within(canvasElement).getByLabelText(label);
  while (cell && cell.parentElement !== grid) cell = cell.parentElement;
  return cell!.getBoundingClientRect();
}

/** Checks that nothing is wider than the grid and the page does not scroll sideways. */
async function expectNoOverflow(canvasElement: HTMLElement) {
  const grid = canvasElement.querySelector('form > div')!.getBoundingClientRect();
  for (const control of canvasElement.querySelectorAll<HTMLElement>('input, textarea')) {
    await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(Math.ceil(grid.right));
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** From 576 px: two columns; Name, Image URL and Description take a whole row; Cancel then the submit button. */
export const Desktop: Story = {
  ...atViewport('desktop'),
  args: { ...meta.args },
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    const form = canvas.getByRole('form', { name: 'Restaurant details' });
    await expect(form).toHaveAttribute('novalidate');
    await step('two columns; wide fields take the row', async () => {
      const name = fieldBox(canvasElement, 'Name');
      const rating = fieldBox(canvasElement, 'Rating');
      const time = fieldBox(canvasElement, 'Delivery Time');
      await expect(rating.top).toBe(time.top);
      await expect(time.left).toBeGreaterThan(rating.right);
      await expect(Math.round(name.width)).toBe(Math.round(time.right - rating.left));
      await expect(Math.round(fieldBox(canvasElement, 'Description').width)).toBe(Math.round(name.width));
    });
    await step('Cancel, then the submit button, at the end of the row', async () => {
      const cancel = canvas.getByRole('button', { name: 'Cancel' });
      const submit = canvas.getByRole('button', { name: 'Update Restaurant' });
      await expect(cancel.getBoundingClientRect().right).toBeLessThan(submit.getBoundingClientRect().left);
      await expect(Math.round(submit.getBoundingClientRect().right)).toBe(
        Math.round(form.getBoundingClientRect().right),
      );
    });
    await step('Enter in a field submits', async () => {
      // From the keyboard: a pointer left over the field would draw its hover border in the picture.
      canvas.getByRole('textbox', { name: 'Name' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    });
    leaveFocus();
  },
};

/** Below 576 px: one column, every field as wide as the form; the buttons stay on one row at the end. */
export const Phone: Story = {
  ...atViewport('phone'),
  args: { ...meta.args },
  play: async ({ canvas, canvasElement }) => {
    const name = fieldBox(canvasElement, 'Name');
    for (const label of ['Image URL', 'Rating', 'Delivery Time', 'Address', 'Delivery Fee ($)', 'Description']) {
      const box = fieldBox(canvasElement, label);
      await expect(box.left).toBe(name.left);
      await expect(box.width).toBe(name.width);
    }
    const cancel = canvas.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    const submit = canvas.getByRole('button', { name: 'Update Restaurant' }).getBoundingClientRect();
    await expect(cancel.top).toBe(submit.top);
    await expectNoOverflow(canvasElement);
  },
};

/** Desktop, each field holding one unbroken word as long as it allows: the columns keep their widths. */
export const LongestTextDesktop: Story = {
  ...atViewport('desktop'),
  args: { ...meta.args },
  render: (args) => <RestaurantDetails {...args} values={LONGEST} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(LONGEST.name);
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(LONGEST.description);
    const rating = fieldBox(canvasElement, 'Rating');
    const time = fieldBox(canvasElement, 'Delivery Time');
    await expect(Math.round(rating.width)).toBe(Math.round(time.width));
    await expect(Math.round(fieldBox(canvasElement, 'Address').width)).toBe(Math.round(rating.width));
    await expectNoOverflow(canvasElement);
  },
};

/** The same on a phone: nothing wider than the screen; the description wraps inside its box. */
export const LongestTextPhone: Story = {
  ...atViewport('phone'),
  args: { ...meta.args },
  render: (args) => <RestaurantDetails {...args} values={LONGEST} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Image URL' })).toHaveValue(LONGEST.image);
    await expectNoOverflow(canvasElement);
  },
};

/** After a refused submit: the summary at the top names each field to fix, in the form's order, and links to it. */
export const ErrorSummary: Story = {
  args: { ...meta.args },
  render: (args) => {
    const errors = { name: 'Enter a name', address: 'Address is required' };
    return (
      <Form {...args}>
        <FormErrorSummary errors={errors} />
        <FormGrid>
          <TextField label="Name" required error={errors.name} className={formGridWide} />
          <TextField label="Delivery Time" required defaultValue={restaurant.deliveryTime} />
          <TextField label="Address" required error={errors.address} />
        </FormGrid>
        <FormActions>
          <Button variant="secondary">Cancel</Button>
          <Button type="submit">Add Restaurant</Button>
        </FormActions>
      </Form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByRole('group', { name: '2 fields need a fix' });
    const links = within(summary).getAllByRole('link');
    // In the order of the form; a message that does not name its field gets the label (without its required mark).
    await expect(links.map((link) => link.textContent)).toEqual(['Name: Enter a name', 'Address is required']);
    await userEvent.click(links[1]!);
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveFocus();
    leaveFocus();
  },
};
