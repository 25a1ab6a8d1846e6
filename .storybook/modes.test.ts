import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { allModes, atViewport, enabledModes, modesAt, referenceName, snapshotMode } from './modes';
import preview from './preview';
import * as BadgeStories from '../stories/ui/Badge.stories';
import * as OrdersTableStories from '../stories/admin/OrdersTable.stories';
import * as HomeStories from '../stories/pages/Home.stories';

const BOTH = ['light', 'dark'];

/*
 * What a story ends up with is Storybook's business, not ours: its own composition (the preview's annotations,
 * then the meta's, then the story's, merged the way the Storybook UI, the Vitest addon and Chromatic merge them)
 * of real story files, read through the public portable-stories API. The visual gate reads exactly these:
 * `globals.viewport` sizes the canvas (through `parameters.viewport.options`), `parameters.chromatic.modes` sizes
 * Chromatic's snapshot, `parameters.layout` decides whether the shot is the whole viewport.
 */
// Before composing: a story is composed with the project annotations set at that moment.
setProjectAnnotations([preview]);

const badge = composeStories(BadgeStories);
const ordersTable = composeStories(OrdersTableStories);
const home = composeStories(HomeStories);

type Composed = { globals: Record<string, unknown>; parameters: Record<string, unknown> };

/** What a composed story is rendered and shot at: the canvas Storybook sizes, Chromatic's modes, the layout. */
function shotAt(story: Composed) {
  const parameters = story.parameters as {
    chromatic?: { modes?: Record<string, { viewport?: unknown; theme?: string; disable?: boolean }> };
    viewport?: { options?: Record<string, { styles: { width: string; height: string } }> };
    layout?: string;
  };
  const viewport = (story.globals.viewport as { value?: string } | undefined)?.value;
  const modes = enabledModes(parameters);
  return {
    viewport,
    canvas: viewport === undefined ? undefined : parameters.viewport?.options?.[viewport]?.styles,
    modes: Object.fromEntries(modes.map((name) => [name, parameters.chromatic!.modes![name]!.viewport])),
    themes: modes.map((name) => parameters.chromatic!.modes![name]!.theme),
    layout: parameters.layout,
    gate: snapshotMode(viewport, parameters),
  };
}

const PHONE = { width: 375, height: 812 };
const TABLET = { width: 768, height: 1024 };
const DESKTOP = { width: 1280, height: 900 };

describe('what Storybook composes for real stories: one story, one viewport, both themes', () => {
  it('a component story without a viewport is shot at the default canvas in light and dark, centred', () => {
    expect(shotAt(badge.Brand)).toEqual({
      viewport: undefined,
      canvas: undefined,
      modes: { light: undefined, dark: undefined },
      themes: BOTH,
      layout: 'centered',
      gate: { mode: 'default', themes: BOTH },
    });
  });

  it('OrdersTable Default (a desktop meta) is shot at 1280×900 only, padded, in light and dark', () => {
    expect(shotAt(ordersTable.Default)).toEqual({
      viewport: 'desktop',
      canvas: { width: '1280px', height: '900px' },
      modes: { 'desktop light': DESKTOP, 'desktop dark': DESKTOP },
      themes: BOTH,
      layout: 'padded',
      gate: { mode: 'desktop', themes: BOTH },
    });
  });

  it('OrdersTable Phone, a phone story under that desktop meta, is shot at 375×812 only, keeping the meta’s layout', () => {
    expect(shotAt(ordersTable.Phone)).toEqual({
      viewport: 'phone',
      canvas: { width: '375px', height: '812px' },
      modes: { 'phone light': PHONE, 'phone dark': PHONE },
      themes: BOTH,
      layout: 'padded',
      gate: { mode: 'phone', themes: BOTH },
    });
    // Its docs page gives it a 375 px frame of its own, and the meta's description stays.
    expect(ordersTable.Phone.parameters).toMatchObject({
      docsFrameWidth: 375,
      docs: { story: { inline: false, height: '812px' }, description: { component: expect.any(String) } },
    });
    expect(ordersTable.Default.parameters.docsFrameWidth).toBeUndefined();
  });

  it('a phone story that sets its own layout gets it, and still only the phone modes', () => {
    expect(shotAt(ordersTable.Phone360)).toMatchObject({
      viewport: 'phone',
      modes: { 'phone light': PHONE, 'phone dark': PHONE },
      layout: 'fullscreen',
      gate: { mode: 'phone', themes: BOTH },
    });
  });

  it('the Home page is full-screen at each of its viewports: desktop, phone and tablet', () => {
    expect(shotAt(home.Default)).toMatchObject({
      viewport: 'desktop',
      modes: { 'desktop light': DESKTOP, 'desktop dark': DESKTOP },
      layout: 'fullscreen',
      gate: { mode: 'desktop', themes: BOTH },
    });
    expect(shotAt(home.Phone)).toEqual({
      viewport: 'phone',
      canvas: { width: '375px', height: '812px' },
      modes: { 'phone light': PHONE, 'phone dark': PHONE },
      themes: BOTH,
      layout: 'fullscreen',
      gate: { mode: 'phone', themes: BOTH },
    });
    expect(shotAt(home.Tablet)).toEqual({
      viewport: 'tablet',
      canvas: { width: '768px', height: '1024px' },
      modes: { 'tablet light': TABLET, 'tablet dark': TABLET },
      themes: BOTH,
      layout: 'fullscreen',
      gate: { mode: 'tablet', themes: BOTH },
    });
    expect(home.Default.parameters).toMatchObject({ router: { route: '/' } });
  });

  it('every story of these files is shot at the width its canvas is rendered at', () => {
    const stories = [...Object.values(badge), ...Object.values(ordersTable), ...Object.values(home)];
    for (const story of stories) {
      const { canvas, modes, gate } = shotAt(story);
      expect(gate, story.id).not.toHaveProperty('error');
      for (const size of Object.values(modes)) {
        expect(size && `${size.width}px`, story.id).toBe(canvas?.width);
      }
    }
  });
});

describe('the modes and the gate', () => {
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
    expect(allModes['phone dark']).toEqual({ viewport: PHONE, theme: 'dark' });
  });

  it('a viewport without its modes, or modes without their viewport, is an error naming both', () => {
    const preview = { chromatic: { modes: modesAt(undefined) } };
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
