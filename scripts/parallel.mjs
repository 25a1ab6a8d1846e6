#!/usr/bin/env node
/**
 * Runs independent npm scripts at the same time and waits for all of them; each line of output is
 * prefixed with its script's name. Exit code 1 if any failed (all still run to the end, so every
 * report is written).
 *
 *   node scripts/parallel.mjs test:e2e test:storybook
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const scripts = process.argv.slice(2);
const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        for (const stream of [child.stdout, child.stderr]) {
          createInterface({ input: stream }).on('line', (line) => console.log(`[${script}] ${line}`));
        }
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          console.log(`[${script}] ${code === 0 ? 'passed' : `FAILED (exit ${code})`} after ${seconds} s`);
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
