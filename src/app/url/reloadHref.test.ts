import { describe, expect, it } from 'vitest';
import { reloadHref } from './reloadHref';

const at = (search: string) => ({ pathname: '/admin/orders', search, hash: '' });

describe('reloadHref', () => {
  it('puts the seed in use into the URL, and a scale other than 1', () => {
    expect(reloadHref(at(''), '42')).toBe('/admin/orders?seed=42');
    expect(reloadHref(at(''), '42', '100')).toBe('/admin/orders?seed=42&scale=100');
    expect(reloadHref(at('?scale=10&seed=1'), '1', '10')).toBe('/admin/orders?scale=10&seed=1');
    expect(reloadHref(at(''), '42', '1')).toBe('/admin/orders?seed=42');
  });

  it('keeps the URL as it is without a usable seed or scale', () => {
    expect(reloadHref(at('?q=x'), undefined, undefined)).toBe('/admin/orders?q=x');
    expect(reloadHref(at('?scale=10'), '', 'abc')).toBe('/admin/orders?scale=10');
  });
});
