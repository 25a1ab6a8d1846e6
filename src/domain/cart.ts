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

/*
 * Lines the catalogue took out, remembered (issue 24, admin Undo): an admin who deletes a restaurant or a menu item
 * and presses Undo puts the very same records back, and ids are never reused, so an item whose id is back on the
 * menu is the item the line was for. Such a line comes back with its quantity (and the price it was added at), at
 * its place, and the removal notice stops naming it.
 *
 * A removed line is remembered until the cart is cleared (checkout clears it too), not only while its notice
 * stands: the notice says what happened; an Undo later in the same visit still brings the line back, because
 * the catalogue is then as it was and so is the cart. (An empty cart cannot be cleared or checked out: what it
 * remembers stays until it comes back or a later checkout.) The memory lives in client memory only, like the store.
 *
 * Its place: the line comes back right after the last line still in the cart that was before it when it left
 * (first if none is left), so lines taken out one by one come back in their order, whatever the order of the
 * Undos. "Before it" counts lines remembered too (a line that left earlier from in front of it), and forgets a
 * line the customer removed since (added again, it is a new line, at the end).
 */

/** A line the catalogue took out, kept so that it comes back if its menu item does. */
export interface RememberedLine {
  /** The menu item's id. */
  id: string;
  quantity: number;
  /** The unit price when the line was first added, so a changed price is still noted when it comes back. */
  addedPrice: number;
  /** Ids of the lines (in the cart or remembered) that were before it in the cart: it comes back after them. */
  follows: string[];
}

/** A cart with what the catalogue took out of it. */
export interface FollowedCart {
  /** The lines in the cart, in order. */
  lines: CartLine[];
  /** The removal notice: lines taken out that the customer has not yet seen named, oldest first, one per item. */
  removed: RemovedLine[];
  /** The lines taken out since the cart was last cleared and not back since, oldest first, one per item. */
  remembered: RememberedLine[];
}

/** Whether menu item `id` is in the catalogue with its restaurant (open or not): a line for it can be in the cart. */
function isOnMenu(id: string, catalogue: Catalogue): boolean {
  const item = catalogue.menuItems.find((menuItem) => menuItem.id === id);
  return Boolean(item && catalogue.restaurants.some((r) => r.id === item.restaurantId));
}

/** `list` without the entries whose id is in `ids`; the same array when none is. */
function withoutIds<T extends { id: string }>(list: T[], ids: ReadonlySet<string>): T[] {
  return list.some((entry) => ids.has(entry.id)) ? list.filter((entry) => !ids.has(entry.id)) : list;
}

/** `lines` with the remembered lines in `back` put back at their places, as lines the catalogue will check. */
function putBack(lines: readonly (CartItem | CartLine)[], back: readonly RememberedLine[], catalogue: Catalogue) {
  const next = [...lines];
  for (const line of back) {
    const item = catalogue.menuItems.find((menuItem) => menuItem.id === line.id);
    if (!item || next.some((there) => there.id === line.id)) continue;
    const after = next.findLastIndex((there) => line.follows.includes(there.id));
    const restored: CartLine = { ...item, quantity: line.quantity, addedPrice: line.addedPrice, status: 'ok' };
    next.splice(after + 1, 0, restored);
  }
  return next;
}

/**
 * `reconcileCart`, remembering what it takes out and putting back what returns: first every remembered line whose
 * item is on the menu again (with its restaurant) comes back at its place, leaving the notice and the memory; then
 * the lines are reconciled, and each line taken out is remembered and named in the notice (an item taken out again
 * replaces its older notice). Arrays that did not change are returned as they were (callers compare by reference).
 */
export function reconcileRemembering(
  cart: Omit<FollowedCart, 'lines'> & { lines: readonly (CartItem | CartLine)[] },
  catalogue: Catalogue,
): FollowedCart {
  const back = cart.remembered.filter((line) => isOnMenu(line.id, catalogue));
  const backIds = new Set(back.map((line) => line.id));
  const stillAway = withoutIds(cart.remembered, backIds);
  const lines = back.length > 0 ? putBack(cart.lines, back, catalogue) : cart.lines;
  const reconciled = reconcileCart(lines, catalogue);
  const order = lines.map((line) => line.id);
  const gone = reconciled.removed.map(({ id }): RememberedLine => {
    const line = lines.find((there) => there.id === id)!;
    // Before it: the lines before it now, and those that left earlier from in front of it (not followed by it).
    const earlier = stillAway.filter((away) => !away.follows.includes(id)).map((away) => away.id);
    return {
      id,
      quantity: line.quantity,
      addedPrice: addedPriceOf(line),
      follows: [...earlier, ...order.slice(0, order.indexOf(id))],
    };
  });
  const goneIds = new Set(gone.map((line) => line.id));
  let remembered = gone.length > 0 ? [...withoutIds(stillAway, goneIds), ...gone] : stillAway;
  // Only a line in the cart or remembered can be before another: one the customer removed is forgotten there.
  const known = new Set([...reconciled.lines, ...remembered].map((line) => line.id));
  if (remembered.some((line) => line.follows.some((id) => !known.has(id)))) {
    remembered = remembered.map((line) => ({ ...line, follows: line.follows.filter((id) => known.has(id)) }));
  }
  const notice = withoutIds(withoutIds(cart.removed, backIds), goneIds);
  return {
    lines: reconciled.lines,
    removed: gone.length > 0 ? [...notice, ...reconciled.removed] : notice,
    remembered,
  };
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
