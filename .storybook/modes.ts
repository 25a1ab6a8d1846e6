/**
 * Chromatic modes, and the offline visual gate's view of them: one story, one mode, one reference.
 *
 * A story whose layout depends on the viewport renders at one of these and says so twice, in the two
 * vocabularies that read it: `globals.viewport` (Storybook and the Vitest addon size the canvas) and
 * `parameters.chromatic.modes` (Chromatic sizes its snapshot). `atViewport('phone')` writes both.
 * Stories without a mode are snapshot at Chromatic's and the Vitest addon's common default, 1200×900.
 * The offline gate (.storybook/vitest.setup.ts) names each reference after the story and its mode, and
 * fails a story whose two settings disagree, so the offline set and Chromatic's set stay the same.
 */
export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;

export type ModeName = keyof typeof VIEWPORTS;
export const MODE_NAMES = Object.keys(VIEWPORTS) as ModeName[];

/** Chromatic's mode definitions (a later theme issue adds light and dark). */
export const allModes = {
  phone: { viewport: VIEWPORTS.phone },
  tablet: { viewport: VIEWPORTS.tablet },
  desktop: { viewport: VIEWPORTS.desktop },
} as const;

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
      chromatic: { modes: onlyMode(name) },
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

/**
 * The one mode a story is snapshot in, or an error saying how its settings disagree.
 * `viewport` is the story's `globals.viewport.value` (undefined: the default canvas).
 */
export function snapshotMode(
  viewport: string | undefined,
  parameters: { chromatic?: { modes?: Record<string, unknown> } },
): { mode: ModeName | 'default' } | { error: string } {
  const modes = enabledModes(parameters);
  if (modes.length > 1) {
    return { error: `has ${modes.length} Chromatic modes (${modes.join(', ')}): one story, one mode` };
  }
  const [mode] = modes;
  if (mode === undefined && viewport === undefined) return { mode: 'default' };
  if (mode !== viewport) {
    return {
      error:
        `renders at viewport "${viewport ?? 'default'}" but Chromatic would shoot it in mode "${mode ?? 'default'}": ` +
        `use atViewport() from .storybook/modes.ts`,
    };
  }
  if (!MODE_NAMES.includes(mode as ModeName)) return { error: `unknown mode "${mode}"` };
  return { mode: mode as ModeName };
}
