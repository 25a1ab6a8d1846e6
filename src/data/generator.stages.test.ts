import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOW } from './constants';
import { createSeedData, createSeedStages, MAX_SCALE } from './generator';

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * What the one-shot generator made at these seeds and scales before it was split into stages (recorded
 * from the generator of commit eb8bcb5): staging must change nothing, at any scale.
 */
const PINNED: Record<number, Record<number, string>> = {
  42: {
    1: '4a6da8886255447afdd8c0e9c1296ab2e0df5b4ef82cb2c69be24ebbfb34e70c',
    10: '2903f25ae6ad8574bc5d7a488376b17cf112f135d7f1c32672b6f173b0a26d58',
    100: '15dee35b5bee8054dfa0542995ce3d9381448de77da2d00b1264a98923001594',
  },
  7: {
    1: 'ca2acdd50585f4f35b675b460632da39e4b1c001e1703d8ab3a2e483dd626eac',
    10: '2cdbecb8308be872dfed8eb13d5eca21ded302382e59dab636f216d5083a1ebe',
    100: '396b6d1952ad6c05118c02d4726a593c62b21ed49c9a21e4a60cb58d5a3e424e',
  },
};
const CASES = [42, 7].flatMap((seed) => [1, 10, 100].map((scale) => [seed, scale] as const));

describe('createSeedStages', () => {
  // Two 100× data sets serialised and hashed take seconds on a loaded 2-core machine.
  it.each(CASES)(
    'seed %i at scale %i: stage 2 ends with the very data set of the one-shot generator',
    (seed, scale) => {
      const stages = createSeedStages({ seed, now: DEFAULT_NOW, scale });
      expect(sha256(stages.finish())).toBe(PINNED[seed]![scale]);
      expect(sha256(createSeedData({ seed, now: DEFAULT_NOW, scale }))).toBe(PINNED[seed]![scale]);
    },
    30_000,
  );

  it('stage 1 holds every restaurant of the whole data set, and no menus, users or orders', () => {
    const stages = createSeedStages({ seed: 42, now: DEFAULT_NOW, scale: 10 });
    const { storefront } = stages;
    expect(storefront.menuItems).toEqual([]);
    expect(storefront.users).toEqual([]);
    expect(storefront.orders).toEqual([]);
    const whole = stages.finish();
    expect(whole.restaurants).toBe(storefront.restaurants);
    expect(whole.restaurants).toEqual(createSeedData({ seed: 42, now: DEFAULT_NOW, scale: 10 }).restaurants);
    expect(whole.menuItems).toHaveLength(1920);
    expect(whole.users).toHaveLength(500);
    expect(whole.orders).toHaveLength(2000);
  });

  it('makes stage 2 once: finish() again returns the same data set', () => {
    const stages = createSeedStages({ seed: 7, now: DEFAULT_NOW });
    expect(stages.finish()).toBe(stages.finish());
  });

  it.each([0, MAX_SCALE + 1, 1.5])('rejects scale %s at once, as createSeedData does', (scale) => {
    expect(() => createSeedStages({ seed: 1, now: DEFAULT_NOW, scale })).toThrow(RangeError);
  });
});
