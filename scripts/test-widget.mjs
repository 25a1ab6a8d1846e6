#!/usr/bin/env node
/**
 * Runs the story tests the way a designer or engineer runs them from Storybook's UI: it starts `storybook dev`,
 * opens the manager in the pinned Chromium, presses the test widget's "Start test run" (component tests, with
 * the visual comparison of every story inside them) and waits for "Ran N tests", as many times as asked.
 * Exits 1 if a run ends with a failed story or never ends.
 *
 *   npm run test:widget [-- --runs 2] [-- --port 6107]
 *
 * Not part of `npm test` (the same stories run there, once, in `test:vitest`). It is the proof that the widget
 * does not flake: run it while another test run loads the machine, for example
 *   (for i in 1 2 3 4 5 6; do npx vitest run --project unit; done) & npm run test:widget
 * The server binds 127.0.0.1 on its own port (--exact-port: a port already taken is an error) and is stopped by
 * its process id when the runs end.
 */
import { spawn } from 'node:child_process';
import { chromium } from 'playwright';
import { launchOptions } from './chromium.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', '2'));
const port = Number(arg('port', process.env.STORYBOOK_WIDGET_PORT ?? '6107'));
const RUN_TIMEOUT_MS = 40 * 60 * 1000;

const server = spawn(
  'npx',
  ['storybook', 'dev', '-p', String(port), '--exact-port', '--host', '127.0.0.1', '--ci', '--no-version-updates'],
  { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
);
let serverLog = '';
server.stdout.on('data', (chunk) => (serverLog += chunk));
server.stderr.on('data', (chunk) => (serverLog += chunk));
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('SIGINT', () => {
  stopServer();
  process.exit(130);
});

async function reachable(url, within) {
  const deadline = Date.now() + within;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`storybook dev exited:\n${serverLog.slice(-2000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`storybook dev did not answer at ${url} within ${within / 1000} s`);
}

let failed = false;
const browser = await chromium.launch(launchOptions());
try {
  const base = `http://127.0.0.1:${port}/`;
  await reachable(base, 120_000);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(base);
  const start = page.getByRole('button', { name: 'Start test run' });
  await start.waitFor({ state: 'attached', timeout: 120_000 });
  const widget = page.locator('[id*="testing-module"]').first();
  for (let run = 1; run <= runs; run += 1) {
    const began = Date.now();
    // The widget starts collapsed (its buttons inert) until it has results to show.
    const expand = page.getByRole('button', { name: 'Expand testing module' });
    if (await expand.count()) await expand.click();
    await start.click();
    await page.getByRole('button', { name: /Stop test run/i }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: /Stop test run/i }).waitFor({ state: 'detached', timeout: RUN_TIMEOUT_MS });
    const summary = (await widget.innerText()).match(/Ran \d+ tests?[^\n]*/)?.[0] ?? '(no summary)';
    const statuses = await page.$$eval('button[aria-label^="Component tests"]', (buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')),
    );
    const passed = statuses.includes('Component tests passed');
    console.log(
      `test-widget: run ${run} of ${runs}: ${summary}, ${statuses.join(', ') || 'no status'}, ` +
        `${Math.round((Date.now() - began) / 1000)} s`,
    );
    if (!passed) failed = true;
  }
} catch (error) {
  console.error(`test-widget: ${error.message}`);
  failed = true;
} finally {
  await browser.close();
  stopServer();
}
process.exit(failed ? 1 : 0);
