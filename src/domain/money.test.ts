import { describe, expect, it } from 'vitest';
import { averageAmount, formatPrice, fromCents, lineTotal, sumCents, toCents } from './money';

describe('money', () => {
  it('converts between dollars and cents', () => {
    expect(toCents(12.99)).toBe(1299);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-2.5)).toBe(-250);
    expect(toCents(0)).toBe(0);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
    expect(toCents(2.675)).toBe(268);
    expect(toCents(-1.005)).toBe(-101);
    expect(fromCents(1299)).toBe(12.99);
    expect(fromCents(5997)).toBe(59.97);
  });

  it('sums without floating-point drift', () => {
    expect(sumCents([0.1, 0.2])).toBe(0.3);
    expect(sumCents([19.99, 19.99, 19.99])).toBe(59.97);
    expect(sumCents([])).toBe(0);
    expect(sumCents([1299, 1])).toBe(1300);
  });

  it('computes line totals exactly', () => {
    expect(lineTotal(19.99, 3)).toBe(59.97);
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(12.99, 0)).toBe(0);
    expect(lineTotal(12.99, 3)).toBe(38.97);
  });

  it('averages to the cent', () => {
    expect(averageAmount(10, 3)).toBe(3.33);
    expect(averageAmount(59.97, 3)).toBe(19.99);
    expect(averageAmount(10, 0)).toBe(0);
  });

  it('formats prices with $ and 2 decimals', () => {
    expect(formatPrice(12.99)).toBe('$12.99');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(-0)).toBe('$0.00');
    expect(formatPrice(5)).toBe('$5.00');
    expect(formatPrice(2.5)).toBe('$2.50');
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30');
    expect(formatPrice(lineTotal(19.99, 3))).toBe('$59.97');
    expect(formatPrice(12345.6)).toBe('$12,345.60');
    expect(formatPrice(-1.5)).toBe('-$1.50');
  });
});
