#!/usr/bin/env node
// Reads the JSON reports that `npm test` writes (reports/vitest.json, reports/e2e.json, reports/pages.json,
// reports/storybook-check.json) and prints, as its last line, "N passed, M failed" with the real counts.
//
//   node scripts/ci-summary.mjs [FAILED_STEP…]     e.g. "npm test" "npm run build"
//
// A step that failed counts as one failure unless its own failures are already in the
// reports: `npm test` stopped by the type check or lint (no test failed, or no report
// was written) is one failure; a failed build is one more. `.ci/run` removes reports/
// before `npm test`, so a report left from an earlier run is never counted.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

/** A report, or null when it is missing or unreadable (a step cut short). */
function read(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}
const failedSteps = process.argv.slice(2);
let passed = 0;
let failed = 0;

const vitest = read('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  console.log(
    `vitest (unit + stories): ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${vitest.numPendingTests} skipped`,
  );
} else {
  console.log('vitest (unit + stories): no report (did not run to completion)');
}
const visual = read('reports/visual.json');
if (visual) {
  const why = visual.reasons?.length ? ` (${visual.reasons.join('; ')})` : '';
  const how = Object.entries(visual.outcomes ?? {})
    .map(([outcome, count]) => `${count} ${outcome}`)
    .join(', ');
  console.log(
    `visual: ${visual.compared} stories compared (${visual.references ?? visual.compared} references${how ? `: ${how}` : ''}), ` +
      `${visual.skipped} skipped${why}, ${visual.disabled} blank`,
  );
}
// The story tests' own time (play, axe in both themes, both screenshots), against the budget of 0.6 s each.
const storyDurations = (vitest?.testResults ?? [])
  .filter((file) => file.name.includes('/stories/'))
  .flatMap((file) => (file.assertionResults ?? []).map((test) => test.duration ?? 0))
  .sort((a, b) => a - b);
if (storyDurations.length > 0) {
  const mean = storyDurations.reduce((sum, ms) => sum + ms, 0) / storyDurations.length;
  const at = (q) => storyDurations[Math.min(storyDurations.length - 1, Math.floor(q * storyDurations.length))];
  console.log(
    `story tests: ${storyDurations.length}, ${(mean / 1000).toFixed(3)} s each on average ` +
      `(median ${(at(0.5) / 1000).toFixed(3)} s, 90th percentile ${(at(0.9) / 1000).toFixed(3)} s; budget 0.6 s)`,
  );
}
const e2e = read('reports/e2e.json');
if (e2e) {
  const { expected = 0, unexpected = 0, flaky = 0 } = e2e.stats ?? {};
  passed += expected + flaky;
  failed += unexpected;
  console.log(`playwright e2e: ${expected + flaky} passed, ${unexpected} failed`);
} else {
  console.log('playwright e2e: no report (did not run to completion)');
}

// The GitHub Pages site's spec (`npm run test:pages`); in CI's merged report it is part of reports/e2e.json.
const pages = read('reports/pages.json');
if (pages) {
  const { expected = 0, unexpected = 0, flaky = 0 } = pages.stats ?? {};
  passed += expected + flaky;
  failed += unexpected;
  console.log(`playwright Pages site: ${expected + flaky} passed, ${unexpected} failed`);
}

// One report, or one per CI shard (reports/storybook-check-N-of-M.json, scripts/test-shard.mjs), added up.
const storybookReports = existsSync('reports')
  ? readdirSync('reports')
      .filter((name) => /^storybook-check(-\d+-of-\d+)?\.json$/.test(name))
      .map((name) => read(`reports/${name}`))
  : [];
const storybook =
  storybookReports.length === 0 || storybookReports.includes(null)
    ? null
    : storybookReports.reduce((sum, report) => ({
        passed: sum.passed + report.passed,
        failed: sum.failed + report.failed,
        failures: [...(sum.failures ?? []), ...(report.failures ?? [])],
        flaky: [...(sum.flaky ?? []), ...(report.flaky ?? [])],
      }));
if (storybook) {
  passed += storybook.passed;
  failed += storybook.failed;
  console.log(
    `built Storybook (plays at two seeds, fonts, docs pages): ${storybook.passed} passed, ${storybook.failed} failed`,
  );
} else {
  console.log('built Storybook check: no report (did not run to completion)');
}

// Name what failed (and what passed only on a retry), so the last lines of a CI log say it.
const MAX_LISTED = 20;
const named = [];
for (const file of vitest?.testResults ?? []) {
  for (const test of file.assertionResults ?? []) {
    if (test.status === 'failed')
      named.push(`vitest ${test.fullName}: ${(test.failureMessages?.[0] ?? '').split('\n')[0]}`);
  }
}
const walk = (suite, path) => {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status === 'unexpected') named.push(`e2e ${[...path, spec.title].join(' › ')} [${t.projectName}]`);
    }
  }
  for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
};
for (const suite of [...(e2e?.suites ?? []), ...(pages?.suites ?? [])]) walk(suite, [suite.title]);
for (const r of storybook?.failures ?? [])
  named.push(`storybook ${r.id}${r.type === 'story' ? ` [seed ${r.seed}]` : ''}: ${r.failures[0]}`);
for (const r of storybook?.flaky ?? [])
  console.log(
    `flaky (passed on a second load): ${r.id}${r.type === 'story' ? ` [seed ${r.seed}]` : ''}: ${r.flaky[0]}`,
  );
for (const line of named.slice(0, MAX_LISTED)) console.log(`✗ ${line}`);
if (named.length > MAX_LISTED) console.log(`✗ … and ${named.length - MAX_LISTED} more`);

const testFailures = failed;
const testsIncomplete = !vitest || !e2e || !storybook;
for (const step of failedSteps) {
  console.log(`failed step: ${step}`);
  if (step === 'npm test' && testFailures > 0) continue; // already counted test by test
  failed += 1;
}
// No step reported failing, yet a report is missing: never call that a pass.
if (testsIncomplete && failed === 0) failed = 1;

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
