/**
 * Cart rules (spec section 4, "Cart"): pure functions over `CartItem[]`.
 *
 * Every function returns a new array when something changed and the very same
 * array when nothing did, so callers (and React selectors) can compare by
 * reference. Money goes through `money.ts` (integer cents), so `0.1 + 0.2` style
 * drift never reaches a total.
 */
import { lineTotal, sumCents } from './money';
import type { CartItem, MenuItem } from './types';

/**
 * Adds one of `menuItem`: an item already in the cart goes up by 1, a new one
 * is appended with quantity 1.
 */
export function addItem(items: CartItem[], menuItem: MenuItem): CartItem[] {
  const index = items.findIndex((item) => item.id === menuItem.id);
  if (index === -1) {
    return [...items, { ...menuItem, quantity: 1 }];
  }
  return items.map((item, i) => (i === index ? { ...item, quantity: item.quantity + 1 } : item));
}

/** Drops the item with this id (unchanged when it is not in the cart). */
export function removeItem(items: CartItem[], id: string): CartItem[] {
  if (!items.some((item) => item.id === id)) return items;
  return items.filter((item) => item.id !== id);
}

/**
 * Sets the quantity for `id`. A quantity of 0 or below removes the item; a
 * quantity that is not a whole finite number (NaN, Infinity, 1.5) leaves the
 * cart unchanged, so no NaN ever reaches a total.
 */
export function setQuantity(items: CartItem[], id: string, quantity: number): CartItem[] {
  if (!Number.isInteger(quantity)) return items;
  if (quantity <= 0) return removeItem(items, id);
  const index = items.findIndex((item) => item.id === id);
  const current = items[index];
  if (current === undefined || current.quantity === quantity) return items;
  return items.map((item, i) => (i === index ? { ...item, quantity } : item));
}

/** Sum of price × quantity over all lines, in dollars: `lineTotal` per line, summed in cents. */
export function cartTotal(items: readonly Pick<CartItem, 'price' | 'quantity'>[]): number {
  return sumCents(items.map((item) => lineTotal(item.price, item.quantity)));
}

/** Sum of all quantities: the number the cart badge shows. */
export function cartCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
