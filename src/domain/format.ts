/**
 * Display formatting. Dates use a fixed locale ('en-US') and explicit options
 * so that the output does not depend on the browser's language (screenshots).
 * They use the runtime's local time zone.
 */
import { formatPrice } from './money';
import { ORDER_STATUSES, USER_STATUSES, type OrderStatus, type UserStatus } from './types';

/**
 * An order id as a person reads it, everywhere (the orders table and its cards, the detail dialog's title and
 * facts, toasts and announcements): `#` plus the last 6 characters (`order-7f3a9c1b2d` → `#9c1b2d`; spec
 * §"Admin Orders"). The stored id is never shown; the generator keeps these forms distinct over a data set.
 */
export function orderIdDisplay(id: string): string {
  return `#${id.slice(-6)}`;
}

/**
 * The one map of status labels, orders' and users', as the filters and status selectors show them
 * (spec §"Admin: Orders": All Orders, Preparing, On the Way, Delivered).
 */
export const STATUS_LABELS: Readonly<Record<OrderStatus | UserStatus, string>> = {
  preparing: 'Preparing',
  'on-the-way': 'On the Way',
  delivered: 'Delivered',
  active: 'Active',
  inactive: 'Inactive',
};

/** A status and its label, as a select option. */
export interface StatusOption<S extends OrderStatus | UserStatus> {
  value: S;
  label: string;
}

/** Order statuses with their labels, in workflow order (the filter and the table's selectors). */
export const ORDER_STATUS_OPTIONS: ReadonlyArray<StatusOption<OrderStatus>> = ORDER_STATUSES.map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));

/** User statuses with their labels (the users' filter and the cards' selectors). */
export const USER_STATUS_OPTIONS: ReadonlyArray<StatusOption<UserStatus>> = USER_STATUSES.map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));

/**
 * A status as a badge's text: its label in lower case (`on-the-way` → `on the way`), which the badge's
 * CSS shows in sentence case ('On the way').
 */
export function statusLabel(status: OrderStatus | UserStatus): string {
  return STATUS_LABELS[status].toLowerCase();
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/** Newer ICU versions put narrow/no-break spaces before AM/PM; normalise them to plain spaces. */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** Date and time, e.g. `Nov 21, 2026, 2:05 PM`. */
export function formatDateTime(date: Date): string {
  return plainSpaces(dateTimeFormat.format(date));
}

/** Date only, e.g. `Nov 21, 2026`. */
export function formatDate(date: Date): string {
  return plainSpaces(dateFormat.format(date));
}

/**
 * Up to 2 uppercase initials: first letters of the first and last words
 * (`Bella Napoli Trattoria` → `BT`, `Sushi` → `S`, `` → ``).
 */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter((letter) => letter !== '');
  const first = letters[0] ?? '';
  const last = letters.length > 1 ? (letters[letters.length - 1] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Number of items in an order (or cart): the sum of the quantities. */
export function itemCount(order: { items: readonly { quantity: number }[] }): number {
  return order.items.reduce((count, line) => count + line.quantity, 0);
}

/**
 * What the cart dialog announces after a line's +, − or remove: "Arancini, quantity 3. Total $30.00", or
 * "Arancini removed. Total $20.00" once the line is gone (quantity 0).
 */
export function cartChangeMessage(name: string, quantity: number, total: number): string {
  const line = quantity > 0 ? `${name}, quantity ${quantity}` : `${name} removed`;
  return `${line}. Total ${formatPrice(total)}`;
}

const counts = new Intl.NumberFormat('en-US');

/** A count as people read it: '200', '2,000', '20,000'. */
export function formatCount(count: number): string {
  return counts.format(count);
}
