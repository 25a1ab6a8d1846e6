import { SimpleFaker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { createDraws } from './draws';

const LIST = Array.from({ length: 16 }, (_, i) => `item-${i}`);

/** The same mixed sequence of draws from faker and from `createDraws`, for one seed. */
function sequences(seed: number | number[]) {
  const f = new SimpleFaker();
  f.seed(seed);
  const d = createDraws(seed);
  const fromFaker: unknown[] = [];
  const fromDraws: unknown[] = [];
  for (let i = 0; i < 200; i++) {
    const max = 1 + (i % 37);
    fromFaker.push(f.number.int({ min: i % 5, max: (i % 5) + max }), f.number.int({ min: 3, max: 3 }));
    fromDraws.push(d.int(i % 5, (i % 5) + max), d.int(3, 3));
    fromFaker.push(f.number.float({ min: 3, max: 5, fractionDigits: 1 }), f.datatype.boolean({ probability: 0.35 }));
    fromDraws.push(d.tenths(3, 5), d.chance(0.35));
    fromFaker.push(f.helpers.arrayElement(LIST), f.helpers.arrayElement(['only']), f.helpers.shuffle(LIST));
    fromDraws.push(d.pick(LIST), d.pick(['only']), d.shuffle(LIST));
    fromFaker.push(f.helpers.arrayElements(LIST, f.number.int({ min: 1, max: 4 })), f.helpers.arrayElements(LIST, 4));
    fromDraws.push(d.sample(LIST, 1, 4), d.sample(LIST, 4, 4));
    fromFaker.push(f.string.hexadecimal({ length: 10, casing: 'lower', prefix: '' }));
    fromDraws.push(d.hex(10));
  }
  return { fromFaker, fromDraws };
}

describe('createDraws', () => {
  it.each([0, 42, 2 ** 31 - 1, [42, 7]])('draws what SimpleFaker draws for seed %j', (seed) => {
    const { fromFaker, fromDraws } = sequences(seed);
    expect(fromDraws).toEqual(fromFaker);
  });
});
