/**
 * The cart modal (spec section 2, "Cart modal"): open, close, and the demo
 * checkout, which shows an alert, clears the cart and closes the modal.
 *
 * The alert and the cart are not the modal's to own: `alertOrderPlaced` and
 * `clearCart` are declared here as placeholders that throw until the app supplies them (`suppliedByApp`):
 *
 * ```ts
 * cartModalMachine.provide({
 *   actions: {
 *     alertOrderPlaced: () => window.alert(ORDER_PLACED_MESSAGE),
 *     clearCart: () => cart.clear(),
 *   },
 * });
 * ```
 */
import { setup } from 'xstate';
import { suppliedByApp } from './suppliedByApp';

/** The alert text shown on checkout (spec section 8: not an error). */
export const ORDER_PLACED_MESSAGE = 'Order placed successfully! This is a demo.';

export type CartModalEvent =
  /** The header's cart button was pressed. */
  | { type: 'modal.open' }
  /** The close button, Escape, or a click on the backdrop. */
  | { type: 'modal.close' }
  /** 'Proceed to Checkout' was pressed. */
  | { type: 'modal.checkout' };

export const cartModalMachine = setup({
  types: {
    events: {} as CartModalEvent,
  },
  actions: {
    /** Supplied by the app: `window.alert(ORDER_PLACED_MESSAGE)`. */
    alertOrderPlaced: suppliedByApp('alertOrderPlaced'),
    /** Supplied by the app: sends `cart.clear` to the cart actor. */
    clearCart: suppliedByApp('clearCart'),
  },
}).createMachine({
  id: 'cartModal',
  description: 'The cart dialog and its demo checkout.',
  initial: 'closed',
  states: {
    closed: {
      description: 'No dialog; focus is back on the cart button that opened it.',
      on: {
        'modal.open': { target: 'open' },
      },
    },
    open: {
      description: 'Dialog "Your Cart" shown, focus kept inside.',
      on: {
        'modal.close': { target: 'closed' },
        'modal.checkout': { target: 'checkingOut' },
      },
    },
    checkingOut: {
      description: 'Transient: shows the order-placed alert, then clears the cart, then closes the dialog.',
      entry: ['alertOrderPlaced', 'clearCart'],
      always: { target: 'closed' },
    },
  },
});
