/**
 * Carries `?seed=N` of the current URL over to an in-app href, so that once a data set is
 * reproduced by its seed, navigating and then reloading keeps the same data. Hrefs that are not
 * app paths, or that set their own seed, are returned unchanged.
 */
export function keepSeed(href: string, currentSearch: string): string {
  const seed = new URLSearchParams(currentSearch).get('seed');
  if (!seed || !href.startsWith('/') || href.startsWith('//')) return href;
  const url = new URL(href, 'http://app.invalid');
  if (url.searchParams.has('seed')) return href;
  url.searchParams.set('seed', seed);
  return `${url.pathname}${url.search}${url.hash}`;
}
