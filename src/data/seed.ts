/** Where the app's seed comes from: `?seed=N` in the URL, else a random one per page load. */

/** The largest seed accepted (2^31 − 1). */
export const MAX_SEED = 2 ** 31 - 1;

/**
 * Reads `?seed=N` from a location search string (`'?seed=42&x=1'`). Returns
 * the integer when it is a plain decimal in 0..2^31−1, else null.
 */
export function seedFromUrl(search: string): number | null {
  const raw = new URLSearchParams(search).get('seed')?.trim();
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const seed = Number(raw);
  return seed <= MAX_SEED ? seed : null;
}

/** A fresh random seed in 0..2^31−1 (not for tests: use a fixed seed there). */
export function randomSeed(): number {
  return Math.floor(Math.random() * (MAX_SEED + 1));
}
