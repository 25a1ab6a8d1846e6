#!/usr/bin/env node
/**
 * One of the M parts of `npm test`, as each CI runner runs it (.github/workflows/ci.yml; docs/ci.md):
 *
 *   npm run test:shard -- 1/4                              everything shard 1 of 4 runs
 *   npm run test:shard -- 1/4 --only vitest --project unit  one part, one Vitest project (a quick local proof)
 *
 * Parts (`--only` takes a comma-separated list of them):
 *   static     type check and lint, whole, on shard 2 (or 1 of 1);
 *   vitest     shard N/M of the unit and story tests (`vitest run --shard`), with a blob report;
 *   e2e        the production build, then shard N/M of the app's Playwright suite (project `chromium`), blob report;
 *   storybook  shard N/M of the built-Storybook check (scripts/storybook-check.mjs `--shard`: entries split by id);
 *   pages      the GitHub Pages site's spec (scripts/test-pages.mjs), whole on shard 1, after `storybook` (it
 *              reuses that Storybook build), blob report;
 *   consumer   the package's consumer test (scripts/consumer-test.mjs: pack, install in a fresh app, open it), whole
 *              on shard 2 (or 1 of 1), beside the type check and lint.
 * e2e and storybook run side by side, as in `npm test`. Every part runs even if an earlier one failed (each writes
 * its report); the exit code is 1 if any failed. Blob reports land in reports/blob/{vitest,playwright}/, which the
 * CI job `report` merges (`vitest --merge-reports`, `playwright merge-reports`).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Every shard checks its part of the built Storybook (scripts/storybook-check.mjs `--shard N/M`). */
const STORYBOOK_CHECK_SHARDS = true;
const PARTS = ['static', 'vitest', 'e2e', 'storybook', 'pages', 'consumer'];

const args = process.argv.slice(2);
const [shardArg] = args;
const match = /^(\d+)\/(\d+)$/.exec(shardArg ?? '');
const index = Number(match?.[1]);
const total = Number(match?.[2]);
if (!match || index < 1 || index > total) {
  console.error(
    'usage: npm run test:shard -- N/M [--only static,vitest,e2e,storybook,pages,consumer] [--project unit|storybook]',
  );
  process.exit(2);
}
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = option('only')?.split(',') ?? PARTS;
const unknown = only.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) {
  console.error(`test:shard: unknown part ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`);
  process.exit(2);
}
const vitestProject = option('project');
const tag = `${index}-of-${total}`;
const blobDir = (tool) => path.join(ROOT, 'reports/blob', tool);
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

/** Runs a command, its output lines prefixed with the part's name; resolves to whether it passed. */
function run(part, command, commandArgs, env = {}) {
  console.log(`[${part}] $ ${[path.relative(ROOT, command) || command, ...commandArgs].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) console.log(`[${part}] ${line}`);
      });
      stream.on('end', () => rest && console.log(`[${part}] ${rest}`));
    }
    child.on('close', (code) => resolve(code === 0));
  });
}
/** Runs steps one after the other, stopping at the first that fails. */
async function series(...steps) {
  for (const step of steps) if (!(await step())) return false;
  return true;
}

/** What each part does on this shard, or null when it has nothing to do here. */
const plan = {
  static: () =>
    index === Math.min(2, total)
      ? series(
          () => run('static', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
          () => run('static', 'npm', ['run', '--silent', 'lint']),
        )
      : null,
  vitest: () => {
    mkdirSync(blobDir('vitest'), { recursive: true });
    return run('vitest', bin('vitest'), [
      'run',
      `--shard=${index}/${total}`,
      ...(vitestProject ? [`--project=${vitestProject}`] : []),
      '--reporter=default',
      '--reporter=blob',
      `--outputFile.blob=${path.join(blobDir('vitest'), `vitest-${tag}.json`)}`,
    ]);
  },
  e2e: () =>
    series(
      () => run('e2e', 'npm', ['run', '--silent', 'build']),
      () =>
        run(
          'e2e',
          bin('playwright'),
          ['test', '--project=chromium', `--shard=${index}/${total}`, '--reporter=list,blob'],
          {
            PLAYWRIGHT_BLOB_OUTPUT_FILE: path.join(blobDir('playwright'), `e2e-${tag}.zip`),
          },
        ),
    ),
  storybook: () =>
    STORYBOOK_CHECK_SHARDS || index === 1
      ? series(
          () => run('storybook', 'npm', ['run', '--silent', 'build-storybook']),
          async () => {
            const passed = await run('storybook', process.execPath, [
              'scripts/storybook-check.mjs',
              ...(STORYBOOK_CHECK_SHARDS ? ['--shard', `${index}/${total}`] : []),
            ]);
            // One report per shard, under a name of its own (scripts/ci-summary.mjs adds them up).
            const report = path.join(ROOT, 'reports/storybook-check.json');
            if (STORYBOOK_CHECK_SHARDS && existsSync(report)) {
              renameSync(report, path.join(ROOT, `reports/storybook-check-${tag}.json`));
            }
            return passed;
          },
        )
      : null,
  pages: () =>
    index === 1
      ? run('pages', process.execPath, ['scripts/test-pages.mjs', '--reporter=list,blob'], {
          PLAYWRIGHT_BLOB_OUTPUT_FILE: path.join(blobDir('playwright'), 'pages.zip'),
        })
      : null,
  consumer: () =>
    index === Math.min(2, total) ? run('consumer', process.execPath, ['scripts/consumer-test.mjs']) : null,
};

const started = performance.now();
const results = {};
const timed = async (part) => {
  if (!only.includes(part)) return;
  const from = performance.now();
  const outcome = plan[part]();
  if (outcome === null) {
    results[part] = 'not on this shard';
    return;
  }
  const passed = await outcome;
  results[part] = `${passed ? 'passed' : 'FAILED'} (${((performance.now() - from) / 1000).toFixed(1)} s)`;
};

// The pinned browser (npm run setup:browser), unless only the type check, lint or the unit project run.
const needsBrowser =
  only.some((part) => ['e2e', 'storybook', 'pages', 'consumer'].includes(part)) ||
  (only.includes('vitest') && vitestProject !== 'unit');
if (needsBrowser && !(await run('setup', process.execPath, ['scripts/chromium.mjs', '--ensure']))) {
  results.setup = 'FAILED';
}
await timed('static');
await timed('vitest');
await Promise.all([timed('e2e'), timed('storybook')]);
await timed('pages');
await timed('consumer');

const failed = Object.values(results).some((result) => result.startsWith('FAILED'));
console.log(`\ntest:shard ${index}/${total} in ${((performance.now() - started) / 1000).toFixed(1)} s:`);
for (const [part, result] of Object.entries(results)) console.log(`  ${part}: ${result}`);
process.exit(failed ? 1 : 0);
