import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { IconButton, LiveRegion, Price, type LiveRegionProps } from '../../src/components/ui';
import { makeCartItem } from '../../src/data';
import { cartChangeMessage, lineTotal } from '../../src/domain';
import type { CartItem } from '../../src/domain/types';
import { leaveFocus } from '../support/focus';

/**
 * A cart line as the cart dialog shows it, announcing each change through the region (the region itself
 * is never seen: what it says is the point of the story, checked in the play).
 */
function CartLineAnnouncing({ item }: { item: CartItem }) {
  const [quantity, setQuantity] = useState(item.quantity);
  const [message, setMessage] = useState('');
  const increase = () => {
    const next = quantity + 1;
    setQuantity(next);
    const text = cartChangeMessage(item.name, next, lineTotal(item.price, next));
    setMessage(text);
  };
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
      <span>
        {item.name} × {quantity}
      </span>
      <Price amount={lineTotal(item.price, quantity)} />
      <IconButton
        variant="secondary"
        size="sm"
        icon="plus"
        label={`Increase quantity of ${item.name}`}
        onClick={increase}
      />
      <LiveRegion>{message}</LiveRegion>
    </div>
  );
}

const meta = {
  title: 'Utilities/LiveRegion',
  id: 'ui-liveregion',
  tags: ['stable'],
  component: LiveRegion,
  args: { children: '', item: makeCartItem() },
  argTypes: {
    children: { control: false },
    item: {
      control: false,
      description:
        'Not a LiveRegion prop: the dish of the demo cart line, whose + makes the region speak. It follows the ' +
        'toolbar\u2019s Data seed (another seed, another dish).',
      table: { category: 'story' },
    },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `
Tells screen-reader users about a change they did not move to: the cart's "Arancini, quantity 3. Total $30.00",
a list's "Showing 51–100 of 200 orders", a row that left a filtered list.

**Use it** for the outcome of an action whose result appears elsewhere on screen. **Not** for errors in a form
(the field's own message, linked with \`aria-describedby\`), nor for a dialog opening (focus moves there).

**Anatomy**: a visually hidden \`<p>\`, polite and atomic. Render it from the start with empty text, then change
its text: a region added at the moment it should speak is not heard.

**States** (one story each below): silent (empty, nothing to say yet) · announcing (after a change).

**Keyboard and screen readers**: never focusable and never seen; screen readers read its whole text once
they are idle (polite), without moving the user.`,
      },
    },
  },
  render: (args) => <CartLineAnnouncing item={args.item} />,
} satisfies Meta<LiveRegionProps & { item: CartItem }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any change: the region is in the page, polite and atomic, and says nothing. */
export const Silent: Story = {
  args: { ...meta.args },
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('[aria-live]')!;
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveAttribute('aria-atomic', 'true');
    await expect(region).toHaveClass('visually-hidden');
    await expect(region).toHaveTextContent(/^$/);
  },
};

/** After "Increase quantity": the region says the dish, its new quantity and the line's total, and is still not seen. */
export const Announcing: Story = {
  args: { ...meta.args },
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const { item } = context.args;
    await userEvent.click(canvas.getByRole('button', { name: `Increase quantity of ${item.name}` }));
    const region = canvasElement.querySelector('[aria-live]')!;
    const expected = cartChangeMessage(item.name, item.quantity + 1, lineTotal(item.price, item.quantity + 1));
    await waitFor(() => expect(region).toHaveTextContent(expected));
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    leaveFocus();
  },
};
