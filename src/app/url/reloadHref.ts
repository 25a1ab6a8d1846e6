import { withParam, withSeed } from '../../domain/seed';

/**
 * A URL that reloads the page with the seed in use in it, so a reload shows the same data set even when
 * the page was opened without `?seed=` (a random one); a scale other than 1 is kept the same way.
 */
export function reloadHref(
  location: { pathname: string; search: string; hash: string },
  seed: string | undefined,
  scale?: string,
) {
  const value = Number(seed);
  let search = location.search;
  if (seed !== undefined && seed !== '' && Number.isInteger(value)) search = withSeed(search, value);
  const times = Number(scale);
  if (scale && Number.isInteger(times) && times > 1) search = withParam(search, 'scale', String(times));
  return `${location.pathname}${search}${location.hash}`;
}
