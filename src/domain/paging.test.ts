import { describe, expect, it } from 'vitest';
import { countText, pageHolding, pageOf, pageRangeText, pageSlice, paginationSlots } from './paging';

const ORDERS = { one: 'order', other: 'orders' };

describe('pageSlice', () => {
  it('slices pages of the given size, the last one short', () => {
    expect(pageSlice(200, 1, 50)).toEqual({ page: 1, pageCount: 4, start: 0, end: 50, total: 200 });
    expect(pageSlice(192, 8, 24)).toEqual({ page: 8, pageCount: 8, start: 168, end: 192, total: 192 });
    expect(pageSlice(50, 3, 24)).toEqual({ page: 3, pageCount: 3, start: 48, end: 50, total: 50 });
  });

  it('clamps a page past the end (the list got shorter) to the last, and one below 1 to the first', () => {
    expect(pageSlice(70, 4, 50)).toMatchObject({ page: 2, start: 50, end: 70 });
    expect(pageSlice(70, 0, 50)).toMatchObject({ page: 1, start: 0, end: 50 });
    expect(pageSlice(70, Number.NaN, 50)).toMatchObject({ page: 1 });
  });

  it('an empty list has one (empty) page', () => {
    expect(pageSlice(0, 3, 50)).toEqual({ page: 1, pageCount: 1, start: 0, end: 0, total: 0 });
  });

  it('pageOf returns those rows', () => {
    const list = Array.from({ length: 120 }, (_, i) => i);
    expect(pageOf(list, 3, 50)).toEqual(list.slice(100, 120));
    expect(pageOf(list, 9, 50)).toEqual(list.slice(100, 120));
  });
});

describe('pageHolding', () => {
  it('is the page of the new size that holds the row that led the page shown before', () => {
    // Cards 49–72 (page 3 of 24) → rows 1–50 (page 1 of 50), which hold order 49; and back from rows 51–100 to page 3 of 24.
    expect(pageHolding(48, 50)).toBe(1);
    expect(pageHolding(50, 24)).toBe(3);
    expect(pageSlice(200, pageHolding(50, 24), 24).start).toBeLessThanOrEqual(50);
    expect(pageSlice(200, pageHolding(50, 24), 24).end).toBeGreaterThan(50);
    expect(pageHolding(0, 24)).toBe(1);
    expect(pageHolding(99, 50)).toBe(2);
    expect(pageHolding(100, 50)).toBe(3);
  });

  it('reads a bad index or size as the first row and one row a page', () => {
    expect(pageHolding(-5, 24)).toBe(1);
    expect(pageHolding(7, 0)).toBe(8);
  });
});

describe('paginationSlots', () => {
  it('draws every page when there are few', () => {
    expect(paginationSlots(1, 1)).toEqual([1]);
    expect(paginationSlots(2, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationSlots(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last and the current page with a neighbour each side; gaps stand for the rest', () => {
    expect(paginationSlots(200, 400)).toEqual([1, 'gap', 199, 200, 201, 'gap', 400]);
    expect(paginationSlots(1, 400)).toEqual([1, 2, 3, 4, 5, 'gap', 400]);
    expect(paginationSlots(400, 400)).toEqual([1, 'gap', 396, 397, 398, 399, 400]);
  });

  it('never hides a single page behind a gap, and keeps seven slots as the page moves', () => {
    expect(paginationSlots(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
    expect(paginationSlots(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
    expect(paginationSlots(3, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
    expect(paginationSlots(6, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
    for (let page = 1; page <= 40; page += 1) {
      const slots = paginationSlots(page, 40);
      expect(slots).toHaveLength(7);
      expect(slots).toContain(page);
      // A gap always hides at least two pages.
      slots.forEach((slot, i) => {
        if (slot === 'gap') expect((slots[i + 1] as number) - (slots[i - 1] as number)).toBeGreaterThan(2);
      });
    }
  });
});

describe('the count line', () => {
  it('names the range and the matches, with thousands separators', () => {
    expect(pageRangeText(pageSlice(200, 1, 50), ORDERS)).toBe('Showing 1–50 of 200 orders');
    expect(pageRangeText(pageSlice(20000, 2, 50), ORDERS)).toBe('Showing 51–100 of 20,000 orders');
    expect(pageRangeText(pageSlice(1, 1, 50), ORDERS)).toBe('Showing 1 of 1 order');
    expect(pageRangeText(pageSlice(51, 2, 50), ORDERS)).toBe('Showing 51 of 51 orders');
    expect(pageRangeText(pageSlice(0, 1, 50), ORDERS)).toBe('0 orders');
  });

  it('countText', () => {
    expect(countText(1, { one: 'menu item', other: 'menu items' })).toBe('1 menu item');
    expect(countText(19200, { one: 'menu item', other: 'menu items' })).toBe('19,200 menu items');
  });
});
