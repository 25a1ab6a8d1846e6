import { describe, expect, it } from 'vitest';
import { MAX_SEED, randomSeed, seedFromUrl } from './seed';

describe('seedFromUrl', () => {
  it.each([
    ['?seed=42', 42],
    ['seed=0', 0],
    ['?x=1&seed=7', 7],
    ['?seed=2147483647', 2147483647],
    ['?seed=007', 7],
  ])('reads %s', (search, seed) => {
    expect(seedFromUrl(search)).toBe(seed);
  });

  it.each([
    '',
    '?',
    '?seed=',
    '?seed=abc',
    '?seed=-1',
    '?seed=1.5',
    '?seed=1e3',
    '?seed=2147483648',
    '?seed=99999999999',
    '?seed=0x10',
    '?other=1',
  ])('rejects %j', (search) => {
    expect(seedFromUrl(search)).toBeNull();
  });
});

describe('randomSeed', () => {
  it('returns integers in 0..2^31-1', () => {
    for (let i = 0; i < 1000; i++) {
      const seed = randomSeed();
      expect(Number.isInteger(seed)).toBe(true);
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed).toBeLessThanOrEqual(MAX_SEED);
    }
  });
});
