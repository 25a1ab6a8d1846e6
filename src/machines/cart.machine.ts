/**
 * The cart (spec section 4, "Cart"): an app-wide actor, shared through
 * `CartContext.tsx`. The math lives in `src/domain/cart.ts`; the machine owns
 * when it runs and keeps `total` in step with `items` after every change.
 *
 * It follows the catalogue (issue 24): the app sends `cart.catalogueChanged` with
 * the store's restaurants and menu items whenever they change. Lines then take
 * the catalogue's name and price; a deleted item (or one of a deleted restaurant)
 * leaves the cart and is named in `removed` until the customer has seen it
 * (`cart.removedSeen`); an item of a closed restaurant stays, `unavailable`: it
 * cannot be added or increased, it is not counted in the total, and the cart is
 * `blocked` (no checkout) until it is removed or its restaurant reopens.
 *
 * A line taken out is also `remembered` (its item id, quantity and place) until
 * the cart is cleared or checked out: if the same item comes back (an admin Undo
 * restores the very same record, and ids are never reused), so does the line, at
 * its place, and the notice stops naming it. That holds after the notice was seen
 * too: `cart.removedSeen` forgets the notice only. The rules are
 * `reconcileRemembering`'s; the machine only keeps their result.
 */
import { assertEvent, assign, setup } from 'xstate';
import {
  addItem,
  availableTotal,
  isOrderable,
  reconcileRemembering,
  removeItem,
  setQuantity,
  toCartLine,
  type CartLine,
  type Catalogue,
  type RememberedLine,
  type RemovedLine,
} from '../domain/cart';
import type { CartItem, MenuItem } from '../domain/types';

export interface CartMachineContext {
  /** The lines, in the order they were added, as the catalogue last said. */
  items: CartLine[];
  /** Dollars: price × quantity over the lines that are not `unavailable` (`availableTotal`). */
  total: number;
  /** Lines the catalogue took out since the customer last saw the notice, oldest first, one per item. */
  removed: RemovedLine[];
  /**
   * The lines the catalogue took out since the cart was last cleared (checkout clears it) and not back since, with
   * their quantities and places: each comes back if its item does (an admin Undo), even after the notice was seen.
   */
  remembered: RememberedLine[];
  /** The catalogue last received; `undefined` until the app sends one (stories, tests): every line is then `ok`. */
  catalogue: Catalogue | undefined;
}

export interface CartInput {
  /** Initial lines (stories, tests); the app starts empty. */
  items?: (CartItem | CartLine)[];
  /** A catalogue to start with (tests); the lines are reconciled with it at start. */
  catalogue?: Catalogue;
}

export type CartEvent =
  | { type: 'cart.add'; item: MenuItem }
  | { type: 'cart.remove'; id: string }
  | { type: 'cart.setQuantity'; id: string; quantity: number }
  | { type: 'cart.clear' }
  /** The store's restaurants or menu items changed (sent by the app with the current records). */
  | { type: 'cart.catalogueChanged'; catalogue: Catalogue }
  /** The customer has seen the removal notice (the app sends it when the cart dialog closes). */
  | { type: 'cart.removedSeen' };

/**
 * `items` made lines and checked against `catalogue` (when there is one): lines taken out are remembered and named
 * in `removed`, remembered lines whose item is back return (`reconcileRemembering`).
 */
function follow(
  cart: Pick<CartMachineContext, 'removed' | 'remembered'> & { items: (CartItem | CartLine)[] },
  catalogue: Catalogue | undefined,
): CartMachineContext {
  const { lines, removed, remembered } = catalogue
    ? reconcileRemembering({ lines: cart.items, removed: cart.removed, remembered: cart.remembered }, catalogue)
    : { lines: cart.items.map(toCartLine), removed: cart.removed, remembered: cart.remembered };
  return { items: lines, total: availableTotal(lines), removed, remembered, catalogue };
}

const lineOf = (items: CartLine[], id: string) => items.find((line) => line.id === id);

