import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  checkoutBlockedMessage,
  priceChangedMessage,
  removedFromCartMessage,
  type CartLine,
  type RemovedLine,
} from '../../../domain/cart';
import type { CartItem } from '../../../domain/types';
import { cartChangeMessage } from '../../../domain/format';
import { lineTotal, toCents } from '../../../domain/money';
import { Badge } from '../../ui/Badge';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { IconButton } from '../../ui/IconButton';
import { LiveRegion } from '../../ui/LiveRegion';
import { Img } from '../../ui/Img';
import { Modal } from '../../ui/Modal';
import { Price } from '../../ui/Price';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import styles from './CartModal.module.css';

export const CART_TITLE = 'Your Cart';
export const EMPTY_CART_TEXT = 'Your cart is empty';
export const CHECKOUT_LABEL = 'Proceed to Checkout';
export const BROWSE_LABEL = 'Browse restaurants';
export const UNAVAILABLE_LABEL = 'Unavailable';
/** Said after an unavailable line's reason. */
export const NOT_COUNTED_TEXT = 'It is not counted in the total.';

/** A line as the dialog reads it: a plain cart item is `ok`; a `CartLine` says what the catalogue says about it. */
export type CartModalLine = CartItem & Partial<Pick<CartLine, 'status' | 'addedPrice' | 'unavailableReason'>>;

export type CartModalProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /**
   * The cart lines, in order. A line with `status: 'unavailable'` is marked, its + is disabled (described by its
   * reason), and checkout is disabled with a note naming what to remove; a line whose `addedPrice` differs from
   * its `price` shows the old price struck through and a note.
   */
  items: CartModalLine[];
  /** Sum of price × quantity over the lines that can be ordered, in dollars. */
  total: number;
  /** Lines the catalogue took out (deleted dishes): a notice at the top names each one. */
  removed?: readonly RemovedLine[];
  /** Close button, Escape or a backdrop click. */
  onClose: () => void;
  /** A line's plus button, with the menu item id. */
  onIncrease: (id: string) => void;
  /** A line's minus button, with the menu item id (quantity 1 → the line goes away). */
  onDecrease: (id: string) => void;
  /** A line's remove button, with the menu item id. */
  onRemove: (id: string) => void;
  /** 'Proceed to Checkout' pressed (disabled while the cart is empty or holds an unavailable line). */
  onCheckout: () => void;
  /**
   * 'Browse restaurants' pressed, under 'Your cart is empty' (the button shows only when this is given). The
   * app closes the dialog and goes home; focus then returns to the cart button, like any close.
   */
  onBrowse?: () => void;
  /**
   * The cart button: focus goes back to it on close even when the opener never took focus (a browser that
   * does not focus a clicked button) or is gone.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Extra class on the dialog panel. */
  className?: string;
};

/**
 * The cart dialog 'Your Cart': one line per item (image, name, unit price, quantity stepper, line total,
 * remove), or 'Your cart is empty' with a 'Browse restaurants' button; footer with 'Total:' and 'Proceed to
 * Checkout'. Focus moves to the close button on open, stays inside, and returns to the opener (the cart
 * button) on close. Lines follow the catalogue: a changed price is noted, an unavailable line is marked and
 * blocks checkout, and a notice names the lines that were removed.
 */
