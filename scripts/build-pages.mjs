#!/usr/bin/env node
/**
 * The GitHub Pages site (docs/hosting.md), written to pages-site/ (never committed):
 *
 *   pages-site/            the static Storybook (storybook-static/, copied): the site's root, /fooddash/
 *   pages-site/app/        the app, built for /fooddash/app/ (APP_BASE, read by vite.config.ts: Vite's `base`, and
 *                          through import.meta.env.BASE_URL the router's basename), prerendered (scripts/prerender.mjs)
 *   pages-site/404.html    the app's page once more: Pages serves it, with status 404, for any path it has no file
 *                          for, so a deep link (/fooddash/app/restaurant/restaurant-3?seed=7) starts the app and its
 *                          router shows the route. Asset URLs are absolute under the base: it works at any depth.
 *                          A path of the site outside app/ (/fooddash/admin) is sent to the same path under app/.
 *
 *   npm run build:pages                             the site at /fooddash/
 *   PAGES_BASE_PATH=/my-fork npm run build:pages    another site path ('' for a custom domain: the site at /)
 *   npm run build:pages -- --force                  build Storybook and the app again, even if up to date
 *
 * Builds are reused: storybook-static/ is copied as it is when it is newer than every file it is built from (`npm
 * test` and CI build it just before this), otherwise Storybook is built straight into pages-site/; the app is built
 * again only when its last build for this base (node_modules/.cache/pages-app/) is older than its sources.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cspProblems, CSP_META, withScriptHashes } from './csp.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SITE_DIR = path.join(ROOT, 'pages-site');
const STORYBOOK_DIR = path.join(ROOT, 'storybook-static');
const APP_CACHE = path.join(ROOT, 'node_modules/.cache/pages-app');
const APP_STAMP = path.join(ROOT, 'node_modules/.cache/pages-app.json');

/** The site's path on its host: GitHub Pages serves a project site at /<repository>/ (README's links). */
export const DEFAULT_SITE_PATH = '/fooddash';

/**
 * What each build is made from (paths from the repository root; a folder counts with everything in it but
 * reference images and tests). A file newer than the build means the build is out of date.
 */
const STORYBOOK_SOURCES = [
  'src',
  'stories',
  '.storybook',
  'public',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/csp.mjs',
];
const APP_SOURCES = [
  'src',
  'public',
  'index.html',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/csp.mjs',
  'scripts/prerender.mjs',
];

/** `/fooddash` → { site: '/fooddash/', app: '/fooddash/app/' }; '' → { site: '/', app: '/app/' }. */
export function pagesPaths(sitePath = DEFAULT_SITE_PATH) {
  const trimmed = sitePath.replace(/\/+$/, '');
  if (trimmed !== '' && !/^(\/[\w.~-]+)+$/.test(trimmed)) {
    throw new Error(`PAGES_BASE_PATH must be '' or an absolute path such as /fooddash, not "${sitePath}"`);
  }
  return { site: `${trimmed}/`, app: `${trimmed}/app/` };
}

/** The newest modification time (ms) among the files of `sources`; 0 when none exists. */
function newestSource(sources) {
  let newest = 0;
  const visit = (file) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(file)) {
        if (entry === '__screenshots__' || entry === 'node_modules' || /\.test\.tsx?$/.test(entry)) continue;
        visit(path.join(file, entry));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const source of sources) visit(path.join(ROOT, source));
  return newest;
}

