import { describe, expect, it } from 'vitest';
import {
  cartChangeMessage,
  formatDate,
  formatDateTime,
  initials,
  itemCount,
  orderIdDisplay,
  statusLabel,
} from './format';

describe('format', () => {
  it('shows the last 6 characters of an order id', () => {
    expect(orderIdDisplay('order-7f3a9c1b2d')).toBe('#9c1b2d');
    expect(orderIdDisplay('abc')).toBe('#abc');
  });

  it('replaces hyphens in status labels', () => {
    expect(statusLabel('on-the-way')).toBe('on the way');
    expect(statusLabel('preparing')).toBe('preparing');
    expect(statusLabel('delivered')).toBe('delivered');
  });

  it('formats dates deterministically in en-US', () => {
    const date = new Date(2026, 10, 21, 14, 5);
    expect(formatDateTime(date)).toBe('Nov 21, 2026, 2:05 PM');
    expect(formatDate(date)).toBe('Nov 21, 2026');
    expect(formatDateTime(new Date(2026, 0, 3, 0, 0))).toBe('Jan 3, 2026, 12:00 AM');
  });

  it('builds up to two uppercase initials', () => {
    expect(initials('Bella Napoli Trattoria')).toBe('BT');
    expect(initials('ada lovelace')).toBe('AL');
    expect(initials('  Sushi  ')).toBe('S');
    expect(initials("O'Brien & Sons")).toBe('OS');
    expect(initials('')).toBe('');
    expect(initials('Élodie Zoë')).toBe('ÉZ');
  });

  it('counts items by quantity', () => {
    expect(itemCount({ items: [{ quantity: 2 }, { quantity: 3 }] })).toBe(5);
    expect(itemCount({ items: [] })).toBe(0);
  });
});

describe('cartChangeMessage', () => {
  it('names the line, its new quantity and the new total', () => {
    expect(cartChangeMessage('Arancini', 3, 30)).toBe('Arancini, quantity 3. Total $30.00');
  });
  it('says a line at quantity 0 was removed', () => {
    expect(cartChangeMessage('Arancini', 0, 20)).toBe('Arancini removed. Total $20.00');
  });
});
