import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CartModal, type CartModalLine, type CartModalProps } from '../../src/components/storefront';
import { makeMenuItem, makeRestaurant } from '../../src/data';
import type { CartItem } from '../../src/domain';
import {
  availableTotal,
  cartTotal,
  checkoutBlockedMessage,
  closedReason,
  formatPrice,
  lineTotal,
  priceChangedMessage,
  removedFromCartMessage,
} from '../../src/domain';
import { repaint } from './repaint';
import { tokenColour } from '../support/tokenColour';
import { atViewport } from '../../.storybook/modes';

function line(n: number, quantity: number, overrides: Partial<CartItem> = {}): CartItem {
  return { ...makeMenuItem(overrides, n), quantity };
}

/** The docs page opens with this: what the dialog is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The customer's cart as a modal dialog, "Your Cart": review the lines, change quantities, remove a line, go to checkout.

**Use it** for the storefront's cart, opened from the header's cart button. **Don't use it** for other dialogs (use \`Modal\` or \`ConfirmDialog\`) or to show an order that was placed (admin: \`OrderDetailModal\`).

**Anatomy**: title "Your Cart" and a close button · one line per item: picture, name, unit price ("$12.00 each"), quantity stepper (− quantity +), line total, remove (trash) · or "Your cart is empty" and, given \`onBrowse\`, a **Browse restaurants** button (the app closes the dialog and goes home) · footer: "Total:" and **Proceed to Checkout**.

**States**: empty (checkout disabled, Browse restaurants) · one line · many lines (the list scrolls inside the dialog; the footer stays in view) · long dish names wrap · missing or broken pictures show a dish illustration · on phones a full-width bottom sheet.

**Following the catalogue** (the app keeps the cart in step with the admin's edits): a line whose price changed since it was added shows the old price struck through, the new one and a note "Price changed from $13.00 to $99.99." (attention colour) · a line of a closed restaurant is marked **Unavailable** (an attention edge in the gutter, as the closed restaurant's own banner is attention; its picture faded; a neutral badge in place of its line total), says why, is not counted in the total, and its + is disabled, described by the reason · while one remains, **Proceed to Checkout** is disabled and an attention banner above the total says what to remove first · a deleted dish leaves the cart and an info banner (\`role="status"\`) at the top names it: "Bruschetta is no longer on the menu and was removed from your cart."

**Keyboard and screen readers**: a \`dialog\` named "Your Cart" (\`aria-modal\`). On open, focus moves to the close button ("Close cart"); Tab and Shift+Tab cycle through the dialog's controls only; Escape, the close button and a click on the backdrop close it, and focus returns to the cart button (\`returnFocusRef\`, even when a click never focused it). Buttons name their line: "Increase quantity of *dish*", "Remove *dish* from cart"; each stepper is a group "Quantity of *dish*". Every +, − and remove is announced by a polite live region: "*dish*, quantity 3. Total $30.00" or "*dish* removed. Total $20.00". If the focused button goes away (its line removed), focus stays in the dialog.
`;

/**
 * The dialog with its total computed from the lines it shows (the toolbar's data changes the lines, not the
 * total): the lines that can be ordered, as the app counts them.
 */
const withTotal = (args: CartModalProps) => <CartModal {...args} total={availableTotal(args.items)} />;

/**
 * Whether this story is one of several on a docs page, each in its own frame (`docs.story.inline: false`):
 * there the frames take the page's one focus from each other, so no story can count on keeping it.
 */
const inDocsFrame = () => window.parent !== window && /[?&]viewMode=docs/.test(window.parent.location.search);

/** Waits for `element` to take focus, as a user waits for it before pressing a key (not in a docs frame). */
async function focused(element: HTMLElement) {
  if (!inDocsFrame()) await waitFor(() => expect(element).toHaveFocus());
}

/** Waits for the dialog to be open with focus inside it, as a user waits for it before pressing a key. */
async function openDialog(canvas: { findByRole: (role: 'dialog', options: { name: string }) => Promise<HTMLElement> }) {
  const dialog = await canvas.findByRole('dialog', { name: 'Your Cart' });
  const close = within(dialog).getByRole('button', { name: 'Close cart' });
  await focused(close);
  return { dialog, close };
}

