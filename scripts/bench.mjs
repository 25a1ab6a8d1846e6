#!/usr/bin/env node
/**
 * npm run bench — figures to hold, each printed beside its budget:
 *   1. gzip size of the JS and CSS the storefront home route fetches before any
 *      interaction (lazy chunks loaded at start-up included), measured in Chromium
 *      against the production build; the same for /admin;
 *   2. that no admin module is in what home fetches;
 *   3. median time to generate the default data set in Node;
 *   4. a Lighthouse audit of home (mobile preset, median of 3 runs).
 * Not a timed test: it reports, and exits 1 only if a budget is broken.
 *   --no-lighthouse   skip step 4 (quicker)
 */
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';
import { startStandInImageServer, lighthouseMedian } from './lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const BUDGET_HOME_JS_KB = 160;
const LIGHTHOUSE_BUDGET = { performance: 0.95, accessibility: 1, 'best-practices': 0.95 };
const withLighthouse = !process.argv.includes('--no-lighthouse');

const kb = (bytes) => (bytes / 1024).toFixed(1);
const line = (label, value, budget = '') => console.log(`${label.padEnd(44)} ${String(value).padStart(10)}  ${budget}`);
let failed = false;

function build() {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
}

async function startPreview() {
  const server = spawn(
    path.join(root, 'node_modules/.bin/vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const url = `http://127.0.0.1:${PORT}`;
  for (let i = 0; i < 100; i += 1) {
    if (server.exitCode !== null) throw new Error(`vite preview exited (${server.exitCode}); is port ${PORT} taken?`);
    try {
      if ((await fetch(url)).ok) return { url, stop: () => process.kill(-server.pid, 'SIGTERM') };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(-server.pid, 'SIGTERM');
  throw new Error('vite preview did not start');
}

/** Admin modules, from the build's module graph: chunks whose sources live in admin folders. */
function adminChunks() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  return new Set(
    Object.entries(manifest)
      .filter(([src]) => /src\/(app|components)\/admin\//.test(src))
      .map(([, chunk]) => chunk.file),
  );
}

/** Loads a route in Chromium and returns the same-origin JS/CSS files it fetched, settled. */
async function assetsFetchedBy(browser, url) {
  const page = await browser.newPage();
  await page.route(
    (u) => u.hostname !== '127.0.0.1',
    (r) => r.fulfill({ status: 204 }),
  );
  const files = new Set();
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.hostname === '127.0.0.1' && /\.(js|css)$/.test(u.pathname)) files.add(u.pathname.replace(/^\//, ''));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  return [...files];
}

function gzipTotal(files, ext) {
  return files
    .filter((f) => f.endsWith(ext))
    .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
}

async function generationMedian() {
  const { createServer } = await import('vite');
  const server = await createServer({
    root,
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
  });
  try {
    const { createSeedData } = await server.ssrLoadModule('/src/data/index.ts');
    const now = new Date('2026-11-21T14:00:00Z');
    for (let i = 0; i < 5; i += 1) createSeedData({ seed: i, now }); // warm up
    const times = [];
    for (let i = 0; i < 31; i += 1) {
      const t0 = performance.now();
      createSeedData({ seed: 1000 + i, now });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)];
  } finally {
    await server.close();
  }
}

async function main() {
  console.log('Building the production bundle…');
  build();
  const totalJs = readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .reduce((s, f) => s + statSync(path.join(dist, 'assets', f)).size, 0);

  const preview = await startPreview();
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  try {
    const admin = adminChunks();
    const home = await assetsFetchedBy(browser, `${preview.url}/?seed=42`);
    const adminRoute = await assetsFetchedBy(browser, `${preview.url}/admin?seed=42`);
    const homeJs = gzipTotal(home, '.js');
    const adminLeak = home.filter((f) => admin.has(f));

    console.log('\nfigure                                            value  budget');
    line(
      'home: JS fetched at start-up (gzip, kB)',
      kb(homeJs),
      `≤ ${BUDGET_HOME_JS_KB} kB ${homeJs / 1024 <= BUDGET_HOME_JS_KB ? 'OK' : 'OVER'}`,
    );
    line('home: CSS fetched at start-up (gzip, kB)', kb(gzipTotal(home, '.css')));
    line('home: files fetched (JS + CSS)', home.length);
    line(
      'home: admin modules fetched',
      adminLeak.length,
      `= 0 ${adminLeak.length === 0 ? 'OK' : `LEAK: ${adminLeak.join(', ')}`}`,
    );
    line('/admin: JS fetched at start-up (gzip, kB)', kb(gzipTotal(adminRoute, '.js')));
    line('/admin: CSS fetched at start-up (gzip, kB)', kb(gzipTotal(adminRoute, '.css')));
    line('all JS in dist (raw, kB)', kb(totalJs));
    if (homeJs / 1024 > BUDGET_HOME_JS_KB || adminLeak.length > 0) failed = true;

    const median = await generationMedian();
    line('generate default data set, Node (median ms)', median.toFixed(2));

    if (withLighthouse) {
      const images = await startStandInImageServer();
      try {
        const scores = await lighthouseMedian(`${preview.url}/?seed=42`, 3, images);
        for (const [key, budget] of Object.entries(LIGHTHOUSE_BUDGET)) {
          const value = scores[key];
          const ok = key === 'accessibility' ? value >= budget : value >= budget;
          if (!ok) failed = true;
          line(
            `lighthouse mobile home: ${key} (median of 3)`,
            value.toFixed(2),
            `${key === 'accessibility' ? '=' : '≥'} ${budget.toFixed(2)} ${ok ? 'OK' : 'UNDER'}`,
          );
        }
      } finally {
        images.stop();
      }
    }
  } finally {
    await browser.close();
    preview.stop();
  }
  if (failed) {
    console.error('\nA budget is broken.');
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
