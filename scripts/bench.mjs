#!/usr/bin/env node
/**
 * npm run bench — figures to hold, each printed beside its budget:
 *   1. gzip size of the JS and CSS the storefront home route fetches before any
 *      interaction (lazy chunks loaded at start-up included), measured in Chromium
 *      against the production build; the same for /admin;
 *   2. that no admin module is in what home fetches;
 *   3. median time to generate the default data set in Node; and the cumulative layout shift of a cold load of
 *      home and the admin pages at desktop and phone sizes (scripts/bench-cls.mjs, ≤ 0.02);
 *   4. a Lighthouse audit of home (mobile preset, median of 3 runs), in the light and in the dark OS
 *      colour scheme (the app follows it);
 *   5. the scaling table (scripts/bench-scaling.mjs): generation time, first card, JS heap and
 *      input-to-next-paint of the issue-16 interactions at 1×, 10× and 100× the data (`?scale=`) and at
 *      1× in the dark scheme, CPU slowed 4×.
 * Not a timed test: it reports, and exits 1 if any budget is broken (the scaling table's too, now that
 * the admin lists are paged).
 *   --no-lighthouse   skip step 4 (quicker)
 *   --no-scaling      skip step 5
 *   --scales=1,10     only these scales in step 5
 */
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { launchOptions } from './chromium.mjs';
import { startStandInImageServer, lighthouseMedian, COLOR_SCHEMES } from './lighthouse.mjs';
import { generationMedianAt, scalingTable, SCALES } from './bench-scaling.mjs';
import { layoutShiftTable } from './bench-cls.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const withLighthouse = !process.argv.includes('--no-lighthouse');
const withScaling = !process.argv.includes('--no-scaling');
const scalesArg = process.argv.find((arg) => arg.startsWith('--scales='));
const scales = scalesArg ? scalesArg.slice('--scales='.length).split(',').map(Number) : SCALES;

/**
 * Budgets. Home JS ≤ 160 kB gzip is the project's budget (issue 2). The others are set a
 * little above what this machine measured when they were introduced (2 cores, Node 20,
 * Chromium 156: home CSS 5.1 kB, 4 files; /admin JS 138.0 kB, CSS 7.6 kB; all JS 453.9 kB
 * raw; generation 2.18 ms), so that a real regression shows and noise does not. Timing
 * varies most between runs and machines, hence its wider margin.
 *
 * CSS budgets raised on purpose (issue 16, measured after the light/dark themes of issue 17): home
 * 6 → 9.5 kB and /admin 9 → 12.5 kB, a little above the 9.0 and 12.1 kB measured. The old budgets
 * predate the dark theme. Home's entry CSS (8.9 kB gzip) is now: the tokens of both themes, a light
 * and a dark value each, with the [data-theme] and System rules (1.2 kB); the 13 @font-face rules of
 * the two shipped fonts (2.8 kB; a page downloads only the subsets it uses); and the component rules
 * (5.0 kB), which grew with the themes' forced-colours and non-colour cues. Declaring the tokens once
 * with light-dark() did not bring this under the old budgets, so the budgets are set to what the two
 * themes cost, not left failing.
 */
const BUDGETS = {
  homeJsKb: 160,
  homeCssKb: 9.5,
  homeFiles: 5,
  adminJsKb: 150,
  adminCssKb: 12.5,
  distJsKb: 500,
  generationMs: 5,
};
const LIGHTHOUSE_BUDGETS = {
  performance: { op: '≥', min: 0.95 },
  accessibility: { op: '=', min: 1 },
  'best-practices': { op: '≥', min: 0.95 },
};

/**
 * Admin-only code, recognised by content in whatever chunk it lands: texts only admin
 * screens show, and the ids of the machines only admin pages run (`createMachine({ id: … })`,
 * kept as string literals by the minifier).
 */
const ADMIN_TEXT_MARKERS = [
  'Manage your food delivery platform',
  'Are you sure you want to delete this restaurant?',
  'Are you sure you want to delete this menu item?',
];
const ADMIN_MACHINE_IDS = ['formModal', 'confirm', 'detailModal'];
const ADMIN_MACHINE_ID_PATTERN = new RegExp(`\\bid:\\s*[\`'"](${ADMIN_MACHINE_IDS.join('|')})[\`'"]`, 'g');

const kb = (bytes) => bytes / 1024;
const LABEL_WIDTH = 52;
let failed = false;

/** Prints one figure beside its budget (`≤ max`) and records a broken budget. */
function figure(label, value, { max, unit = '', digits = 1 }) {
  const ok = value <= max;
  if (!ok) failed = true;
  const budget = `≤ ${max}${unit ? ` ${unit}` : ''}`;
  console.log(
    `${label.padEnd(LABEL_WIDTH)} ${value.toFixed(digits).padStart(8)}  ${budget.padEnd(12)} ${ok ? 'OK' : 'OVER'}`,
  );
}

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

/** Admin code among the fetched files: admin chunks by name, and admin markers by content. */
function adminLeaks(files) {
  const byManifest = adminChunks();
  const leaks = [];
  for (const file of files) {
    if (byManifest.has(file)) leaks.push(`${file} (admin module)`);
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const marker of ADMIN_TEXT_MARKERS) if (code.includes(marker)) leaks.push(`${file}: "${marker}"`);
    for (const [, id] of code.matchAll(ADMIN_MACHINE_ID_PATTERN)) leaks.push(`${file}: machine id "${id}"`);
  }
  return leaks;
}

