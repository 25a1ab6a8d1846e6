/**
 * What the admin's toasts say after an edit: one sentence each, naming the record, so a screen reader user
 * hears what changed without looking for it.
 */
import { orderIdDisplay, STATUS_LABELS } from './format';
import { countText } from './paging';
import type { OrderStatus, UserStatus } from './types';

/** "Via Milano Kitchen added." / "Arancini saved." */
export function savedMessage(name: string, change: 'added' | 'saved'): string {
  return `${name} ${change}.`;
}

/** "Arancini deleted." / "Via Milano Kitchen deleted, with its 16 menu items." */
export function deletedMessage(name: string, menuItems = 0): string {
  return menuItems > 0
    ? `${name} deleted, with its ${countText(menuItems, { one: 'menu item', other: 'menu items' })}.`
    : `${name} deleted.`;
}

/**
 * Under the delete question, what follows from a yes: "Its 16 menu items are deleted with it. You can undo this
 * for a few seconds." (a restaurant) or "It leaves Via Milano Kitchen's menu. You can undo this for a few
 * seconds." (a menu item).
 */
export function deleteConsequence(removal: { menuItems: number } | { restaurantName: string }): string {
  const undo = 'You can undo this for a few seconds.';
  if ('restaurantName' in removal) return `It leaves ${removal.restaurantName}’s menu. ${undo}`;
  const { menuItems } = removal;
  if (menuItems === 0) return `It has no menu items. ${undo}`;
  const verb = menuItems === 1 ? 'is' : 'are';
  return `Its ${countText(menuItems, { one: 'menu item', other: 'menu items' })} ${verb} deleted with it. ${undo}`;
}

/** After Undo: "Via Milano Kitchen restored." */
export function restoredMessage(name: string): string {
  return `${name} restored.`;
}

/** Said after a status message when the change took the record out of the list's filter. */
const LEFT_FILTER = ' It no longer matches this filter.';

/** "Order #a1b2c3 is now On the Way." (and, when it left the status filter, " It no longer matches this filter.") */
export function orderStatusMessage(orderId: string, status: OrderStatus, leftFilter = false): string {
  return `Order ${orderIdDisplay(orderId)} is now ${STATUS_LABELS[status]}.${leftFilter ? LEFT_FILTER : ''}`;
}

/** "Jane Cooper is now Inactive." */
export function userStatusMessage(name: string, status: UserStatus, leftFilter = false): string {
  return `${name} is now ${STATUS_LABELS[status]}.${leftFilter ? LEFT_FILTER : ''}`;
}
