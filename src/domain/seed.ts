/**
 * The `?seed=N` and `?scale=N` rules: which values reproduce a data set (and how large), and how a bad one
 * is put right in the URL.
 */

/** The largest seed accepted (2^31 − 1). */
export const MAX_URL_SEED = 2 ** 31 - 1;

/** What `?seed=` holds: nothing, a usable seed, or a value that reproduces nothing (kept verbatim). */
export type SeedParam = { kind: 'none' } | { kind: 'valid'; seed: number } | { kind: 'invalid'; raw: string };

/**
 * Reads `?seed=` of a location search string: a plain decimal integer in 0..2^31−1 (surrounding spaces
 * ignored) is `valid`; anything else that is present (`-1`, `abc`, `1.5`, `99999999999`, an empty value)
 * is `invalid`; no `seed` parameter at all is `none`.
 */
export function readSeedParam(search: string): SeedParam {
  const raw = new URLSearchParams(search).get('seed');
  if (raw === null) return { kind: 'none' };
  const trimmed = raw.trim();
  if (/^\d{1,10}$/.test(trimmed) && Number(trimmed) <= MAX_URL_SEED) return { kind: 'valid', seed: Number(trimmed) };
  return { kind: 'invalid', raw };
}

/**
 * The search string with `seed` set to `seed` (replacing every `seed` parameter) and every other
 * parameter kept in place and order: `'?q=pizza&seed=abc&cuisine=Thai'` → `'?q=pizza&seed=7&cuisine=Thai'`.
 */
export function withSeed(search: string, seed: number): string {
  return withParam(search, 'seed', String(seed));
}

/** The console warning for a bad `?seed=` value, naming it and the seed used instead. */
export function invalidSeedWarning(raw: string, seed: number): string {
  return `Ignored invalid ?seed=${JSON.stringify(raw)} (expected an integer from 0 to ${MAX_URL_SEED}); using seed ${seed}, now in the URL.`;
}

/** The largest `?scale=` (100 × the spec's sizes). */
export const MAX_URL_SCALE = 100;

/** What `?scale=` holds: nothing (scale 1), a usable scale, or a value that is none (kept verbatim). */
export type ScaleParam = { kind: 'none' } | { kind: 'valid'; scale: number } | { kind: 'invalid'; raw: string };

/**
 * Reads `?scale=` of a location search string: a plain decimal integer in 1..100 (surrounding spaces
 * ignored) is `valid`; anything else that is present (`0`, `101`, `abc`, `1.5`, an empty value) is
 * `invalid`; no `scale` parameter is `none`.
 */
export function readScaleParam(search: string): ScaleParam {
  const raw = new URLSearchParams(search).get('scale');
  if (raw === null) return { kind: 'none' };
  const trimmed = raw.trim();
  const scale = Number(trimmed);
  if (/^\d{1,3}$/.test(trimmed) && scale >= 1 && scale <= MAX_URL_SCALE) return { kind: 'valid', scale };
  return { kind: 'invalid', raw };
}

/** The scale a `?scale=` reading stands for: its value, else 1 (the spec's sizes). */
export function scaleOf(param: ScaleParam): number {
  return param.kind === 'valid' ? param.scale : 1;
}

/** The search string with `name` set to `value` (replacing every `name`), every other parameter kept in place. */
export function withParam(search: string, name: string, value: string): string {
  const entries = [...new URLSearchParams(search).entries()];
  const at = entries.findIndex(([key]) => key === name);
  const kept = entries.filter(([key]) => key !== name);
  kept.splice(at === -1 ? kept.length : at, 0, [name, value]);
  return `?${new URLSearchParams(kept).toString()}`;
}

/** The console warning for a bad `?scale=` value, naming it and the scale used instead. */
export function invalidScaleWarning(raw: string, scale: number): string {
  return `Ignored invalid ?scale=${JSON.stringify(raw)} (expected an integer from 1 to ${MAX_URL_SCALE}); using scale ${scale}, now in the URL.`;
}