export function CartModal({
  open,
  items,
  total,
  removed = [],
  onClose,
  onIncrease,
  onDecrease,
  onRemove,
  onCheckout,
  onBrowse,
  returnFocusRef,
  className,
}: CartModalProps) {
  const empty = items.length === 0;
  const blockers = items.filter((item) => item.status === 'unavailable');
  const blockedNoteId = useId();
  const lineId = useId();
  // The line last changed by +, − or remove. The message is read from the props the change leads to
  // (the new quantity and total), so it never announces a value the dialog does not show.
  const [changed, setChanged] = useState<{ id: string; name: string } | null>(null);
  const changedLine = changed && items.find((item) => item.id === changed.id);
  const message = changed && open ? cartChangeMessage(changed.name, changedLine?.quantity ?? 0, total) : '';
  // A closed dialog forgets the last change: reopened, it announces nothing until the next one.
  if (!open && changed) setChanged(null);
  const listRef = useRef<HTMLUListElement>(null);
  const leaving = useLineLeavingFocus(listRef, items);
  const change = (item: CartItem, callback: (id: string) => void) => (event: { currentTarget: HTMLElement }) => {
    setChanged({ id: item.id, name: item.name });
    leaving.note(item.id, event.currentTarget);
    callback(item.id);
  };
  return (
    <Modal
      open={open}
      title={CART_TITLE}
      onClose={onClose}
      closeLabel="Close cart"
      initialFocus="close"
      returnFocusRef={returnFocusRef}
      className={className}
      footer={
        <div className={styles.CartModalFooter}>
          <p className={styles.CartModalTotal}>
            <span>Total:</span>
            <Price amount={total} size="lg" />
          </p>
          {blockers.length > 0 && (
            <Banner id={blockedNoteId} tone="attention" className={styles.CartModalBlocked}>
              {checkoutBlockedMessage(blockers.map((item) => item.name))}
            </Banner>
          )}
          <Button
            disabled={empty || blockers.length > 0}
            aria-describedby={blockers.length > 0 ? blockedNoteId : undefined}
            onClick={() => onCheckout()}
            className={styles.CartModalCheckout}
          >
            {CHECKOUT_LABEL}
          </Button>
        </div>
      }
    >
      {/* Always in the dialog (a live region must exist before it speaks); polite, read whole. */}
      <LiveRegion>{message}</LiveRegion>
      {removed.length > 0 && (
        <Banner role="status" tone="info" className={styles.CartModalNotice}>
          {removed.map((line) => removedFromCartMessage(line.name)).join(' ')}
        </Banner>
      )}
      {empty ? (
        <EmptyState
          data-cart-empty=""
          icon="cart"
          title={EMPTY_CART_TEXT}
          action={onBrowse && { label: BROWSE_LABEL, onAction: () => onBrowse() }}
        />
      ) : (
        <ul ref={listRef} className={styles.CartModalList}>
          {items.map((item, index) => {
            const unavailable = item.status === 'unavailable';
            const addedPrice = item.addedPrice ?? item.price;
            const priceChanged = toCents(addedPrice) !== toCents(item.price);
            const reasonId = `${lineId}-${index}-reason`;
            return (
              <li
                key={item.id}
                data-status={item.status ?? 'ok'}
                data-price-changed={priceChanged || undefined}
                className={styles.CartModalLine}
              >
                <Img
                  src={item.image}
                  alt=""
                  name={item.name}
                  width={56}
                  height={56}
                  rounded
                  className={styles.CartModalImage}
                />
                <div className={styles.CartModalInfo}>
                  <p className={styles.CartModalName}>{item.name}</p>
                  <p className={styles.CartModalUnit}>
                    {/* The note below says it in words; the struck price is for the eye. */}
                    {priceChanged && (
                      <>
                        <del aria-hidden="true" className={styles.CartModalOldPrice}>
                          <Price amount={addedPrice} size="sm" />
                        </del>{' '}
                      </>
                    )}
                    <Price amount={item.price} size="sm" /> each
                  </p>
                  {priceChanged && (
                    <p data-tone="attention" className={styles.CartModalNote}>
                      {priceChangedMessage(addedPrice, item.price)}
                    </p>
                  )}
                  {unavailable && (
                    <p id={reasonId} data-tone="attention" className={styles.CartModalNote}>
                      {item.unavailableReason} {NOT_COUNTED_TEXT}
                    </p>
                  )}
                </div>
                <div role="group" aria-label={`Quantity of ${item.name}`} className={styles.CartModalStepper}>
                  <IconButton
                    size="sm"
                    variant="secondary"
                    icon="minus"
                    label={`Decrease quantity of ${item.name}`}
                    data-line-control="decrease"
                    onClick={change(item, onDecrease)}
                  />
                  <span className={styles.CartModalQuantity}>
                    <VisuallyHidden>Quantity: </VisuallyHidden>
                    {item.quantity}
                  </span>
                  <IconButton
                    size="sm"
                    variant="secondary"
                    icon="plus"
                    label={`Increase quantity of ${item.name}`}
                    disabled={unavailable}
                    aria-describedby={unavailable ? reasonId : undefined}
                    onClick={change(item, onIncrease)}
                  />
                </div>
                {unavailable ? (
                  <Badge tone="neutral" className={styles.CartModalLineTotal}>
                    {UNAVAILABLE_LABEL}
                  </Badge>
                ) : (
                  <Price amount={lineTotal(item.price, item.quantity)} className={styles.CartModalLineTotal} />
                )}
                <IconButton
                  size="sm"
                  variant="danger"
                  icon="trash"
                  label={`Remove ${item.name} from cart`}
                  data-line-control="remove"
                  aria-describedby={unavailable ? reasonId : undefined}
                  onClick={change(item, onRemove)}
                  className={styles.CartModalRemove}
                />
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}

/**
 * Focus when a line leaves the cart by its own control (Remove, or − at a quantity of 1): the same control of the
 * line now in its place, else of the line before it; with the cart emptied, its "Browse restaurants" button, else
 * the dialog itself. A keyboard user keeps their place in the list instead of landing on the dialog's box.
 */
function useLineLeavingFocus(listRef: RefObject<HTMLUListElement | null>, items: readonly CartItem[]) {
  const noted = useRef<{ id: string; index: number; control: string | undefined; dialog: Element | null } | null>(null);
  useLayoutEffect(() => {
    const line = noted.current;
    if (!line || items.some((item) => item.id === line.id)) return;
    noted.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected && active !== line.dialog) return;
    const lines = Array.from(listRef.current?.children ?? []);
    const place = lines[Math.min(line.index, lines.length - 1)];
    const target =
      place?.querySelector<HTMLElement>(`[data-line-control="${line.control}"]`) ??
      line.dialog?.querySelector<HTMLElement>('[data-cart-empty] button') ??
      (line.dialog as HTMLElement | null);
    target?.focus();
  }, [items, listRef]);
  return {
    /** A line's control was pressed: where the line is, should it leave. */
    note(id: string, control: HTMLElement) {
      noted.current = {
        id,
        index: items.findIndex((item) => item.id === id),
        control: control.dataset.lineControl,
        dialog: control.closest('dialog'),
      };
    },
  };
}
