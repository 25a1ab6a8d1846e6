/**
 * The project's own faces (src/styles/global.css imports them from @fontsource-variable packages):
 * loaded before any story renders its play or is measured or shot, so no frame and no measurement
 * uses a fallback face. The sample text covers the Latin and Latin Extended subsets (faker names).
 */
const FACES = ['400 1em "Inter Variable"', '700 1em "Inter Variable"', '400 1em "JetBrains Mono Variable"'];
const SAMPLE = 'Aa€•→ĀŁőű';

let loading: Promise<void> | undefined;

export function fontsReady(): Promise<void> {
  loading ??= Promise.all(FACES.map((face) => document.fonts.load(face, SAMPLE)))
    .then(() => document.fonts.ready)
    .then(() => undefined);
  return loading.then(() => document.fonts.ready).then(() => undefined);
}
