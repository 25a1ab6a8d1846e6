import { DEFAULT_SEED } from '../../src/data';
import { seedData } from '../../.storybook/preview';
import { reseedArgs } from '../../.storybook/reseed';

/**
 * The args a story is drawn with under the toolbar's data seed. The `withSeed` decorator
 * (.storybook/preview.tsx) re-seeds the args it renders, but a play function's context keeps the
 * args as written (seed 42): a play reads names and numbers from here, so it checks what is on
 * screen under any seed. Spies (`fn()`) are kept as they are.
 */
export function seededArgs<T>(args: T, globals: Record<string, unknown>): T {
  const seed = Number(globals.seed ?? DEFAULT_SEED);
  if (!Number.isInteger(seed) || seed === DEFAULT_SEED) return args;
  return reseedArgs(args, seedData(DEFAULT_SEED), seedData(seed));
}