const oneLine = [line(2, 1)];
const manyLines = [line(1, 2), line(5, 1), line(8, 3), line(9, 1), line(12, 2), line(14, 4), line(16, 1)];

const meta = {
  title: 'Storefront/CartModal',
  tags: ['stable'],
  component: CartModal,
  parameters: {
    layout: 'fullscreen',
    // A fixed overlay: on the docs page each story gets a frame of its own, tall enough to show it.
    docs: { story: { inline: false, height: '600px' }, description: { component: COMPONENT_DOCS } },
  },
  argTypes: {
    total: { control: false, description: 'Computed from `items` in these stories.' },
    returnFocusRef: { control: false },
    onClose: { control: false },
    onIncrease: { control: false },
    onDecrease: { control: false },
    onRemove: { control: false },
    onCheckout: { control: false },
    onBrowse: { control: false },
  },
  render: withTotal,
  args: {
    open: true,
    items: oneLine,
    total: cartTotal(oneLine),
    onClose: fn(),
    onIncrease: fn(),
    onDecrease: fn(),
    onRemove: fn(),
    onCheckout: fn(),
    onBrowse: fn(),
  },
} satisfies Meta<typeof CartModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Your cart is empty' with a next step, 'Browse restaurants' (the app closes the dialog and goes home). */
export const Empty: Story = {
  args: { ...meta.args, items: [], total: 0 },
  play: async ({ canvas, userEvent, args, step }) => {
    // Focus moves into the dialog, to its close button.
    const { dialog, close } = await openDialog(canvas);
    await expect(dialog).toBeVisible();
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
    await expect(canvas.getByText('Total:')).toBeVisible();
    await expect(canvas.getByText('$0.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    await step('Browse restaurants, in the empty state, reports the press', async () => {
      const browse = within(dialog).getByRole('button', { name: 'Browse restaurants' });
      await expect(within(dialog).getByRole('status')).toContainElement(browse);
      await userEvent.click(browse);
      await expect(args.onBrowse).toHaveBeenCalledTimes(1);
      await expect(args.onBrowse).toHaveBeenCalledWith();
      await expect(args.onClose).not.toHaveBeenCalled();
    });
    // Leave the dialog in its opening state (focus on the close button) for the visual reference.
    close.focus();
    await repaint();
  },
};

