import { describe, expect, it } from 'vitest';
import { MAX_URL_SEED, readSeedParam } from '../domain/seed';
import { randomSeed } from './seed';

describe('randomSeed', () => {
  it('returns integers in 0..2^31-1', () => {
    for (let i = 0; i < 1000; i++) {
      const seed = randomSeed();
      expect(Number.isInteger(seed)).toBe(true);
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed).toBeLessThanOrEqual(MAX_URL_SEED);
      // Any seed it draws is one the URL accepts, so a reload with it in the URL shows the same data.
      expect(readSeedParam(`?seed=${seed}`)).toEqual({ kind: 'valid', seed });
    }
  });
});
