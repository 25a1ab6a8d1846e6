/**
 * The cart (spec section 4, "Cart"): an app-wide actor, shared through
 * `CartContext.tsx`. The math lives in `src/domain/cart.ts`; the machine owns
 * when it runs and keeps `total` in step with `items` after every change.
 */
import { assertEvent, assign, setup } from 'xstate';
import { addItem, cartTotal, removeItem, setQuantity } from '../domain/cart';
import type { CartItem, CartState, MenuItem } from '../domain/types';

export type CartMachineContext = CartState;

export interface CartInput {
  /** Initial lines (stories, tests); the app starts empty. */
  items?: CartItem[];
}

export type CartEvent =
  | { type: 'cart.add'; item: MenuItem }
  | { type: 'cart.remove'; id: string }
  | { type: 'cart.setQuantity'; id: string; quantity: number }
  | { type: 'cart.clear' };

/** Context for a list of lines, with the total derived from them. */
function withTotal(items: CartItem[]): CartMachineContext {
  return { items, total: cartTotal(items) };
}

export const cartMachine = setup({
  types: {
    context: {} as CartMachineContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  actions: {
    addItem: assign(({ context, event }) => {
      assertEvent(event, 'cart.add');
      return withTotal(addItem(context.items, event.item));
    }),
    removeItem: assign(({ context, event }) => {
      assertEvent(event, 'cart.remove');
      return withTotal(removeItem(context.items, event.id));
    }),
    setQuantity: assign(({ context, event }) => {
      assertEvent(event, 'cart.setQuantity');
      return withTotal(setQuantity(context.items, event.id, event.quantity));
    }),
    clearItems: assign(() => withTotal([])),
  },
  guards: {
    hasItems: ({ context }) => context.items.length > 0,
    isEmpty: ({ context }) => context.items.length === 0,
  },
}).createMachine({
  id: 'cart',
  description: 'The shopping cart: lines of menu items with quantities, and their total.',
  context: ({ input }) => withTotal(input.items ?? []),
  initial: 'empty',
  on: {
    'cart.add': { actions: 'addItem' },
  },
  states: {
    empty: {
      description: 'No lines; total is 0. The cart modal shows "Your cart is empty" and the badge is hidden.',
      always: { guard: 'hasItems', target: 'filled' },
    },
    filled: {
      description: 'At least one line; the badge shows the sum of quantities.',
      always: { guard: 'isEmpty', target: 'empty' },
      on: {
        'cart.remove': { actions: 'removeItem' },
        'cart.setQuantity': { actions: 'setQuantity' },
        'cart.clear': { target: 'empty', actions: 'clearItems' },
      },
    },
  },
});
