/** The URL parameters that say which data set a page shows: the seed, and how large it is. */
const DATA_PARAMS = ['seed', 'scale'] as const;

/**
 * Carries `?seed=N` and `?scale=N` of the current URL over to an in-app href, so that once a data set is
 * reproduced by its seed (at its scale), navigating and then reloading keeps the same data. Hrefs that are
 * not app paths are returned unchanged, and an href that sets its own seed or scale keeps its own.
 */
export function keepSeed(href: string, currentSearch: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const current = new URLSearchParams(currentSearch);
  const carried = DATA_PARAMS.filter((name) => current.get(name));
  if (carried.length === 0) return href;
  const url = new URL(href, 'http://app.invalid');
  const added = carried.filter((name) => !url.searchParams.has(name));
  if (added.length === 0) return href;
  for (const name of added) url.searchParams.set(name, current.get(name) ?? '');
  return `${url.pathname}${url.search}${url.hash}`;
}
