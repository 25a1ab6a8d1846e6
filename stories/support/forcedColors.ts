/**
 * `parameters` for a story drawn in forced-colours mode (Windows High Contrast): Chromatic's own
 * `forcedColors` option, which the offline story tests emulate too (.storybook/vitest.setup.ts). In the
 * built Storybook, see it with DevTools' Rendering panel ("Emulate CSS media feature forced-colors").
 */
export const forcedColours = { chromatic: { forcedColors: 'active' } } as const;

/**
 * Whether the story is drawn in forced colours now: the story tests and Chromatic emulate it (the story
 * tests fail a forced-colours story drawn without it), a designer's browser usually does not, so a play
 * checks the forced-colours look only when this holds.
 */
export function inForcedColours(): boolean {
  return window.matchMedia('(forced-colors: active)').matches;
}
