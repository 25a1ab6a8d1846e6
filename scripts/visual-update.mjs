#!/usr/bin/env node
/**
 * npm run test:visual:update [-- FILE… | vitest options]
 *
 * Re-writes the visual reference images, for every story or only the files given:
 *   npm run test:visual:update -- stories/ui/Badge.stories.tsx
 *
 * Vitest's `-u, --update [type]` takes an optional value, so in
 * `vitest run --update stories/x.stories.tsx` the path is read as the update type and
 * every story is updated. Here the file filters (and any other option) go first and
 * `--update` last, with nothing after it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, resolveBrowser } from './chromium.mjs';

/** The vitest arguments for the user's ones: theirs first, a bare `--update` last. */
export function vitestArgs(userArgs) {
  const own = userArgs.filter((arg) => !/^(-u|--update)(=.*)?$/.test(arg));
  return ['run', '--project', 'storybook', ...own, '--update'];
}

/** Records the browser that made the references (.storybook/visual-baseline.json). */
function recordBaseline(root, version) {
  const file = path.join(root, '.storybook/visual-baseline.json');
  const baseline = JSON.parse(readFileSync(file, 'utf8'));
  if (baseline.chromium === version) return;
  writeFileSync(file, `${JSON.stringify({ ...baseline, chromium: version }, null, 2)}\n`);
  console.log(
    `visual: references now made with Chromium ${version} (.storybook/visual-baseline.json); commit it with them.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const code = ensureChromium();
  if (code !== 0) process.exit(code);
  const browser = resolveBrowser();
  if (browser.kind !== 'pinned') {
    console.error(
      `visual: references are made only with the pinned browser (this is ${browser.kind} Chromium ${browser.version}). ` +
        'Unset CHROMIUM_PATH, or run on Linux x64/arm64 where npm ci brings it.',
    );
    process.exit(1);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const args = vitestArgs(process.argv.slice(2));
  console.log(`> vitest ${args.join(' ')}`);
  const result = spawnSync(path.join(root, 'node_modules/.bin/vitest'), args, { cwd: root, stdio: 'inherit' });
  if (result.status === 0) recordBaseline(root, browser.version);
  process.exit(result.status ?? 1);
}
