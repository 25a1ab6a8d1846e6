import { describe, expect, it } from 'vitest';
import { vitestArgs } from './visual-update.mjs';

describe('test:visual:update arguments', () => {
  it('updates every story when no file is given', () => {
    expect(vitestArgs([])).toEqual(['run', '--project', 'storybook', '--update']);
  });

  it('puts file filters before a bare --update (which would otherwise take the path as its value)', () => {
    const args = vitestArgs(['stories/ui/Badge.stories.tsx', 'stories/ui/Chip.stories.tsx']);
    expect(args).toEqual([
      'run',
      '--project',
      'storybook',
      'stories/ui/Badge.stories.tsx',
      'stories/ui/Chip.stories.tsx',
      '--update',
    ]);
    expect(args.at(-1)).toBe('--update');
  });

  it('keeps other options and drops a -u/--update the caller added', () => {
    expect(vitestArgs(['-u', 'stories/ui/Badge.stories.tsx', '-t', 'Default', '--update=all'])).toEqual([
      'run',
      '--project',
      'storybook',
      'stories/ui/Badge.stories.tsx',
      '-t',
      'Default',
      '--update',
    ]);
  });
});
