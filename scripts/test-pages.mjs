#!/usr/bin/env node
/**
 * `npm run test:pages`: builds the GitHub Pages site (scripts/build-pages.mjs: reuses a storybook-static/ newer than
 * its sources) and runs e2e/pages.spec.ts against it (Playwright project `pages`). Results go to reports/pages.json
 * (read by scripts/ci-summary.mjs), not over the app suite's reports/e2e.json. Arguments go to Playwright.
 *
 *   node scripts/test-pages.mjs [--reporter=list,blob …]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPages, DEFAULT_SITE_PATH } from './build-pages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  // The spec serves the site at /fooddash/: always that path here, whatever PAGES_BASE_PATH says.
  buildPages({ sitePath: DEFAULT_SITE_PATH });
} catch (error) {
  console.error(`test:pages: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
// playwright.config.ts starts `vite preview` of dist/ for every run (the app suite's server): it must exist.
if (!existsSync(path.join(ROOT, 'dist/index.html'))) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync(
  path.join(ROOT, 'node_modules/.bin/playwright'),
  ['test', '--project=pages', ...process.argv.slice(2)],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(ROOT, 'reports/pages.json'), ...process.env },
  },
);
process.exit(result.status ?? 1);