/** The time the build in `dir` finished writing `files` (the oldest of them), or 0 when one is missing. */
function builtAt(dir, files) {
  const times = files.map((file) => statSync(path.join(dir, file), { throwIfNoEntry: false })?.mtimeMs ?? 0);
  return Math.min(...times);
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

/**
 * The static Storybook in pages-site/: storybook-static/ copied when it is newer than every Storybook source,
 * otherwise a build of its own straight into pages-site/ (storybook-static/ is left alone: a Storybook check
 * may be reading it). Says which.
 */
function storybookInto(siteDir, force) {
  const started = performance.now();
  const built = builtAt(STORYBOOK_DIR, ['index.html', 'iframe.html', 'index.json']);
  if (!force && built > newestSource(STORYBOOK_SOURCES)) {
    cpSync(STORYBOOK_DIR, siteDir, { recursive: true });
    return 'storybook-static/ reused (newer than its sources)';
  }
  // APP_BASE is the app's setting, not Storybook's (its build sets base './' over it anyway).
  const { APP_BASE: _appBase, ...env } = process.env;
  const result = spawnSync(bin('storybook'), ['build', '-o', siteDir, '--quiet'], { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`storybook build failed (exit ${result.status ?? result.signal})`);
  return `Storybook built (${seconds(started)}; storybook-static/ was older than its sources)`;
}

/** The app built for `appBase` in node_modules/.cache/pages-app/, unless the last build there is still good. */
function ensureApp(appBase, force) {
  const started = performance.now();
  let stamp = null;
  try {
    stamp = JSON.parse(readFileSync(APP_STAMP, 'utf8'));
  } catch {
    // no build yet
  }
  const fresh =
    !force &&
    stamp?.base === appBase &&
    existsSync(path.join(APP_CACHE, 'index.html')) &&
    stamp.startedAt > newestSource(APP_SOURCES);
  if (fresh) return `app for ${appBase} reused (built ${new Date(stamp.startedAt).toISOString()})`;
  // The start time, not the end: a source saved during the build makes the next run build again.
  const startedAt = Date.now();
  rmSync(APP_STAMP, { force: true });
  const env = { APP_BASE: appBase };
  run(bin('vite'), ['build', '--outDir', APP_CACHE, '--emptyOutDir', '--logLevel', 'warn'], env);
  run(process.execPath, [path.join(ROOT, 'scripts/prerender.mjs'), '--out', APP_CACHE], env);
  mkdirSync(path.dirname(APP_STAMP), { recursive: true });
  writeFileSync(APP_STAMP, JSON.stringify({ base: appBase, startedAt }));
  return `app built for ${appBase} (${seconds(started)})`;
}

/**
 * The app's page as 404.html: the same page, plus (first thing after the policy) a script that sends a path of the
 * site outside the app to the same path under it, and the app's folder named without its slash to the folder (the
 * router's basename ends in a slash). Its sha256 joins script-src; the page is checked like index.html.
 */
export function notFoundPage(appIndexHtml, { site, app }) {
  const outside =
    `<script>var s='${site}',b='${app}',p=location.pathname;` +
    `if(p.indexOf(b)!==0&&p.indexOf(s)===0)location.replace((p+'/'===b?b:b+p.slice(s.length))+location.search+location.hash)</script>`;
  const meta = CSP_META.exec(appIndexHtml);
  if (!meta) throw new Error('the app page has no Content-Security-Policy meta');
  const at = meta.index + meta[0].length;
  const page = withScriptHashes(`${appIndexHtml.slice(0, at)}\n    ${outside}${appIndexHtml.slice(at)}`);
  const problems = cspProblems(page);
  if (problems.length > 0) throw new Error(`Content-Security-Policy of 404.html:\n- ${problems.join('\n- ')}`);
  return page;
}

export function buildPages({ sitePath = DEFAULT_SITE_PATH, force = false } = {}) {
  const started = performance.now();
  const paths = pagesPaths(sitePath);
  const app = ensureApp(paths.app, force);
  rmSync(SITE_DIR, { recursive: true, force: true });
  const storybook = storybookInto(SITE_DIR, force);
  const appDir = path.join(SITE_DIR, 'app');
  if (existsSync(appDir)) throw new Error('storybook-static/ has an app/ folder: the app would overwrite it');
  // Vite's manifest (.vite/) is for the bench, not for visitors.
  cpSync(APP_CACHE, appDir, { recursive: true, filter: (from) => path.basename(from) !== '.vite' });
  writeFileSync(
    path.join(SITE_DIR, '404.html'),
    notFoundPage(readFileSync(path.join(appDir, 'index.html'), 'utf8'), paths),
  );
  console.log(
    `build:pages: ${storybook}; ${app}; 404.html → pages-site/ (Storybook at ${paths.site}, app at ${paths.app}) in ${seconds(started)}`,
  );
  return paths;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildPages({ sitePath: process.env.PAGES_BASE_PATH ?? DEFAULT_SITE_PATH, force: process.argv.includes('--force') });
  } catch (error) {
    console.error(`build:pages: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
