import { describe, expect, it } from 'vitest';
import { allModes, atViewport, enabledModes, modesAt, referenceName, snapshotMode } from './modes';

/** Storybook merges parameters deeply: a story's over its meta's. */
function merge<T>(base: T, over: unknown): T {
  if (typeof base !== 'object' || base === null || typeof over !== 'object' || over === null) {
    return (over ?? base) as T;
  }
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over)) out[key] = merge(out[key], value);
  return out as T;
}

const BOTH = ['light', 'dark'];
/** The preview's default: both themes at the default canvas. */
const preview = { chromatic: { modes: modesAt(undefined) } };

describe('one story, one viewport, both themes', () => {
  it('a story without a viewport is shot at the default canvas in light and dark', () => {
    expect(enabledModes(preview)).toEqual(BOTH);
    expect(snapshotMode(undefined, preview)).toEqual({ mode: 'default', themes: BOTH });
    expect(snapshotMode(undefined, {})).toEqual({ mode: 'default', themes: BOTH });
  });

  it('Chromatic gets each theme alone and each viewport in each theme', () => {
    expect(Object.keys(allModes)).toEqual([
      'light',
      'dark',
      'phone light',
      'phone dark',
      'tablet light',
      'tablet dark',
      'desktop light',
      'desktop dark',
    ]);
    expect(allModes['phone dark']).toEqual({ viewport: { width: 375, height: 812 }, theme: 'dark' });
  });

  it('atViewport sets the viewport and exactly the two Chromatic modes of that viewport', () => {
    const story = atViewport('phone');
    expect(story.globals.viewport.value).toBe('phone');
    expect(enabledModes(story.parameters)).toEqual(['phone light', 'phone dark']);
    expect(story.parameters.chromatic.modes['phone light']).toMatchObject({
      viewport: allModes['phone light']!.viewport,
    });
    expect(snapshotMode('phone', story.parameters)).toEqual({ mode: 'phone', themes: BOTH });
  });

  it('a phone story under a desktop meta, under the preview, keeps only its own modes', () => {
    const merged = merge(merge(preview, atViewport('desktop').parameters), atViewport('phone').parameters);
    expect(enabledModes(merged)).toEqual(['phone light', 'phone dark']);
    expect(snapshotMode('phone', merged)).toEqual({ mode: 'phone', themes: BOTH });
  });

  it('a viewport without its modes, or modes without their viewport, is an error naming both', () => {
    expect(snapshotMode('phone', preview)).toEqual({ error: expect.stringContaining('"phone"') });
    expect(snapshotMode(undefined, { chromatic: { modes: modesAt('tablet') } })).toEqual({
      error: expect.stringContaining('mode "tablet light'),
    });
  });

  it('modes at two viewports, or a missing theme, are errors', () => {
    const modes = { 'phone light': allModes['phone light'], 'desktop dark': allModes['desktop dark'] };
    expect(snapshotMode('phone', { chromatic: { modes } })).toEqual({
      error: expect.stringContaining('2 viewports'),
    });
    const lightOnly = { chromatic: { modes: { ...modesAt('phone'), 'phone dark': { disable: true } } } };
    expect(snapshotMode('phone', lightOnly)).toEqual({ error: expect.stringContaining('no dark mode') });
  });

  it('phone and tablet stories get a frame of their width on docs pages; desktop stays inline', () => {
    expect(atViewport('phone').parameters).toMatchObject({ docs: { story: { inline: false } }, docsFrameWidth: 375 });
    expect(atViewport('tablet').parameters).toMatchObject({ docsFrameWidth: 768 });
    expect(atViewport('desktop').parameters).not.toHaveProperty('docs');
  });

  it('references keep the light names and add the theme for dark', () => {
    // The committed files' stems: stories/ui/__screenshots__/Badge.stories.tsx/ui-badge-default-chromium-linux.png
    expect(referenceName('ui-badge--default', 'default', 'light')).toBe('ui-badge-default');
    expect(referenceName('ui-badge--default', 'default', 'dark')).toBe('ui-badge-default-dark');
    expect(referenceName('pages-home--phone', 'phone', 'dark')).toBe('pages-home-phone-phone-dark');
  });
});
