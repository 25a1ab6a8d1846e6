/**
 * Cart rules (spec section 4, "Cart"): pure functions over `CartItem[]`.
 *
 * Every function returns a new array when something changed and the very same
 * array when nothing did, so callers (and React selectors) can compare by
 * reference. Money goes through `money.ts` (integer cents), so `0.1 + 0.2` style
 * drift never reaches a total.
 */
import { formatPrice, lineTotal, sumCents, toCents } from './money';
import type { CartItem, MenuItem, Restaurant } from './types';

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

/*
 * The cart and the catalogue (issue 24): a cart line references a menu item by id; its name, price and
 * availability are the catalogue's (the in-memory store's restaurants and menu items), read again every time
 * the catalogue changes.
 *
 * Totals: a line that cannot be ordered (`unavailable`) stays in the cart, marked, but is NOT counted in the
 * total (`availableTotal`): the total is what checkout would charge, and checkout is refused anyway while such a
 * line remains. With no unavailable line the total is the spec's sum of price × quantity over all lines.
 */

/** What the catalogue says about a cart line. */
export type CartLineStatus =
  /** On the menu, at the price it was added at, and orderable. */
  | 'ok'
  /** On the menu and orderable, but its price is no longer the one it was added at (`addedPrice`). */
  | 'priceChanged'
  /** Still on the menu but cannot be ordered now (its restaurant is closed): kept, marked, cannot be increased. */
  | 'unavailable';

/** A cart line as the catalogue has it now. */
export interface CartLine extends CartItem {
  status: CartLineStatus;
  /** The unit price (dollars) when the line was first added; `price` is the catalogue's current one. */
  addedPrice: number;
  /** Why an `unavailable` line cannot be ordered, e.g. "Via Milano Kitchen is closed right now." */
  unavailableReason?: string;
}

/** A line that left the cart because the catalogue no longer has its item: enough to say so by name. */
export interface RemovedLine {
  id: string;
  name: string;
}

/** What a cart is reconciled with: the store's restaurants and menu items. */
export interface Catalogue {
  restaurants: readonly Pick<Restaurant, 'id' | 'name' | 'isOpen'>[];
  menuItems: readonly MenuItem[];
}

export interface Reconciliation {
  /** The lines still on the menu, in cart order, with the catalogue's fields and a status each. */
  lines: CartLine[];
  /** The lines whose item (or whose item's restaurant) was deleted, in cart order. */
  removed: RemovedLine[];
}

/** The line's price the customer first saw: its `addedPrice`, or its price for a plain `CartItem`. */
function addedPriceOf(line: CartItem | CartLine): number {
  return 'addedPrice' in line && typeof line.addedPrice === 'number' ? line.addedPrice : line.price;
}

/** A plain `CartItem` (or a line) as a `CartLine`, with no catalogue to check it against: a plain item is `ok`. */
export function toCartLine(line: CartItem | CartLine): CartLine {
  if ('status' in line && 'addedPrice' in line) return line;
  return { ...line, status: 'ok', addedPrice: line.price };
}

/** Whether two lines have the same fields (all are primitives), so a reconciled line can keep its old object. */
function sameLine(a: CartLine, b: CartLine): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof CartLine>;
  return [...keys].every((key) => a[key] === b[key]);
}

/** Why a dish of `restaurantName` cannot be ordered while it is closed. */
export function closedReason(restaurantName: string): string {
  return `${restaurantName} is closed right now.`;
}

/**
 * The cart as the catalogue says it is now. For each line, by its menu item id:
 * - item gone, or its restaurant gone → the line is removed (named in `removed`);
 * - restaurant closed → `unavailable`, with the catalogue's fields and a reason;
 * - price differs (in cents) from the price it was added at → `priceChanged`;
 * - otherwise `ok`.
 * Name, price, image and the other fields always come from the catalogue; the quantity and `addedPrice` stay.
 * When nothing changed, `lines` is the very same array (callers compare by reference).
 */
export function reconcileCart(lines: readonly (CartItem | CartLine)[], catalogue: Catalogue): Reconciliation {
  const items = new Map(catalogue.menuItems.map((item) => [item.id, item]));
  const restaurants = new Map(catalogue.restaurants.map((restaurant) => [restaurant.id, restaurant]));
  const kept: CartLine[] = [];
  const removed: RemovedLine[] = [];
  let changed = false;
  for (const line of lines) {
    const item = items.get(line.id);
    const restaurant = item && restaurants.get(item.restaurantId);
    if (!item || !restaurant) {
      removed.push({ id: line.id, name: line.name });
      changed = true;
      continue;
    }
    const addedPrice = addedPriceOf(line);
    const next: CartLine = restaurant.isOpen
      ? {
          ...item,
          quantity: line.quantity,
          addedPrice,
          status: toCents(item.price) === toCents(addedPrice) ? 'ok' : 'priceChanged',
        }
      : {
          ...item,
          quantity: line.quantity,
          addedPrice,
          status: 'unavailable',
          unavailableReason: closedReason(restaurant.name),
        };
    const previous = toCartLine(line);
    if (previous !== line || !sameLine(previous, next)) {
      changed = true;
      kept.push(next);
    } else {
      kept.push(previous);
    }
  }
  return { lines: changed ? kept : (lines as CartLine[]), removed };
}

/** Whether the catalogue lets menu item `id` be ordered now: it is on the menu and its restaurant is open. */
export function isOrderable(id: string, catalogue: Catalogue): boolean {
  const item = catalogue.menuItems.find((menuItem) => menuItem.id === id);
  return Boolean(item && catalogue.restaurants.some((r) => r.id === item.restaurantId && r.isOpen));
}

/** The total checkout would charge: price × quantity over the lines that are not `unavailable`, in cents. */
export function availableTotal(lines: readonly (CartItem | CartLine)[]): number {
  return cartTotal(lines.filter((line) => !('status' in line) || line.status !== 'unavailable'));
}

/** The lines that block checkout (`unavailable`). */
export function unavailableLines<T extends CartItem | CartLine>(lines: readonly T[]): T[] {
  return lines.filter((line) => 'status' in line && line.status === 'unavailable');
}

/** The notice for a line the catalogue no longer has. */
export function removedFromCartMessage(name: string): string {
  return `${name} is no longer on the menu and was removed from your cart.`;
}

/** A line's note after an admin price change: "Price changed from $13.00 to $99.99." */
export function priceChangedMessage(addedPrice: number, price: number): string {
  return `Price changed from ${formatPrice(addedPrice)} to ${formatPrice(price)}.`;
}

/**
 * Why checkout is refused, naming what to remove first. Several names are listed after a colon, comma-separated
 * (a dish's own name may hold an "and": "Prosciutto and Melon").
 */
export function checkoutBlockedMessage(names: readonly string[]): string {
  if (names.length === 1) return `Remove ${names[0]} to check out: it is unavailable right now.`;
  return `Remove ${names.length} unavailable items to check out: ${names.join(', ')}.`;
}
