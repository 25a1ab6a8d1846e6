import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Rating } from '../../src/components/ui';

const meta = {
  title: 'Components/Rating',
  id: 'ui-rating',
  tags: ['stable'],
  component: Rating,
  args: { value: 4.5 },
  parameters: {
    docs: {
      description: {
        component: `
A restaurant's rating: a star and the number with one decimal ("4.5").

**Use it** wherever a rating from 1 to 5 is shown (cards, the restaurant page). **Not** for a rating the
user gives (an input).

**Anatomy**: a star icon (amber) and the number, centred on the line of the text beside it.

**States**: any value from 1.0 to 5.0; in a row of details.

**Keyboard and screen readers**: the star and the bare number are hidden; a screen reader reads "Rated
4.5 out of 5" (visually hidden text).`,
      },
    },
  },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = {
  args: { ...meta.args, value: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3.0')).toBeVisible();
    await expect(canvas.getByText('Rated 3.0 out of 5')).toBeInTheDocument();
  },
};

export const FourPointFive: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4.5')).toBeVisible();
    await expect(canvas.getByText('4.5')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Rated 4.5 out of 5')).toHaveClass('visually-hidden');
  },
};

export const Five: Story = {
  args: { ...meta.args, value: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5.0')).toBeVisible();
    await expect(canvas.getByText('Rated 5.0 out of 5')).toBeInTheDocument();
  },
};

/** Vertical centre of an element's box, in px. */
const middle = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect();
  return (top + bottom) / 2;
};

/**
 * As in the cards and the restaurant page: in a row with other details. The star sits on the middle
 * of the digits (its box is nudged 1 px up for the drawn star's weight) and the rating on the row's middle.
 */
export const InARow: Story = {
  args: { ...meta.args, value: 4.6 },
  render: (args) => (
    <p
      data-testid="row"
      style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 'var(--font-size-sm)', margin: 0 }}
    >
      <Rating {...args} />
      <span>35-45 min</span>
      <span>$3.82 delivery</span>
    </p>
  ),
  play: async ({ canvas, canvasElement }) => {
    const number = canvas.getByText('4.6');
    const star = canvasElement.querySelector('svg[data-icon="star"]')!;
    await expect(Math.abs(middle(star) + 1 - middle(number))).toBeLessThanOrEqual(0.5);
    await expect(Math.abs(middle(number) - middle(canvas.getByText('35-45 min')))).toBeLessThanOrEqual(0.5);
  },
};