export const cartMachine = setup({
  types: {
    context: {} as CartMachineContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  actions: {
    addItem: assign(({ context, event }) => {
      assertEvent(event, 'cart.add');
      // The catalogue's record, not the event's copy: the name and price are the store's.
      const item = context.catalogue?.menuItems.find((menuItem) => menuItem.id === event.item.id) ?? event.item;
      return follow({ ...context, items: addItem(context.items, item) }, context.catalogue);
    }),
    removeItem: assign(({ context, event }) => {
      assertEvent(event, 'cart.remove');
      return follow({ ...context, items: removeItem(context.items, event.id) }, context.catalogue);
    }),
    setQuantity: assign(({ context, event }) => {
      assertEvent(event, 'cart.setQuantity');
      return follow({ ...context, items: setQuantity(context.items, event.id, event.quantity) }, context.catalogue);
    }),
    followCatalogue: assign(({ context, event }) => {
      assertEvent(event, 'cart.catalogueChanged');
      return follow(context, event.catalogue);
    }),
    // Only the notice: the remembered lines still come back if their items do.
    // The same array when there is nothing to forget: no re-render for a dialog closed without a notice.
    forgetRemoved: assign({ removed: ({ context }) => (context.removed.length ? [] : context.removed) }),
    // Checkout and clearing forget the remembered lines too.
    clearItems: assign(({ context }) => follow({ items: [], removed: [], remembered: [] }, context.catalogue)),
  },
  guards: {
    hasItems: ({ context }) => context.items.length > 0,
    isEmpty: ({ context }) => context.items.length === 0,
    hasUnavailable: ({ context }) => context.items.some((line) => line.status === 'unavailable'),
    allAvailable: ({ context }) => context.items.every((line) => line.status !== 'unavailable'),
    /** Not for a line that is unavailable, nor (with a catalogue) for an item it does not offer now. */
    canAdd: ({ context, event }) => {
      assertEvent(event, 'cart.add');
      if (lineOf(context.items, event.item.id)?.status === 'unavailable') return false;
      return context.catalogue === undefined || isOrderable(event.item.id, context.catalogue);
    },
    /** An unavailable line may go down (or out), never up. */
    canSetQuantity: ({ context, event }) => {
      assertEvent(event, 'cart.setQuantity');
      const line = lineOf(context.items, event.id);
      return line?.status !== 'unavailable' || event.quantity <= line.quantity;
    },
  },
}).createMachine({
  id: 'cart',
  description:
    'The shopping cart: lines of menu items with quantities, and their total, following the catalogue (the store).',
  context: ({ input }) => follow({ items: input.items ?? [], removed: [], remembered: [] }, input.catalogue),
  initial: 'empty',
  on: {
    'cart.add': { guard: 'canAdd', actions: 'addItem' },
    'cart.catalogueChanged': { actions: 'followCatalogue' },
    'cart.removedSeen': { actions: 'forgetRemoved' },
  },
  states: {
    empty: {
      description: 'No lines; total is 0. The cart modal shows "Your cart is empty" and the badge is hidden.',
      always: { guard: 'hasItems', target: 'filled' },
    },
    filled: {
      description: 'At least one line, every one orderable; the badge shows the sum of quantities. Checkout is open.',
      always: [
        { guard: 'isEmpty', target: 'empty' },
        { guard: 'hasUnavailable', target: 'blocked' },
      ],
      on: {
        'cart.remove': { actions: 'removeItem' },
        'cart.setQuantity': { actions: 'setQuantity' },
        'cart.clear': { target: 'empty', actions: 'clearItems' },
      },
    },
    blocked: {
      description:
        'At least one line is unavailable (its restaurant closed): it cannot be increased, is left out of the ' +
        'total, and checkout is refused until it is removed or its restaurant reopens.',
      always: [
        { guard: 'isEmpty', target: 'empty' },
        { guard: 'allAvailable', target: 'filled' },
      ],
      on: {
        'cart.remove': { actions: 'removeItem' },
        'cart.setQuantity': { guard: 'canSetQuantity', actions: 'setQuantity' },
        'cart.clear': { target: 'empty', actions: 'clearItems' },
      },
    },
  },
});
