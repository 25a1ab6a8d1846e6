/**
 * The data a story runs on under the toolbar's "Data seed" and "Data scale", for play functions to compute
 * what they expect (never seed-42 constants), so every story passes at every seed of the toolbar. The records
 * in a story's args need nothing of this: they are resolved against the same data set before the story renders
 * (.storybook/recordControls.ts), so a play reads them from its own `args`.
 */
import { DEFAULT_NOW, DEFAULT_SEED, getSeedData, MAX_SCALE } from '../../src/data';
import type { SeedData } from '../../src/domain';

/** Derives a story's special data set (a small slice, everything closed, no orders…) from the current seed's data. */
export type DataFromSeed = (data: SeedData) => SeedData;

interface DataContext {
  globals?: Record<string, unknown>;
  parameters?: { data?: SeedData; dataFromSeed?: DataFromSeed };
}

/** The toolbar's seed (the default one when unset or not an integer), as the decorators read it. */
export function toolbarSeed(globals: Record<string, unknown> = {}): number {
  const value = Number(globals.seed ?? DEFAULT_SEED);
  return Number.isInteger(value) ? value : DEFAULT_SEED;
}

/** The toolbar's "Data scale": 1, 10 or 100 (1 when unset or anything else). */
export function toolbarScale(globals: Record<string, unknown> = {}): number {
  const value = Number(globals.scale ?? 1);
  return Number.isInteger(value) && value >= 1 && value <= MAX_SCALE ? value : 1;
}

/** The toolbar seed's whole data set at the toolbar's scale (shared: treat it as read-only). */
export function seededData(context: DataContext): SeedData {
  return getSeedData(toolbarSeed(context.globals), DEFAULT_NOW, toolbarScale(context.globals));
}

/**
 * The data set the story's store started with, by the rule of the provider decorator
 * (.storybook/preview.tsx): `parameters.data`, else `parameters.dataFromSeed` applied to the toolbar
 * seed's data, else that data itself. Use it in a play: `const data = storyData(context)`.
 */
export function storyData(context: DataContext): SeedData {
  const { data, dataFromSeed } = context.parameters ?? {};
  const seeded = seededData(context);
  return data ?? (dataFromSeed ? dataFromSeed(seeded) : seeded);
}
