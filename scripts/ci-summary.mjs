#!/usr/bin/env node
// Reads the JSON reports that `npm test` writes (reports/vitest.json, reports/e2e.json)
// and prints one line "N passed, M failed" with the real counts. A step that failed
// without producing a report counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
let passed = 0;
let failed = 0;

const vitest = read('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  console.log(
    `vitest (unit + stories): ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${vitest.numPendingTests} skipped`,
  );
}
const e2e = read('reports/e2e.json');
if (e2e) {
  const { expected = 0, unexpected = 0, flaky = 0 } = e2e.stats ?? {};
  passed += expected + flaky;
  failed += unexpected;
  console.log(`playwright e2e: ${expected + flaky} passed, ${unexpected} failed`);
}
const stepFailed = process.argv[2] === '1';
if (stepFailed && failed === 0) failed = 1; // e.g. type check, lint or a build failed
if (!vitest || !e2e) console.log('(a test step did not run to completion)');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || !vitest || !e2e ? 1 : 0);
