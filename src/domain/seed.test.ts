import { describe, expect, it } from 'vitest';
import { invalidSeedWarning, MAX_URL_SEED, readSeedParam, withSeed } from './seed';

describe('readSeedParam', () => {
  it.each([
    ['?seed=42', 42],
    ['?seed=0', 0],
    ['?q=x&seed=7', 7],
    ['?seed=007', 7],
    [`?seed=${MAX_URL_SEED}`, MAX_URL_SEED],
  ])('%s is the valid seed %i', (search, seed) => {
    expect(readSeedParam(search)).toEqual({ kind: 'valid', seed });
  });

  it.each(['-1', 'abc', '1.5', '99999999999', '2147483648', '1e3', '0x10', ''])('?seed=%s is invalid', (raw) => {
    expect(readSeedParam(`?seed=${encodeURIComponent(raw)}`)).toEqual({ kind: 'invalid', raw });
  });

  it.each(['', '?', '?q=pizza'])('%j has no seed', (search) => {
    expect(readSeedParam(search)).toEqual({ kind: 'none' });
  });
});

describe('withSeed', () => {
  it('replaces the seed in place and keeps every other parameter', () => {
    expect(withSeed('?q=pizza&seed=abc&cuisine=Thai', 7)).toBe('?q=pizza&seed=7&cuisine=Thai');
  });

  it('replaces repeated seeds by one', () => {
    expect(withSeed('?seed=-1&x=1&seed=2', 9)).toBe('?seed=9&x=1');
  });

  it('adds the seed when there is none', () => {
    expect(withSeed('', 3)).toBe('?seed=3');
    expect(withSeed('?q=a', 3)).toBe('?q=a&seed=3');
  });
});

describe('invalidSeedWarning', () => {
  it('names the bad value and the seed in use', () => {
    expect(invalidSeedWarning('abc', 12)).toBe(
      'Ignored invalid ?seed="abc" (expected an integer from 0 to 2147483647); using seed 12, now in the URL.',
    );
  });
});
