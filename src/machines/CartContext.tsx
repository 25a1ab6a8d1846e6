/**
 * The cart as an app-wide actor. Wrap the app (or a story) in
 * `<CartProvider>`; read it with `useCart()` or, to re-render less, with
 * `useCartCount()` (header badge) and `useCartActions()` (add buttons).
 *
 * The provider's `items` are read once, when the actor starts: give the
 * provider a `key` when they come from story args.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CartItem, MenuItem } from '../domain/types';
import { cartMachine } from './cart.machine';
import { selectCartCount, selectCartItems, selectCartTotal } from './cart.selectors';

export type CartActorRef = ActorRefFrom<typeof cartMachine>;

/** The cart actor of the nearest provider; `null` outside one (the hooks then throw a message naming it). */
const CartContext = createContext<CartActorRef | null>(null);

export interface CartProviderProps {
  /** Lines the cart starts with (read once, at start). The app starts empty. */
  items?: CartItem[];
  /** The cart logic (default `cartMachine`; a story or test may give a provided one). */
  logic?: typeof cartMachine;
  children: ReactNode;
}

export function CartProvider({ items = [], logic = cartMachine, children }: CartProviderProps) {
  const actorRef = useActorRef(logic, { input: { items } });
  return <CartContext value={actorRef}>{children}</CartContext>;
}

/** The cart actor, or an error that names the provider `hookName` needs. */
export function useCartActorRef(hookName = 'useCartActorRef'): CartActorRef {
  const actorRef = use(CartContext);
  if (!actorRef) throw new Error(`${hookName} must be used within <CartProvider>`);
  return actorRef;
}

export interface CartActions {
  /** Adds one of `item` (a new line starts at quantity 1). */
  add: (item: MenuItem) => void;
  remove: (id: string) => void;
  /** 0 or below removes the line; a non-integer is ignored. */
  setQuantity: (id: string, quantity: number) => void;
  clear: () => void;
}

export interface UseCartResult extends CartActions {
  items: CartItem[];
  /** Dollars. */
  total: number;
  /** Sum of quantities. */
  count: number;
}

function useActionsOf(cartRef: ReturnType<typeof useCartActorRef>): CartActions {
  const add = useCallback((item: MenuItem) => cartRef.send({ type: 'cart.add', item }), [cartRef]);
  const remove = useCallback((id: string) => cartRef.send({ type: 'cart.remove', id }), [cartRef]);
  const setQuantity = useCallback(
    (id: string, quantity: number) => cartRef.send({ type: 'cart.setQuantity', id, quantity }),
    [cartRef],
  );
  const clear = useCallback(() => cartRef.send({ type: 'cart.clear' }), [cartRef]);
  return useMemo(() => ({ add, remove, setQuantity, clear }), [add, remove, setQuantity, clear]);
}

/** Everything about the cart: lines, total, count and the four actions. */
export function useCart(): UseCartResult {
  const cartRef = useCartActorRef('useCart');
  const items = useSelector(cartRef, selectCartItems);
  const total = useSelector(cartRef, selectCartTotal);
  const count = useSelector(cartRef, selectCartCount);
  const actions = useActionsOf(cartRef);
  return useMemo(() => ({ items, total, count, ...actions }), [items, total, count, actions]);
}

/** Just the sum of quantities (re-renders only when it changes). */
export function useCartCount(): number {
  return useSelector(useCartActorRef('useCartCount'), selectCartCount);
}

/** Just the actions: stable for the provider's lifetime, never re-renders on cart changes. */
export function useCartActions(): CartActions {
  return useActionsOf(useCartActorRef('useCartActions'));
}
