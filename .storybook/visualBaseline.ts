/**
 * Which browser made the reference images, and what the gate does with the browser it has.
 * Read in Node (vitest's global setup, the update script) and in the browser (the gate, through
 * vitest's `provide`).
 */
import baseline from './visual-baseline.json' with { type: 'json' };

export interface BrowserInfo {
  kind: 'pinned' | 'system' | 'env';
  version: string;
}

export const BASELINE_VERSION: string = baseline.chromium;

export type VisualDecision =
  { compare: true } | { compare: false; fail: true; message: string } | { compare: false; fail: false; reason: string };

export const REBASELINE_HINT =
  'Re-baseline with `npm run test:visual:update`, review the changed images, and commit them with .storybook/visual-baseline.json.';

/**
 * The pinned browser compares pixels; a pinned browser of another version (the lockfile moved) fails
 * once, before any story runs; any other browser (no pinned build for this platform, or CHROMIUM_PATH)
 * runs every play and axe check and skips the pixel comparison, counted as skipped.
 */
export function visualDecision(browser: BrowserInfo | null | undefined, updating: boolean): VisualDecision {
  if (!browser) return { compare: false, fail: false, reason: 'no browser' };
  if (updating) return { compare: true };
  if (browser.kind === 'pinned' && browser.version !== BASELINE_VERSION) {
    return {
      compare: false,
      fail: true,
      message:
        `The visual references were made with Chromium ${BASELINE_VERSION}, but the pinned browser is now ` +
        `Chromium ${browser.version} (package-lock.json moved @sparticuz/chromium). ${REBASELINE_HINT}`,
    };
  }
  // Only the pinned launch (its binary and the project's fontconfig) rasterises as the references were
  // made: any other browser, even of the same version, skips the comparison.
  if (browser.kind !== 'pinned') {
    return {
      compare: false,
      fail: false,
      reason:
        `the ${browser.kind === 'env' ? 'CHROMIUM_PATH' : 'system'} browser (Chromium ${browser.version}) is not the ` +
        `pinned launch that made the references (Chromium ${BASELINE_VERSION} with the project's fontconfig)`,
    };
  }
  return { compare: true };
}
