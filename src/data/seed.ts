/**
 * The app's seed when the URL names none: a random one per page load. Reading `?seed=N` is the domain's
 * (`readSeedParam` in src/domain/seed.ts), with the range it accepts.
 */
import { MAX_URL_SEED } from '../domain/seed';

/** A fresh random seed in 0..2^31−1, the range `?seed=` accepts (not for tests: use a fixed seed there). */
export function randomSeed(): number {
  return Math.floor(Math.random() * (MAX_URL_SEED + 1));
}
