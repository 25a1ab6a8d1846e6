/** The `?seed=N` rule: which values reproduce a data set, and how a bad one is put right in the URL. */

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
  const params = new URLSearchParams(search);
  const entries = [...params.entries()];
  const at = entries.findIndex(([key]) => key === 'seed');
  const kept = entries.filter(([key]) => key !== 'seed');
  kept.splice(at === -1 ? kept.length : at, 0, ['seed', String(seed)]);
  return `?${new URLSearchParams(kept).toString()}`;
}

/** The console warning for a bad `?seed=` value, naming it and the seed used instead. */
export function invalidSeedWarning(raw: string, seed: number): string {
  return `Ignored invalid ?seed=${JSON.stringify(raw)} (expected an integer from 0 to ${MAX_URL_SEED}); using seed ${seed}, now in the URL.`;
}
