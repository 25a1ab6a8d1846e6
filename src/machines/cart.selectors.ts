import type { SnapshotFrom } from 'xstate';
import { cartCount, type CartLine, type RemovedLine } from '../domain/cart';
import type { cartMachine } from './cart.machine';

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** The lines, each with what the catalogue says about it (`status`). */
export const selectCartItems = (snapshot: CartSnapshot): CartLine[] => snapshot.context.items;

/** Dollars: the lines that can be ordered (an unavailable line is not counted). */
export const selectCartTotal = (snapshot: CartSnapshot): number => snapshot.context.total;

/** Sum of quantities: what the header badge shows. */
export const selectCartCount = (snapshot: CartSnapshot): number => cartCount(snapshot.context.items);

export const selectIsEmpty = (snapshot: CartSnapshot): boolean => snapshot.matches('empty');

/** Lines the catalogue took out that the customer has not yet been told about. */
export const selectCartRemoved = (snapshot: CartSnapshot): RemovedLine[] => snapshot.context.removed;

/** Checkout is open: at least one line, none unavailable. */
export const selectCanCheckout = (snapshot: CartSnapshot): boolean => snapshot.matches('filled');
