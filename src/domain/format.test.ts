import { describe, expect, it } from 'vitest';
import {
  formatCount,
  cartChangeMessage,
  formatDate,
  formatDateTime,
  initials,
  itemCount,
  ORDER_STATUS_OPTIONS,
  orderIdDisplay,
  STATUS_LABELS,
  statusLabel,
  USER_STATUS_OPTIONS,
} from './format';
import { ORDER_STATUSES, USER_STATUSES } from './types';

describe('format', () => {
  it('shows the last 6 characters of an order id', () => {
    expect(orderIdDisplay('order-7f3a9c1b2d')).toBe('#9c1b2d');
    expect(orderIdDisplay('abc')).toBe('#abc');
  });

  it('labels every status from one map: the filters read it as is, a badge in lower case', () => {
    expect(ORDER_STATUS_OPTIONS.map((option) => option.label)).toEqual(['Preparing', 'On the Way', 'Delivered']);
    expect(ORDER_STATUS_OPTIONS.map((option) => option.value)).toEqual([...ORDER_STATUSES]);
    expect(USER_STATUS_OPTIONS).toEqual([
      { value: 'active', label: 'Active' },
      { value: 'inactive', label: 'Inactive' },
    ]);
    for (const status of [...ORDER_STATUSES, ...USER_STATUSES]) {
      expect(statusLabel(status)).toBe(STATUS_LABELS[status].toLowerCase());
    }
    expect(statusLabel('on-the-way')).toBe('on the way');
    expect(statusLabel('preparing')).toBe('preparing');
    expect(statusLabel('inactive')).toBe('inactive');
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

describe('formatCount', () => {
  it('groups thousands as the figures beside it do', () => {
    expect(formatCount(12)).toBe('12');
    expect(formatCount(2000)).toBe('2,000');
    expect(formatCount(20000)).toBe('20,000');
  });
});
