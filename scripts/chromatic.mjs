#!/usr/bin/env node
// Publishes the built Storybook to Chromatic (cloud visual review) when a project
// token is configured. Without CHROMATIC_PROJECT_TOKEN it skips itself: the
// offline visual tests (`npm test`) are the gate; Chromatic is an optional extra.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped — CHROMATIC_PROJECT_TOKEN is not set (see docs/chromatic.md).');
  process.exit(0);
}
if (!existsSync('storybook-static/index.html')) {
  console.error('chromatic: run `npm run build-storybook` first (uploads storybook-static/).');
  process.exit(1);
}
const result = spawnSync(
  'node_modules/.bin/chromatic',
  ['--storybook-build-dir', 'storybook-static', ...process.argv.slice(2)], // the rest is in chromatic.config.json,
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
