/**
 * The random draws the generator makes, as cheap functions over faker's Mersenne Twister. Each one
 * takes exactly the numbers from the stream that the `SimpleFaker` call it names takes, and maps them
 * the same way, so a seed gives the very same data as with those calls (draws.test.ts compares them
 * over many draws), without their option objects, checks and bound wrappers in the hot loops of a
 * 100× data set. Importing the randomizer alone also keeps the rest of faker out of the bundle.
 */
import { generateMersenne53Randomizer } from '@faker-js/faker';

export interface Draws {
  /** `f.number.int({ min, max })` for integers `min ≤ max` (no draw when they are equal). */
  int(min: number, max: number): number;
  /** `f.number.float({ min, max, fractionDigits: 1 })` for integers `min ≤ max`. */
  tenths(min: number, max: number): number;
  /** `f.datatype.boolean({ probability })`. */
  chance(probability: number): boolean;
  /** `f.helpers.arrayElement(list)` of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** `f.helpers.shuffle(list)`: a shuffled copy. */
  shuffle<T>(list: readonly T[]): T[];
  /** `f.helpers.arrayElements(list, count)` for a drawn `count` (`f.number.int({ min, max })` first). */
  sample<T>(list: readonly T[], min: number, max: number): T[];
  /** `f.string.hexadecimal({ length, casing: 'lower', prefix: '' })`. */
  hex(length: number): string;
}

/** faker's hexadecimal alphabet: both cases, so a lowercased draw picks 'a'–'f' twice as often as a digit. */
const HEX_DIGITS = '0123456789abcdefABCDEF'.toLowerCase();

/** The draws of `new SimpleFaker({ seed })`, or of one seeded with an array (`f.seed([seed, block])`). */
export function createDraws(seed: number | number[]): Draws {
  const randomizer = generateMersenne53Randomizer();
  randomizer.seed(seed);
  const next = () => randomizer.next();
  const int = (min: number, max: number) => (min === max ? min : Math.floor(next() * (max - min + 1) + min));
  const shuffleInPlace = <T>(list: T[]) => {
    for (let i = list.length - 1; i > 0; --i) {
      const j = Math.floor(next() * (i + 1));
      const value = list[i] as T;
      list[i] = list[j] as T;
      list[j] = value;
    }
    return list;
  };
  return {
    int,
    tenths: (min, max) => int(min * 10, max * 10) / 10,
    chance: (probability) => (probability <= 0 ? false : probability >= 1 || next() < probability),
    pick: (list) => list[list.length > 1 ? Math.floor(next() * list.length) : 0] as (typeof list)[number],
    shuffle: (list) => shuffleInPlace([...list]),
    sample(list, min, max) {
      if (list.length === 0) return [];
      const count = int(min, max);
      if (count >= list.length) return shuffleInPlace([...list]);
      if (count <= 0) return [];
      const copy = [...list];
      const from = list.length - count;
      for (let i = list.length - 1; i >= from; --i) {
        const j = i === 0 ? 0 : Math.floor(next() * (i + 1));
        const value = copy[j] as (typeof list)[number];
        copy[j] = copy[i] as (typeof list)[number];
        copy[i] = value;
      }
      return copy.slice(from);
    },
    hex(length) {
      let text = '';
      for (let i = 0; i < length; i++) text += HEX_DIGITS[Math.floor(next() * HEX_DIGITS.length)];
      return text;
    },
  };
}