export const OneLine: Story = {
  args: { ...meta.args },
  play: async (context) => {
    const { canvas, userEvent, args, step } = context;
    const item = context.args.items[0]!;
    const { close } = await openDialog(canvas);
    await step('the line shows name, unit price and quantity', async () => {
      await expect(canvas.getByText(item.name)).toBeVisible();
      await expect(canvas.getByText('each', { exact: false })).toHaveTextContent(`${formatPrice(item.price)} each`);
      await expect(canvas.getByRole('group', { name: `Quantity of ${item.name}` })).toHaveTextContent('Quantity: 1');
    });
    await step('stepper and remove report the item id', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Increase quantity of ${item.name}` }));
      await expect(args.onIncrease).toHaveBeenCalledWith(item.id);
      await userEvent.click(canvas.getByRole('button', { name: `Decrease quantity of ${item.name}` }));
      await expect(args.onDecrease).toHaveBeenCalledWith(item.id);
      await userEvent.click(canvas.getByRole('button', { name: `Remove ${item.name} from cart` }));
      await expect(args.onRemove).toHaveBeenCalledWith(item.id);
    });
    await step('checkout', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Proceed to Checkout' }));
      await expect(args.onCheckout).toHaveBeenCalledTimes(1);
    });
    // Leave the dialog in its opening state (focus on the close button) for the visual reference.
    close.focus();
    await repaint();
  },
};

export const ManyLines: Story = {
  args: { ...meta.args, items: manyLines, total: cartTotal(manyLines) },
  play: async (context) => {
    const { canvas } = context;
    const items = context.args.items;
    const { dialog } = await openDialog(canvas);
    await expect(dialog.querySelectorAll('li')).toHaveLength(items.length);
    await expect(within(dialog).getByText('Total:').parentElement).toHaveTextContent(formatPrice(cartTotal(items)));
    // The dialog fits the viewport; the list scrolls inside it and the footer stays visible.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(canvas.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
  },
};

export const LongItemName: Story = {
  args: {
    ...meta.args,
    items: [line(6, 12, { name: 'Slow-Braised Tuscan Wild Boar Pappardelle with Chianti Reduction', price: 124.99 })],
    total: lineTotal(124.99, 12),
  },
  play: async ({ canvas }) => {
    // Line total and cart total: 12 × $124.99.
    await expect(canvas.getAllByText('$1,499.88')).toHaveLength(2);
    await expect(canvas.getByRole('group', { name: /^Quantity of Slow-Braised/ })).toHaveTextContent('Quantity: 12');
  },
};

export const MissingImage: Story = {
  args: { ...meta.args, items: [line(3, 1, { image: '' })], total: cartTotal([line(3, 1)]) },
  play: async (context) => {
    const { canvas } = context;
    const dialog = await canvas.findByRole('dialog', { name: 'Your Cart' });
    // The dish-illustration placeholder stands in for the picture; the line is complete.
    await waitFor(() => expect(dialog.querySelector('[data-placeholder]')).toBeVisible());
    await expect(dialog.querySelector('img')).toBeNull();
    await expect(within(dialog).getByText(context.args.items[0]!.name)).toBeVisible();
  },
};

const failedImageLine = line(4, 2, { image: 'data:image/png;base64,broken' });

/** A line whose picture fails to load: the placeholder replaces it, never a broken-image icon. */
export const FailedImage: Story = {
  args: { ...meta.args, items: [failedImageLine], total: cartTotal([failedImageLine]) },
  play: async (context) => {
    const { canvas } = context;
    const dialog = await canvas.findByRole('dialog', { name: 'Your Cart' });
    // A lazy picture is requested, and fails, once its frame is scrolled into view: on a docs page the
    // story's frame may still be below the fold.
    if (!inDocsFrame()) {
      await waitFor(() => expect(dialog.querySelector('[data-placeholder]')).toBeVisible());
      // The dish's illustration stands in for the picture.
      await expect(
        dialog.querySelector<HTMLElement>('[data-placeholder]')!.style.getPropertyValue('--img-illustration'),
      ).toMatch(/illustrations\/[a-z-]+\.svg/);
      await expect(dialog.querySelector('img')).toBeNull();
    }
    const item = context.args.items[0]!;
    await expect(within(dialog).getByText(item.name)).toBeVisible();
    await expect(within(dialog).getByRole('group', { name: `Quantity of ${item.name}` })).toHaveTextContent(
      'Quantity: 2',
    );
  },
};

/**
 * Tab and Shift+Tab cycle through the dialog's controls only, with focusable buttons before and after
 * the dialog on the page (a trap that let focus out would reach them; they are visually hidden, so the
 * story shows only the dialog).
 */
export const KeyboardAndClose: Story = {
  args: { ...meta.args },
  decorators: [
    (Story) => (
      <>
        <button type="button" className="visually-hidden">
          Page control before the dialog
        </button>
        <Story />
        <button type="button" className="visually-hidden">
          Page control after the dialog
        </button>
      </>
    ),
  ],
  play: async (context) => {
    const { canvas, userEvent, args, step } = context;
    const item = context.args.items[0]!;
    const { dialog, close } = await openDialog(canvas);
    // Every control of the dialog, in tab order.
    const controls = [
      'Close cart',
      `Decrease quantity of ${item.name}`,
      `Increase quantity of ${item.name}`,
      `Remove ${item.name} from cart`,
      'Proceed to Checkout',
    ].map((name) => within(dialog).getByRole('button', { name }));
    const expectFocusInside = async (expected: HTMLElement) => {
      if (inDocsFrame()) return;
      await expect(expected).toHaveFocus();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    };

    await step('focus starts on the close button', async () => {
      await expectFocusInside(close);
    });
    await step('Tab visits every control and wraps from the last to the first', async () => {
      for (let i = 1; i <= controls.length; i += 1) {
        await userEvent.tab();
        await expectFocusInside(controls[i % controls.length]!);
      }
    });
    await step('Shift+Tab goes back and wraps from the first to the last', async () => {
      for (let i = controls.length - 1; i >= 0; i -= 1) {
        await userEvent.tab({ shift: true });
        await expectFocusInside(controls[i]!);
      }
    });
    await step('Escape and the close button close it', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await userEvent.click(close);
      await expect(args.onClose).toHaveBeenCalledTimes(2);
    });
    await repaint();
  },
};

/** The cart button and the dialog together, as the storefront wires them (`returnFocusRef`). */
function CartButtonAndModal(args: CartModalProps) {
  const cartButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <button ref={cartButton} type="button" onClick={() => setOpen(true)}>
        Cart
      </button>
      <CartModal
        {...args}
        open={open}
        returnFocusRef={cartButton}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

/**
 * Focus goes back to the cart button on close even when the click did not focus it (Safari does not
 * focus a clicked button), through `returnFocusRef`.
 */
export const ReturnsFocusToCartButton: Story = {
  args: { ...meta.args, open: false },
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => <CartButtonAndModal {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const cartButton = canvas.getByRole('button', { name: 'Cart' });
    // A click that leaves focus on <body>, as in Safari.
    cartButton.click();
    await expect(cartButton).not.toHaveFocus();
    const dialog = await canvas.findByRole('dialog', { name: 'Your Cart' });
    await focused(within(dialog).getByRole('button', { name: 'Close cart' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await focused(cartButton);
  },
};

export const PhoneEmpty: Story = {
  args: { ...meta.args, items: [], total: 0 },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Browse restaurants' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const PhoneManyLines: Story = {
  args: { ...meta.args, items: manyLines, total: cartTotal(manyLines) },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Your Cart' });
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The dialog over a cart held in state, changed by the dialog's own +, − and remove (as in the app). */
function LiveCart(args: CartModalProps) {
  const [items, setItems] = useState(args.items);
  return (
    <CartModal
      {...args}
      items={items}
      total={cartTotal(items)}
      onIncrease={(id) => {
        args.onIncrease(id);
        setItems((now) => now.map((item) => (item.id === id ? { ...item, quantity: item.quantity + 1 } : item)));
      }}
      onDecrease={(id) => {
        args.onDecrease(id);
        setItems((now) =>
          now.flatMap((item) =>
            item.id !== id ? [item] : item.quantity > 1 ? [{ ...item, quantity: item.quantity - 1 }] : [],
          ),
        );
      }}
      onRemove={(id) => {
        args.onRemove(id);
        setItems((now) => now.filter((item) => item.id !== id));
      }}
    />
  );
}

const announcedLines = [line(1, 2), line(5, 1)];

/**
 * Every +, − and remove is announced by a polite live region in the dialog: the line's name, its new
 * quantity and the new total ("Arancini, quantity 3. Total $30.00"), or that the line was removed.
 */
export const AnnouncesChanges: Story = {
  args: { ...meta.args, items: announcedLines, total: cartTotal(announcedLines) },
  render: (args) => <LiveCart {...args} />,
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    const { dialog, close } = await openDialog(canvas);
    const region = dialog.querySelector<HTMLElement>('[aria-live="polite"]')!;
    const items = context.args.items;
    const [first, second] = items as [CartItem, CartItem];
    const money = formatPrice;
    await step('the region is there, silent, before any change', async () => {
      await expect(region).toHaveAttribute('aria-atomic', 'true');
      await expect(region).toHaveTextContent('');
    });
    await step('+ announces the new quantity and total', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: `Increase quantity of ${first.name}` }));
      const total = cartTotal([{ ...first, quantity: first.quantity + 1 }, second]);
      await expect(region).toHaveTextContent(`${first.name}, quantity ${first.quantity + 1}. Total ${money(total)}`);
    });
    await step('− announces the new quantity and total', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: `Decrease quantity of ${first.name}` }));
      await expect(region).toHaveTextContent(
        `${first.name}, quantity ${first.quantity}. Total ${money(cartTotal(items))}`,
      );
    });
    await step('remove announces the line gone and the new total', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: `Remove ${second.name} from cart` }));
      await expect(region).toHaveTextContent(`${second.name} removed. Total ${money(cartTotal([first]))}`);
    });
    // Leave focus where the dialog puts it on opening.
    close.focus();
    await repaint();
  },
};

/** A line as the catalogue has it: the price it was added at, or why it cannot be ordered now. */
function catalogueLine(n: number, quantity: number, overrides: Partial<CartModalLine> = {}): CartModalLine {
  const { status = 'ok', addedPrice, unavailableReason, ...item } = overrides;
  const base = line(n, quantity, item);
  // An ok line carries no added price (it was added at the price it shows): under another toolbar seed its price
  // changes with its dish, and a kept seed-42 added price would read as a price change.
  return {
    ...base,
    status,
    ...(addedPrice !== undefined && { addedPrice }),
    ...(unavailableReason && { unavailableReason }),
  };
}

const closedRestaurant = makeRestaurant({ isOpen: false });
const raisedLines = [
  catalogueLine(1, 2, { price: 99.99, addedPrice: 13, status: 'priceChanged' }),
  catalogueLine(5, 1),
];

/** The admin raised a dish's price after it went into the cart: the old price struck, the new one, and a note. */
export const PriceChanged: Story = {
  args: { ...meta.args, items: raisedLines, total: cartTotal(raisedLines) },
  play: async (context) => {
    const { canvas, step } = context;
    const [raised, other] = context.args.items as [CartModalLine, CartModalLine];
    const { dialog, close } = await openDialog(canvas);
    const lines = within(dialog).getAllByRole('listitem');
    await step('the changed line says so, with both prices', async () => {
      await expect(within(lines[0]!).getByText(priceChangedMessage(13, 99.99))).toBeVisible();
      await expect(lines[0]!.querySelector('del')).toHaveTextContent('$13.00');
      await expect(within(lines[0]!).getByText('each', { exact: false })).toHaveTextContent('$99.99 each');
      // Line total at the new price: 2 × $99.99.
      await expect(lines[0]!).toHaveTextContent('$199.98');
      await expect(
        within(lines[0]!).getByRole('button', { name: `Increase quantity of ${raised.name}` }),
      ).toBeEnabled();
    });
    await step('the other line says nothing of it', async () => {
      await expect(within(lines[1]!).queryByText(/Price changed/)).toBeNull();
    });
    await step('the total is at the new price and checkout stays open', async () => {
      await expect(within(dialog).getByText('Total:').parentElement).toHaveTextContent(
        formatPrice(199.98 + other.price),
      );
      await expect(within(dialog).getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    });
    close.focus();
    await repaint();
  },
};

const unavailableLines = [
  catalogueLine(1, 2, { status: 'unavailable', unavailableReason: closedReason(closedRestaurant.name) }),
  catalogueLine(5, 1),
];

/**
 * A dish of a restaurant that closed after it went into the cart: marked Unavailable, not counted in the total,
 * its + disabled and described by the reason; −, remove and checkout's explanation stay within reach.
 */
export const UnavailableLine: Story = {
  args: { ...meta.args, items: unavailableLines, total: availableTotal(unavailableLines) },
  play: async (context) => {
    const { canvas, userEvent, args, step } = context;
    const [closed, open] = context.args.items as [CartModalLine, CartModalLine];
    const { dialog, close } = await openDialog(canvas);
    const [closedLine] = within(dialog).getAllByRole('listitem') as [HTMLElement];
    const reason = `${closed.unavailableReason} It is not counted in the total.`;
    await step('the line is marked, with its reason', async () => {
      await expect(within(closedLine).getByText('Unavailable')).toBeVisible();
      await expect(within(closedLine).getByText(reason)).toBeVisible();
    });
    await step('+ is disabled and says why; − and remove still work', async () => {
      const plus = within(closedLine).getByRole('button', { name: `Increase quantity of ${closed.name}` });
      await expect(plus).toBeDisabled();
      await expect(plus).toHaveAccessibleDescription(reason);
      await userEvent.click(within(closedLine).getByRole('button', { name: `Decrease quantity of ${closed.name}` }));
      await expect(args.onDecrease).toHaveBeenCalledWith(closed.id);
      const remove = within(closedLine).getByRole('button', { name: `Remove ${closed.name} from cart` });
      await expect(remove).toHaveAccessibleDescription(reason);
      await userEvent.click(remove);
      await expect(args.onRemove).toHaveBeenCalledWith(closed.id);
      await expect(args.onIncrease).not.toHaveBeenCalled();
    });
    await step('the total counts only the line that can be ordered', async () => {
      await expect(within(dialog).getByText('Total:').parentElement).toHaveTextContent(formatPrice(open.price));
    });
    close.focus();
    await repaint();
  },
};

const removedLines = [{ id: makeMenuItem({}, 3).id, name: makeMenuItem({}, 3).name }];

/** The admin deleted a dish (or its restaurant): it left the cart, and a notice at the top names it. */
export const ItemsRemoved: Story = {
  args: { ...meta.args, removed: removedLines },
  play: async (context) => {
    const { canvas, step } = context;
    const [removed] = context.args.removed! as [{ id: string; name: string }];
    const { dialog, close } = await openDialog(canvas);
    await step('a status notice names the dish that left', async () => {
      const notice = within(dialog).getByRole('status');
      await expect(notice).toBeVisible();
      await expect(notice).toHaveTextContent(removedFromCartMessage(removed.name));
    });
    await step('the remaining line and checkout are as usual', async () => {
      await expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
      await expect(within(dialog).getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    });
    close.focus();
    await repaint();
  },
};

const blockedLines = [
  catalogueLine(1, 1, { status: 'unavailable', unavailableReason: closedReason(closedRestaurant.name) }),
  catalogueLine(2, 3, { status: 'unavailable', unavailableReason: closedReason(closedRestaurant.name) }),
  catalogueLine(5, 2),
];

/**
 * Checkout refused while unavailable lines remain: the button is disabled, and an attention banner above the total
 * names what to remove first; Tab reaches every control that can act (the disabled + and checkout are skipped,
 * each described by its reason).
 */
export const CheckoutBlocked: Story = {
  args: {
    ...meta.args,
    items: blockedLines,
    total: availableTotal(blockedLines),
  },
  play: async (context) => {
    const { canvas, userEvent, args, step } = context;
    const [first, second, third] = context.args.items as [CartModalLine, CartModalLine, CartModalLine];
    const { dialog, close } = await openDialog(canvas);
    const explanation = checkoutBlockedMessage([first.name, second.name]);
    await step('checkout is disabled and explained, naming what to remove', async () => {
      const checkout = within(dialog).getByRole('button', { name: 'Proceed to Checkout' });
      await expect(checkout).toBeDisabled();
      await expect(within(dialog).getByText(explanation)).toBeVisible();
      await expect(checkout).toHaveAccessibleDescription(explanation);
      await userEvent.click(checkout);
      await expect(args.onCheckout).not.toHaveBeenCalled();
    });
    await step('the total counts only the line that can be ordered', async () => {
      await expect(within(dialog).getByText('Total:').parentElement).toHaveTextContent(
        formatPrice(lineTotal(third.price, 2)),
      );
    });
    await step(
      'a closed restaurant speaks in the attention role, as on its menu, and its lines stay in line',
      async () => {
        const attention = tokenColour('--color-attention-fg');
        await expect(within(dialog).getByText(explanation).closest('[data-tone]')).toHaveAttribute(
          'data-tone',
          'attention',
        );
        const lines = within(dialog).getAllByRole('listitem');
        for (const item of [first, second]) {
          const line = lines.find((element) => within(element).queryByText(item.name))!;
          await expect(getComputedStyle(line, '::before').borderInlineStartColor).toBe(attention);
          await expect(getComputedStyle(within(line).getByText(item.unavailableReason!, { exact: false })).color).toBe(
            attention,
          );
        }
        // The edge takes no room: every line's picture and name start where the ordinary line's do.
        const starts = (line: HTMLElement) => [
          Math.round(line.firstElementChild!.getBoundingClientRect().left),
          Math.round(line.querySelector('p')!.getBoundingClientRect().left),
        ];
        for (const line of lines) await expect(starts(line)).toEqual(starts(lines[2]!));
      },
    );
    await step('Tab visits every control that can act, in order', async () => {
      close.focus();
      await focused(close);
      const names = [
        `Decrease quantity of ${first.name}`,
        `Remove ${first.name} from cart`,
        `Decrease quantity of ${second.name}`,
        `Remove ${second.name} from cart`,
        `Decrease quantity of ${third.name}`,
        `Increase quantity of ${third.name}`,
        `Remove ${third.name} from cart`,
        'Close cart',
      ];
      for (const name of names) {
        await userEvent.tab();
        if (!inDocsFrame()) await expect(within(dialog).getByRole('button', { name })).toHaveFocus();
      }
    });
    close.focus();
    await repaint();
  },
};
