import { describe, expect, it } from 'vitest';
import { keepSeed } from './keepSeed';

describe('keepSeed', () => {
  it('adds the current seed to an app path', () => {
    expect(keepSeed('/restaurant/restaurant-3', '?seed=42')).toBe('/restaurant/restaurant-3?seed=42');
    expect(keepSeed('/?q=pizza', '?q=x&seed=7')).toBe('/?q=pizza&seed=7');
    expect(keepSeed('/admin#top', '?seed=7')).toBe('/admin?seed=7#top');
  });

  it('leaves hrefs alone without a current seed, with their own seed, or outside the app', () => {
    expect(keepSeed('/admin', '')).toBe('/admin');
    expect(keepSeed('/admin', '?q=seed')).toBe('/admin');
    expect(keepSeed('/?seed=1', '?seed=42')).toBe('/?seed=1');
    expect(keepSeed('https://example.com/', '?seed=42')).toBe('https://example.com/');
    expect(keepSeed('//example.com/', '?seed=42')).toBe('//example.com/');
  });

  it('carries the scale the same way, with or without a seed', () => {
    expect(keepSeed('/admin/orders', '?seed=42&scale=100')).toBe('/admin/orders?seed=42&scale=100');
    expect(keepSeed('/restaurant/restaurant-3', '?scale=10')).toBe('/restaurant/restaurant-3?scale=10');
    expect(keepSeed('/?scale=1', '?seed=7&scale=10')).toBe('/?scale=1&seed=7');
    expect(keepSeed('/?seed=1&scale=1', '?seed=7&scale=10')).toBe('/?seed=1&scale=1');
    expect(keepSeed('https://example.com/', '?scale=10')).toBe('https://example.com/');
  });
});
