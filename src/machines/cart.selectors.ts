import type { SnapshotFrom } from 'xstate';
import { cartCount } from '../domain/cart';
import type { CartItem } from '../domain/types';
import type { cartMachine } from './cart.machine';

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

export const selectCartItems = (snapshot: CartSnapshot): CartItem[] => snapshot.context.items;

/** Dollars. */
export const selectCartTotal = (snapshot: CartSnapshot): number => snapshot.context.total;

/** Sum of quantities: what the header badge shows. */
export const selectCartCount = (snapshot: CartSnapshot): number => cartCount(snapshot.context.items);

export const selectIsEmpty = (snapshot: CartSnapshot): boolean => snapshot.matches('empty');
