import { describe, expect, it } from 'vitest';
import { allModes, atViewport, enabledModes, onlyMode, snapshotMode } from './modes';

/** Storybook merges parameters deeply: a story's over its meta's. */
function merge<T>(base: T, over: unknown): T {
  if (typeof base !== 'object' || base === null || typeof over !== 'object' || over === null) {
    return (over ?? base) as T;
  }
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over)) out[key] = merge(out[key], value);
  return out as T;
}

describe('one story, one mode', () => {
  it('a story without a viewport is shot in the default mode', () => {
    expect(snapshotMode(undefined, {})).toEqual({ mode: 'default' });
  });

  it('atViewport sets the viewport and exactly that Chromatic mode', () => {
    const story = atViewport('phone');
    expect(story.globals.viewport.value).toBe('phone');
    expect(enabledModes(story.parameters)).toEqual(['phone']);
    expect(story.parameters.chromatic.modes.phone).toMatchObject({ viewport: allModes.phone.viewport });
    expect(snapshotMode('phone', story.parameters)).toEqual({ mode: 'phone' });
  });

  it('a phone story under a desktop meta keeps only its own mode (deep merge does not disable it)', () => {
    const merged = merge(atViewport('desktop').parameters, atViewport('phone').parameters);
    expect(enabledModes(merged)).toEqual(['phone']);
    expect(snapshotMode('phone', merged)).toEqual({ mode: 'phone' });
  });

  it('a viewport without its mode, or a mode without its viewport, is an error naming both', () => {
    expect(snapshotMode('phone', {})).toEqual({ error: expect.stringContaining('"phone"') });
    expect(snapshotMode(undefined, { chromatic: { modes: onlyMode('tablet') } })).toEqual({
      error: expect.stringContaining('mode "tablet"'),
    });
  });

  it('two modes on one story are an error', () => {
    const modes = { phone: allModes.phone, desktop: allModes.desktop };
    expect(snapshotMode('phone', { chromatic: { modes } })).toEqual({
      error: expect.stringContaining('2 Chromatic modes'),
    });
  });

  it('phone and tablet stories get a frame of their width on docs pages; desktop stays inline', () => {
    expect(atViewport('phone').parameters).toMatchObject({ docs: { story: { inline: false } }, docsFrameWidth: 375 });
    expect(atViewport('tablet').parameters).toMatchObject({ docsFrameWidth: 768 });
    expect(atViewport('desktop').parameters).not.toHaveProperty('docs');
  });
});