/** How many of the admin markers the whole build contains: markers found nowhere would prove nothing. */
function markersInBuild() {
  const code = readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(dist, 'assets', f), 'utf8'))
    .join('\n');
  const ids = new Set([...code.matchAll(ADMIN_MACHINE_ID_PATTERN)].map(([, id]) => id));
  return ADMIN_TEXT_MARKERS.filter((m) => code.includes(m)).length + ids.size;
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

/** Runs `run` with the data layer loaded from source in Node (through Vite's SSR loader). */
async function withDataModule(run) {
  const { createServer } = await import('vite');
  const server = await createServer({
    root,
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
  });
  try {
    return await run(await server.ssrLoadModule('/src/data/index.ts'));
  } finally {
    await server.close();
  }
}

async function generationMedian() {
  return withDataModule(({ createSeedData }) => {
    const now = new Date('2026-11-21T14:00:00Z');
    // Warm up until the JIT has settled: with only a few warm-up runs the first ~30 timed runs
    // still include compilation and the median swings between 2 and 6 ms on this machine.
    for (let i = 0; i < 40; i += 1) createSeedData({ seed: i, now });
    const times = [];
    for (let i = 0; i < 51; i += 1) {
      const t0 = performance.now();
      createSeedData({ seed: 1000 + i, now });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)];
  });
}

async function main() {
  console.log('Building the production bundle…');
  build();
  const totalJs = readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .reduce((s, f) => s + statSync(path.join(dist, 'assets', f)).size, 0);

  const preview = await startPreview();
  const browser = await chromium.launch(launchOptions());
  try {
    const home = await assetsFetchedBy(browser, `${preview.url}/?seed=42`);
    const adminRoute = await assetsFetchedBy(browser, `${preview.url}/admin?seed=42`);
    const leaks = adminLeaks(home);
    const markers = markersInBuild();
    const markerCount = ADMIN_TEXT_MARKERS.length + ADMIN_MACHINE_IDS.length;

    console.log(`\n${'figure'.padEnd(LABEL_WIDTH)} ${'value'.padStart(8)}  budget`);
    figure('home: JS fetched at start-up (gzip, kB)', kb(gzipTotal(home, '.js')), {
      max: BUDGETS.homeJsKb,
      unit: 'kB',
    });
    figure('home: CSS fetched at start-up (gzip, kB)', kb(gzipTotal(home, '.css')), {
      max: BUDGETS.homeCssKb,
      unit: 'kB',
    });
    figure('home: files fetched (JS + CSS)', home.length, { max: BUDGETS.homeFiles, digits: 0 });
    figure('home: admin code fetched (chunks + markers)', leaks.length, { max: 0, digits: 0 });
    for (const leak of leaks) console.log(`  LEAK: ${leak}`);
    figure(`build: admin markers not found (of ${markerCount})`, markerCount - markers, { max: 0, digits: 0 });
    figure('/admin: JS fetched at start-up (gzip, kB)', kb(gzipTotal(adminRoute, '.js')), {
      max: BUDGETS.adminJsKb,
      unit: 'kB',
    });
    figure('/admin: CSS fetched at start-up (gzip, kB)', kb(gzipTotal(adminRoute, '.css')), {
      max: BUDGETS.adminCssKb,
      unit: 'kB',
    });
    figure('all JS in dist (raw, kB)', kb(totalJs), { max: BUDGETS.distJsKb, unit: 'kB' });

    const median = await generationMedian();
    figure('generate default data set, Node (median ms)', median, {
      max: BUDGETS.generationMs,
      unit: 'ms',
      digits: 2,
    });

    // Skeletons stand where content will be: nothing may move when it arrives.
    if ((await layoutShiftTable({ browser, baseUrl: preview.url, labelWidth: LABEL_WIDTH })) > 0) failed = true;

    if (withLighthouse) {
      const images = await startStandInImageServer();
      try {
        // The app follows the OS colour scheme (System theme): both are audited, each against every budget.
        for (const scheme of COLOR_SCHEMES) {
          try {
            const scores = await lighthouseMedian(`${preview.url}/?seed=42`, 3, images, scheme);
            for (const [key, { op, min }] of Object.entries(LIGHTHOUSE_BUDGETS)) {
              const value = scores[key];
              const ok = op === '=' ? value === min : value >= min;
              if (!ok) failed = true;
              const budget = `${op} ${min.toFixed(2)}`;
              console.log(
                `${`lighthouse mobile home, ${scheme}: ${key} (median of 3)`.padEnd(LABEL_WIDTH)} ${value.toFixed(2).padStart(8)}  ${budget.padEnd(12)} ${ok ? 'OK' : 'UNDER'}`,
              );
            }
          } catch (error) {
            failed = true;
            console.log(
              `${`lighthouse mobile home, ${scheme}`.padEnd(LABEL_WIDTH)} ${'FAILED'.padStart(8)}  ${error.message}`,
            );
          }
        }
      } finally {
        images.stop();
      }
    }
    if (withScaling) {
      await withDataModule(async ({ createSeedData }) => {
        const seeded = createSeedData({ seed: 42, now: new Date() });
        const openRestaurantId = seeded.restaurants.find((r) => r.isOpen).id;
        const over = await scalingTable({
          browser,
          baseUrl: preview.url,
          scales,
          openRestaurantId,
          generate: (scale) => generationMedianAt(createSeedData, scale),
        });
        if (over > 0) failed = true;
      });
    }
  } finally {
    await browser.close();
    preview.stop();
  }
  if (failed) {
    console.error('\nA budget is broken (see OVER, UNDER, LEAK or FAILED above).');
    process.exit(1);
  }
  console.log('\nAll figures within budget.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
