import { describe, expect, it } from 'vitest';
import {
  invalidScaleWarning,
  invalidSeedWarning,
  MAX_URL_SEED,
  readScaleParam,
  readSeedParam,
  scaleOf,
  withParam,
  withSeed,
} from './seed';

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

describe('readScaleParam', () => {
  it.each([
    ['?scale=1', 1],
    ['?scale=10', 10],
    ['?seed=7&scale=100', 100],
    ['?scale=%2010%20', 10],
    ['?scale=007', 7],
  ])('%s is the valid scale %i', (search, scale) => {
    expect(readScaleParam(search)).toEqual({ kind: 'valid', scale });
    expect(scaleOf(readScaleParam(search))).toBe(scale);
  });

  it.each(['0', '101', '-1', 'abc', '1.5', '1e2', '0x10', '', '1000'])('?scale=%s is invalid, so scale 1', (raw) => {
    const param = readScaleParam(`?scale=${encodeURIComponent(raw)}`);
    expect(param).toEqual({ kind: 'invalid', raw });
    expect(scaleOf(param)).toBe(1);
  });

  it('no scale parameter is scale 1', () => {
    expect(readScaleParam('?seed=42')).toEqual({ kind: 'none' });
    expect(scaleOf(readScaleParam(''))).toBe(1);
  });
});

describe('withParam', () => {
  it('replaces a parameter in place and keeps the others', () => {
    expect(withParam('?q=a&scale=abc&seed=7', 'scale', '1')).toBe('?q=a&scale=1&seed=7');
    expect(withParam('?seed=7', 'scale', '10')).toBe('?seed=7&scale=10');
  });
});

describe('invalidScaleWarning', () => {
  it('names the bad value and the scale in use', () => {
    expect(invalidScaleWarning('0', 1)).toBe(
      'Ignored invalid ?scale="0" (expected an integer from 1 to 100); using scale 1, now in the URL.',
    );
  });
});
