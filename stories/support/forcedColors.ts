/**
 * `parameters` for a story drawn in forced-colours mode (Windows High Contrast): Chromatic's own
 * `forcedColors` option, which the offline story tests emulate too (.storybook/vitest.setup.ts). In the
 * built Storybook, see it with DevTools' Rendering panel ("Emulate CSS media feature forced-colors").
 */
export const forcedColours = { chromatic: { forcedColors: 'active' } } as const;

/** Whether the story is really drawn in forced colours (the check a forced-colours play starts with). */
export function inForcedColours(): boolean {
  return window.matchMedia('(forced-colors: active)').matches;
}
