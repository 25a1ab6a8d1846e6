#!/usr/bin/env node
/**
 * After `vite build`: renders src/app/shell/StaticShell.tsx (header + hero) to HTML and puts it in
 * dist/index.html, so the home page paints before its JavaScript has loaded. A one-line inline
 * script empties it again on any other route. Fails if the shell uses a CSS class the built
 * stylesheet does not define (the shell and the bundle must agree). The inline script's sha256 joins the
 * page's Content-Security-Policy, and the finished page is checked against it (scripts/csp.mjs).
 * Under a base path (APP_BASE, vite.config.ts) the home route is the base (`/fooddash/app/`), and the shell's
 * links point under it.
 *
 *   node scripts/prerender.mjs [--out dist]     (the folder `vite build` wrote)
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { cspProblems, withScriptHashes } from './csp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outIndex = process.argv.indexOf('--out');
const dist = path.resolve(root, outIndex >= 0 ? (process.argv[outIndex + 1] ?? '') : 'dist');
const indexFile = path.join(dist, 'index.html');
const MARKER = '<div id="root"></div>';

// vite.config.ts picks the production class-name pattern from NODE_ENV, as in `vite build`.
process.env.NODE_ENV = 'production';
const server = await createServer({
  root,
  mode: 'production',
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false },
});
// Vite's base, from the same config as the build: the home route's path (`/`, or e.g. `/fooddash/app/`: only
// letters, digits, `.`, `~`, `-` and slashes, vite.config.ts checks).
const base = server.config.base;
let html;
try {
  // React comes from Node (Vite's SSR externalises node_modules, so the shell shares it).
  const [{ renderToStaticMarkup }, { createElement }, { StaticShell }] = await Promise.all([
    import('react-dom/server'),
    import('react'),
    server.ssrLoadModule('/src/app/shell/StaticShell.tsx'),
  ]);
  html = renderToStaticMarkup(createElement(StaticShell));
} finally {
  await server.close();
}

const css = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.css'))
  .map((f) => readFileSync(path.join(dist, 'assets', f), 'utf8'))
  .join('\n');
const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1].split(/\s+/)));
const missing = [...classes].filter((c) => c !== 'visually-hidden' && !css.includes(`.${c}`));
if (missing.length > 0) {
  console.error(`prerender: classes not in the built CSS: ${missing.join(', ')}`);
  process.exit(1);
}

const page = readFileSync(indexFile, 'utf8');
if (!page.includes(MARKER)) {
  console.error(`prerender: ${path.relative(root, indexFile)} has no empty #root (already prerendered?)`);
  process.exit(1);
}
const dropElsewhere = `<script>if(location.pathname!=='${base}')document.getElementById('root').textContent=''</script>`;
const prerendered = withScriptHashes(page.replace(MARKER, `<div id="root">${html}</div>${dropElsewhere}`));
const problems = cspProblems(prerendered);
if (problems.length > 0) {
  console.error(
    `prerender: the Content-Security-Policy of ${path.relative(root, indexFile)}:\n- ${problems.join('\n- ')}`,
  );
  process.exit(1);
}
writeFileSync(indexFile, prerendered);
console.log(
  `prerender: home shell (${(html.length / 1024).toFixed(1)} kB of HTML, ${classes.size} classes) → ${path.relative(root, indexFile)}`,
);
