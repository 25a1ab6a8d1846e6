/**
 * The app under a sub-path: GitHub Pages serves it at `/fooddash/app/`. Vite's `base`, set by one build setting
 * (APP_BASE, vite.config.ts), is read back as `import.meta.env.BASE_URL`: `/`, or `/fooddash/app/`. The router takes
 * it as its basename as it is (src/app/main.tsx): with the last slash, home is `/fooddash/app/`, the folder's own
 * URL on a static host, not `/fooddash/app`, which the host would redirect.
 */

/** An app path as a URL under the base (`/admin` → `/fooddash/app/admin`); other hrefs come back unchanged. */
export function withBase(href: string, baseUrl: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  return `${baseUrl.replace(/\/+$/, '')}${href}`;
}
