import { describe, expect, it } from 'vitest';
import {
  deleteConsequence,
  deletedMessage,
  orderStatusMessage,
  restoredMessage,
  savedMessage,
  userStatusMessage,
} from './feedback';

describe('toast messages', () => {
  it('name the record and what happened to it', () => {
    expect(savedMessage('Via Milano Kitchen', 'added')).toBe('Via Milano Kitchen added.');
    expect(savedMessage('Arancini', 'saved')).toBe('Arancini saved.');
    expect(restoredMessage('Arancini')).toBe('Arancini restored.');
  });

  it('count the menu items a restaurant takes with it', () => {
    expect(deletedMessage('Arancini')).toBe('Arancini deleted.');
    expect(deletedMessage('Jade Garden', 0)).toBe('Jade Garden deleted.');
    expect(deletedMessage('Jade Garden', 1)).toBe('Jade Garden deleted, with its 1 menu item.');
    expect(deletedMessage('Jade Garden', 16)).toBe('Jade Garden deleted, with its 16 menu items.');
  });

  it('say a status as the selector shows it', () => {
    expect(orderStatusMessage('order-1a2b3c4d', 'on-the-way')).toBe('Order #2b3c4d is now On the Way.');
    expect(userStatusMessage('Jane Cooper', 'inactive')).toBe('Jane Cooper is now Inactive.');
  });

  it('say when the change took the record out of the filtered list (the list itself then stays quiet)', () => {
    expect(orderStatusMessage('order-1a2b3c4d', 'delivered', true)).toBe(
      'Order #2b3c4d is now Delivered. It no longer matches this filter.',
    );
    expect(userStatusMessage('Jane Cooper', 'active', true)).toBe(
      'Jane Cooper is now Active. It no longer matches this filter.',
    );
  });
});

describe('deleteConsequence', () => {
  it('names what a restaurant takes with it, and the way back', () => {
    expect(deleteConsequence({ menuItems: 16 })).toBe(
      'Its 16 menu items are deleted with it. You can undo this for a few seconds.',
    );
    expect(deleteConsequence({ menuItems: 1 })).toBe(
      'Its 1 menu item is deleted with it. You can undo this for a few seconds.',
    );
    expect(deleteConsequence({ menuItems: 0 })).toBe('It has no menu items. You can undo this for a few seconds.');
  });

  it('names the menu a menu item leaves', () => {
    expect(deleteConsequence({ restaurantName: 'Via Milano Kitchen' })).toBe(
      'It leaves Via Milano Kitchen\u2019s menu. You can undo this for a few seconds.',
    );
  });
});
