/**
 * Deterministic, offline stand-ins for the placeholder-service images: an SVG
 * "photo" (two-tone gradient with a plate motif) whose colours come from a hash of
 * the original URL. Same URL → same picture, so screenshots are stable, and nothing
 * leaves the machine. URLs that are not http(s) (data:, relative) pass through, so
 * stories can still show a failing image.
 */
const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#f6c89f', '#e2725b'],
  ['#c8e6a0', '#5a9e4b'],
  ['#ffe08a', '#d99a1e'],
  ['#f4b6c2', '#c2566f'],
  ['#b9d7f0', '#4f7fb8'],
  ['#d9c2f0', '#7d58b3'],
  ['#f9d1a8', '#b8652c'],
  ['#bfe3dc', '#3f8f80'],
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function localStandIn(src: string): string {
  if (!/^https?:\/\//i.test(src)) return src;
  const h = hash(src);
  const [light, dark] = PALETTES[h % PALETTES.length]!;
  const cx = 120 + (h % 160);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><circle cx="${cx}" cy="160" r="78" fill="#fff" fill-opacity=".85"/><circle cx="${cx}" cy="160" r="52" fill="${dark}" fill-opacity=".35"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
