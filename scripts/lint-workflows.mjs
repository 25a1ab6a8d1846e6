#!/usr/bin/env node
/**
 * Validates every GitHub Actions workflow (.github/workflows/*.yml) against the workflow schema, offline, with
 * @action-validator/cli (a WebAssembly build: no download, no network). Part of `npm run lint`. The CLI takes one
 * file at a time, so it runs once per file; every file is checked, and the exit code is 1 if any is invalid.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIR = '.github/workflows';
const CLI = path.join(ROOT, 'node_modules/@action-validator/cli/cli.mjs');

const files = readdirSync(path.join(ROOT, DIR))
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => `${DIR}/${name}`);
const invalid = files.filter((file) => {
  const { status } = spawnSync(process.execPath, [CLI, file], { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) console.error(`lint-workflows: ${file} is not a valid workflow (above)`);
  return status !== 0;
});
if (invalid.length === 0) console.log(`lint-workflows: ${files.length} workflows valid (${files.join(', ')})`);
process.exit(invalid.length > 0 ? 1 : 0);
