/**
 * The cart as an app-wide actor. Wrap the app (or a story) in
 * `<CartProvider>`; read it with `useCart()` or, to re-render less, with
 * `useCartCount()` (header badge) and `useCartActions()` (add buttons).
 *
 * The app also renders `<CartFollowsCatalogue />` inside both the data store's
 * provider and the cart's: from then on every change to the store's restaurants
 * or menu items reaches the cart (`cart.catalogueChanged`), wherever the customer is.
 *
 * The provider's `items` are read once, when the actor starts: give the
 * provider a `key` when they come from story args. Built on `createActorContext`
 * (as `ToasterContext`), its generic outside-a-provider error renamed by `useCartActorRef`.
 */
import { createActorContext, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CartLine, Catalogue, RemovedLine } from '../domain/cart';
import type { CartItem, MenuItem } from '../domain/types';
import { cartMachine } from './cart.machine';
import {
  selectCanCheckout,
  selectCartCount,
  selectCartItems,
  selectCartRemoved,
  selectCartTotal,
} from './cart.selectors';
import { useDataStoreActorRef, type DataStoreActorRef } from './DataStoreContext';
import type { DataStoreSnapshot } from './dataStore.selectors';

export type CartActorRef = ActorRefFrom<typeof cartMachine>;

/** The cart actor of the nearest provider. */
const CartActorContext = createActorContext(cartMachine);

export interface CartProviderProps {
  /** Lines the cart starts with (read once, at start). The app starts empty. */
  items?: (CartItem | CartLine)[];
  /** The cart logic (default `cartMachine`; a story or test may give a provided one). */
  logic?: typeof cartMachine;
  children: ReactNode;
}

export function CartProvider({ items = [], logic = cartMachine, children }: CartProviderProps) {
  return (
    <CartActorContext.Provider logic={logic} options={{ input: { items } }}>
      {children}
    </CartActorContext.Provider>
  );
}

/** The cart actor, or an error that names the provider `hookName` needs. */
export function useCartActorRef(hookName = 'useCartActorRef'): CartActorRef {
  try {
    return CartActorContext.useActorRef();
  } catch (error) {
    throw new Error(`${hookName} must be used within <CartProvider>`, { cause: error });
  }
}

export interface CartActions {
  /** Adds one of `item` (a new line starts at quantity 1). */
  add: (item: MenuItem) => void;
  remove: (id: string) => void;
  /** 0 or below removes the line; a non-integer is ignored. */
  setQuantity: (id: string, quantity: number) => void;
  clear: () => void;
  /** The removal notice was seen (the cart dialog closed): `removed` empties. */
  removedSeen: () => void;
}

export interface UseCartResult extends CartActions {
  /** The lines, each with what the catalogue says about it (`status`). */
  items: CartLine[];
  /** Dollars: the lines that can be ordered (an unavailable line is not counted). */
  total: number;
  /** Sum of quantities. */
  count: number;
  /** Lines the catalogue took out, not yet seen by the customer. */
  removed: RemovedLine[];
  /** At least one line and none unavailable: checkout may proceed. */
  canCheckout: boolean;
}

function useActionsOf(cartRef: ReturnType<typeof useCartActorRef>): CartActions {
  const add = useCallback((item: MenuItem) => cartRef.send({ type: 'cart.add', item }), [cartRef]);
  const remove = useCallback((id: string) => cartRef.send({ type: 'cart.remove', id }), [cartRef]);
  const setQuantity = useCallback(
    (id: string, quantity: number) => cartRef.send({ type: 'cart.setQuantity', id, quantity }),
    [cartRef],
  );
  const clear = useCallback(() => cartRef.send({ type: 'cart.clear' }), [cartRef]);
  const removedSeen = useCallback(() => cartRef.send({ type: 'cart.removedSeen' }), [cartRef]);
  return useMemo(
    () => ({ add, remove, setQuantity, clear, removedSeen }),
    [add, remove, setQuantity, clear, removedSeen],
  );
}

/** Everything about the cart: lines, total, count, removal notice, whether checkout may proceed, and the actions. */
export function useCart(): UseCartResult {
  const cartRef = useCartActorRef('useCart');
  const items = useSelector(cartRef, selectCartItems);
  const total = useSelector(cartRef, selectCartTotal);
  const count = useSelector(cartRef, selectCartCount);
  const removed = useSelector(cartRef, selectCartRemoved);
  const canCheckout = useSelector(cartRef, selectCanCheckout);
  const actions = useActionsOf(cartRef);
  return useMemo(
    () => ({ items, total, count, removed, canCheckout, ...actions }),
    [items, total, count, removed, canCheckout, actions],
  );
}

/** Just the sum of quantities (re-renders only when it changes). */
export function useCartCount(): number {
  return useSelector(useCartActorRef('useCartCount'), selectCartCount);
}

/** Just the actions: stable for the provider's lifetime, never re-renders on cart changes. */
export function useCartActions(): CartActions {
  return useActionsOf(useCartActorRef('useCartActions'));
}

/**
 * Keeps `cart` following `store`: sends `cart.catalogueChanged` now and after every change of the store's
 * restaurants or menu items (not for order or user edits), once the store holds the whole data set (while a
 * staged seed is still coming, the menus are not in yet and every line would look deleted). Returns the
 * unsubscribe function.
 */
export function followCatalogue(store: DataStoreActorRef, cart: CartActorRef): () => void {
  let last: Catalogue | undefined;
  const send = (snapshot: DataStoreSnapshot) => {
    if (!snapshot.matches('ready')) return;
    const { restaurants, menuItems } = snapshot.context;
    if (last?.restaurants === restaurants && last.menuItems === menuItems) return;
    last = { restaurants, menuItems };
    cart.send({ type: 'cart.catalogueChanged', catalogue: last });
  };
  send(store.getSnapshot());
  const subscription = store.subscribe(send);
  return () => subscription.unsubscribe();
}

/** Renders nothing; inside `<DataStoreProvider>` and `<CartProvider>`, makes the cart follow the store (`followCatalogue`). */
export function CartFollowsCatalogue() {
  const store = useDataStoreActorRef('CartFollowsCatalogue');
  const cart = useCartActorRef('CartFollowsCatalogue');
  useEffect(() => followCatalogue(store, cart), [store, cart]);
  return null;
}
