import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FieldFrame, useFieldIds } from '../../src/components/ui';
import styles from '../../src/components/ui/Field/Field.module.css';

type PartsDemoProps = {
  label: string;
  hideLabel?: boolean;
  required?: boolean;
  hint?: string;
  error?: string;
  /** An id already describing the control (e.g. a note elsewhere on the form); read before hint and error. */
  extraDescribedBy?: string;
};

/**
 * A labelled control assembled from the field parts, the way TextField, TextAreaField and
 * SelectField are: `useFieldIds` wires ids and ARIA, `FieldFrame` lays out the label (with
 * `RequiredMark`), the control, then `FieldMessages` (hint, error).
 */
function PartsDemo({ label, hideLabel, required, hint, error, extraDescribedBy }: PartsDemoProps) {
  const ids = useFieldIds({ id: undefined, required, hint, error, extraDescribedBy });
  return (
    <>
      {extraDescribedBy && <p id={extraDescribedBy}>Prices include tax</p>}
      <FieldFrame
        ids={ids}
        label={label}
        hideLabel={hideLabel}
        required={required}
        hint={hint}
        error={error}
        className={undefined}
      >
        <input {...ids.controlProps} className={styles.FieldControl} defaultValue="" />
      </FieldFrame>
    </>
  );
}

const meta = {
  title: 'Utilities/FieldParts',
  id: 'ui-fieldparts',
  tags: ['stable'],
  component: PartsDemo,
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The parts every field is built from, for a labelled control the kit does not have yet ' +
          '(e.g. a custom picker). **Use them** only when no field fits: `TextField`, `TextAreaField` and ' +
          '`SelectField` are these parts around a native control.\n\n' +
          '**Anatomy**: `useFieldIds` gives the control its id, `aria-required`, `aria-invalid` and ' +
          '`aria-describedby`; `FieldFrame` lays out the label (with `RequiredMark`, a `*` hidden from screen ' +
          'readers), the control, then `FieldMessages` (hint in grey, error in the danger colour with an icon).\n\n' +
          '**States**: each story is one state of the frame around a plain input: label only, required, hint, ' +
          'error, hint and error, an extra description, hidden label.\n\n' +
          '**Keyboard and screen readers**: the `<label>` names the control (also when visually hidden); the ' +
          'description reads the extra description, then the hint, then the error; focus and keys are the ' +
          "control's own.",
      },
    },
  },
  args: { label: 'Delivery fee' },
} satisfies Meta<typeof PartsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabelOnly: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Delivery fee' });
    await expect(canvas.getByText('Delivery fee')).toBeVisible();
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-required');
  },
};

export const Required: Story = {
  args: { ...meta.args, required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Delivery fee' });
    // The '*' is seen, not read: the name stays 'Delivery fee' and aria-required says it instead.
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const WithHint: Story = {
  args: { ...meta.args, hint: 'In dollars, e.g. 2.99' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Delivery fee' });
    await expect(input).toHaveAccessibleDescription('In dollars, e.g. 2.99');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { ...meta.args, required: true, error: 'Delivery fee must be 0 or more' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Delivery fee' });
    await expect(canvas.getByText('Delivery fee must be 0 or more')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Delivery fee must be 0 or more');
  },
};

export const HintAndError: Story = {
  args: { ...meta.args, hint: 'In dollars, e.g. 2.99', error: 'Delivery fee must be 0 or more' },
  play: async ({ canvas }) => {
    // Hint first, then the error, in reading order and in the description.
    const input = canvas.getByRole('textbox', { name: 'Delivery fee' });
    await expect(input).toHaveAccessibleDescription('In dollars, e.g. 2.99 Delivery fee must be 0 or more');
  },
};

export const ExtraDescription: Story = {
  args: { ...meta.args, hint: 'In dollars, e.g. 2.99', extraDescribedBy: 'fee-note' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Delivery fee' });
    await expect(input).toHaveAccessibleDescription('Prices include tax In dollars, e.g. 2.99');
  },
};

export const HiddenLabel: Story = {
  args: { ...meta.args, hideLabel: true },
  play: async ({ canvas }) => {
    // Still the input's name, but not drawn: for a control whose purpose the layout already shows.
    const input = canvas.getByRole('textbox', { name: 'Delivery fee' });
    await expect(input).toBeVisible();
    const label = canvas.getByText('Delivery fee');
    await expect(label).toHaveClass('visually-hidden');
  },
};
