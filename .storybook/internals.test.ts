/**
 * Pins each use of Storybook internals in `internals.ts` to the installed packages: an upgrade that moves one
 * fails here with what to change, not as a story that silently stops being shot or drawn in its state.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
const sources = (dir: string) =>
  filesUnder(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(file, 'utf8'));

describe('the Storybook internals the story harness uses', () => {
  it("the Vitest addon puts the composed story on the test context (storyOfTest's source)", () => {
    const testUtils = readFileSync(
      path.join(packageDir('@storybook/addon-vitest'), 'dist/vitest-plugin/test-utils.js'),
      'utf8',
    );
    expect(
      /context\.story\s*=\s*composedStory/.test(testUtils),
      '@storybook/addon-vitest no longer sets context.story: update storyOfTest in .storybook/internals.ts',
    ).toBe(true);
  });

  it('storybook-addon-pseudo-states rewrites the stylesheets on STORY_RENDERED (redrawForcedStates)', () => {
    const listens = sources(path.join(packageDir('storybook-addon-pseudo-states'), 'dist')).some((source) =>
      /\.on\(\s*STORY_RENDERED\s*,/.test(source),
    );
    expect(
      listens,
      'storybook-addon-pseudo-states no longer rewrites on STORY_RENDERED: find the event it listens to and ' +
        'update redrawForcedStates in .storybook/internals.ts',
    ).toBe(true);
  });
});
