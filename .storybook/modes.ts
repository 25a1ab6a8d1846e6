/**
 * Chromatic modes, and the offline visual gate's view of them: one story, one viewport, both themes.
 *
 * A story whose layout depends on the viewport renders at one of these and says so twice, in the two
 * vocabularies that read it: `globals.viewport` (Storybook and the Vitest addon size the canvas) and
 * `parameters.chromatic.modes` (Chromatic sizes its snapshot). `atViewport('phone')` writes both.
 * Stories without a viewport are snapshot at Chromatic's and the Vitest addon's common default, 1200×900.
 * Every story is snapshot in the light and the dark theme: Chromatic's modes pair each viewport with
 * each theme ("phone dark"), and the offline gate (.storybook/vitest.setup.ts) renders a story once and
 * shoots it twice, naming each reference after the story, its viewport and its theme. A story whose
 * settings disagree fails, so the offline set and Chromatic's set stay the same.
 */
export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;

export type ModeName = keyof typeof VIEWPORTS;
export const MODE_NAMES = Object.keys(VIEWPORTS) as ModeName[];

/** The themes every story is snapshot in (the `theme` global of .storybook/preview.tsx), light first. */
export const THEME_NAMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

type Mode = { theme: ThemeName; viewport?: { width: number; height: number } };

/** The Chromatic mode of a viewport (undefined: the default canvas) in a theme: "dark", "phone dark". */
export function modeName(viewport: ModeName | undefined, theme: ThemeName): string {
  return viewport ? `${viewport} ${theme}` : theme;
}

/** Chromatic's mode definitions: each theme alone (the default canvas), and each viewport in each theme. */
export const allModes: Record<string, Mode> = Object.fromEntries([
  ...THEME_NAMES.map((theme) => [modeName(undefined, theme), { theme }]),
  ...MODE_NAMES.flatMap((viewport) =>
    THEME_NAMES.map((theme) => [modeName(viewport, theme), { viewport: VIEWPORTS[viewport], theme }]),
  ),
]);

/**
 * The modes of a story at `viewport` (undefined: the default canvas): its two themes on, every other mode
 * off. Parameters merge deeply, so a story-level mode would otherwise be added to the meta's, and a meta's
 * `disable: true` would stick to the story's own mode: every entry states `disable`.
 */
export function modesAt(viewport: ModeName | undefined) {
  const own = new Set(THEME_NAMES.map((theme) => modeName(viewport, theme)));
  return Object.fromEntries(
    Object.entries(allModes).map(([name, mode]) => [
      name,
      own.has(name) ? { ...mode, disable: false } : { disable: true },
    ]),
  ) as Record<string, (Mode & { disable: false }) | { disable: true }>;
}

/** Storybook's viewport toolbar options, the same sizes. */
export const viewportOptions = {
  phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

/**
 * Only `name`: the other modes a meta may have set are switched off. Parameters merge deeply, so a
 * story-level mode would otherwise be added to the meta's, and a meta's `disable: true` would stick
 * to the story's own mode: every entry states `disable`.
 */
export function onlyMode(name: ModeName) {
  return Object.fromEntries(
    MODE_NAMES.map((mode) => [mode, mode === name ? { ...allModes[mode], disable: false } : { disable: true }]),
  ) as Record<ModeName, { viewport?: { width: number; height: number }; disable: boolean }>;
}

/**
 * A story (or meta) rendered at one viewport, in Storybook, the Vitest addon and Chromatic alike:
 * `export const Phone: Story = { ...atViewport('phone'), args: … }`. A story that needs more
 * parameters of its own spreads `atViewport(name).parameters` into them.
 */
export function atViewport(name: ModeName) {
  const { width, height } = VIEWPORTS[name];
  return {
    globals: { viewport: { value: name, isRotated: false } },
    parameters: {
      chromatic: { modes: modesAt(name) },
      // On its docs page the story gets a frame of its own, at its width (withDocsFrameWidth in
      // preview.tsx sizes it): media queries there see a phone, not the docs column. A desktop
      // story stays inline (1280 px would overflow the column).
      ...(name === 'desktop' ? {} : { docs: { story: { inline: false, height: `${height}px` } } }),
      docsFrameWidth: name === 'desktop' ? undefined : width,
    },
  };
}

/** The enabled modes of a story's parameters, by name. */
export function enabledModes(parameters: { chromatic?: { modes?: Record<string, unknown> } }): string[] {
  const modes = parameters.chromatic?.modes ?? {};
  return Object.entries(modes)
    .filter(([, mode]) => !(mode && typeof mode === 'object' && 'disable' in mode && mode.disable))
    .map(([name]) => name);
}

export type SnapshotMode = { mode: ModeName | 'default'; themes: readonly ThemeName[] };

/**
 * The viewport a story is snapshot at and its themes, or an error saying how its settings disagree.
 * `viewport` is the story's `globals.viewport.value` (undefined: the default canvas). A story with no
 * modes of its own gets the preview's default, both themes at the default canvas.
 */
export function snapshotMode(
  viewport: string | undefined,
  parameters: { chromatic?: { modes?: Record<string, unknown> } },
): SnapshotMode | { error: string } {
  const modes = enabledModes(parameters);
  if (modes.length === 0) modes.push(...THEME_NAMES);
  const parsed = modes.map((name) => {
    const parts = name.split(' ');
    return { name, viewport: parts.length === 2 ? parts[0] : undefined, theme: parts[parts.length - 1] ?? '' };
  });
  const viewports = [...new Set(parsed.map((mode) => mode.viewport ?? 'default'))];
  if (viewports.length > 1) {
    return {
      error: `has Chromatic modes at ${viewports.length} viewports (${modes.join(', ')}): one story, one viewport`,
    };
  }
  const [mode] = viewports as [string];
  if (mode !== (viewport ?? 'default')) {
    return {
      error:
        `renders at viewport "${viewport ?? 'default'}" but Chromatic would shoot it in mode "${modes.join('", "')}": ` +
        `use atViewport() from .storybook/modes.ts`,
    };
  }
  if (mode !== 'default' && !MODE_NAMES.includes(mode as ModeName)) return { error: `unknown mode "${mode}"` };
  const themes = parsed.map((entry) => entry.theme);
  const unknown = themes.filter((theme) => !(THEME_NAMES as readonly string[]).includes(theme));
  if (unknown.length > 0) return { error: `unknown theme in mode(s) ${unknown.join(', ')}` };
  const missing = THEME_NAMES.filter((theme) => !themes.includes(theme));
  if (missing.length > 0) return { error: `has no ${missing.join(' or ')} mode: every story is shot in both themes` };
  return { mode: mode as ModeName | 'default', themes: THEME_NAMES };
}

/**
 * The reference image of a story in a theme (offline gate): `<story id>[-<viewport>][-dark]`, the stem of its
 * file name (.storybook/storyScreenshot.ts), with runs of dashes made one (a story id's `--`), as the files were
 * first named. Story ids, modes and themes hold only letters, digits and dashes.
 */
export function referenceName(storyId: string, mode: SnapshotMode['mode'], theme: ThemeName): string {
  return [storyId, mode === 'default' ? null : mode, theme === 'light' ? null : theme]
    .filter(Boolean)
    .join('-')
    .replace(/-{2,}/g, '-');
}
