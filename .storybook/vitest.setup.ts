/**
 * Runs after every story test in Chromium: once the play function and axe have passed, the story's
 * rendered root is compared with its committed reference image (stories/**\/__screenshots__/).
 *
 * - One story, one mode, one reference, exactly as Chromatic snapshots it (.storybook/modes.ts): the
 *   reference is named after the story id and its mode; a story whose viewport and Chromatic mode
 *   disagree fails. `parameters.chromatic.disableSnapshot` (blank stories) skips both gates.
 * - Only the pinned browser compares pixels (.storybook/visualBaseline.ts); with any other browser
 *   the comparison is skipped and counted (scripts/visual-reporter.ts), never reported as passed.
 * - `layout: 'fullscreen'` stories are shot at exactly the viewport (above the fold).
 * Update references with `npm run test:visual:update`.
 */
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { cdp, commands } from 'vitest/browser';
import axe from 'axe-core';
import { referenceName, snapshotMode, type ThemeName } from './modes';
import { visualDecision, type BrowserInfo } from './visualBaseline';
import { fontsReady } from './fonts';
import type { Clip, StoryScreenshotResult } from './storyScreenshot';
import { storyOfTest, type ComposedStoryLike as StoryOfTest } from './internals';

declare module 'vitest/browser' {
  interface BrowserCommands {
    storyScreenshot: (name: string, clip: Clip) => Promise<StoryScreenshotResult>;
  }
}

declare module 'vitest' {
  interface ProvidedContext {
    browser: BrowserInfo | null;
  }
  interface TaskMeta {
    /** What the visual gate did with this story: compared, skipped (not the pinned browser) or disabled. */
    visual?: 'compared' | 'skipped' | 'disabled';
    visualSkipReason?: string;
    /** How many reference images the story was compared with (one per theme). */
    visualReferences?: number;
    /** How each comparison ended (.storybook/storyScreenshot.ts): byte-equal, or pixel-matched after recapture. */
    visualOutcomes?: string[];
  }
}

interface ComposedStoryLike extends StoryOfTest {
  parameters: {
    layout?: string;
    chromatic?: { disableSnapshot?: boolean; modes?: Record<string, unknown> };
    a11y?: { config?: { rules?: axe.Rule[] } };
  };
}

// Screenshots must not depend on timing: no blinking caret, no transitions or animations.
const freeze = document.createElement('style');
freeze.textContent =
  '*, *::before, *::after { caret-color: transparent !important; transition: none !important; animation: none !important; }';
document.head.append(freeze);

const decision = visualDecision(inject('browser'), false);

// Forced colours (Windows High Contrast), for the stories that ask for it with Chromatic's own parameter
// `chromatic: { forcedColors: 'active' }`: the preview's beforeEach calls this hook (absent outside the story
// tests, where Chromatic or a designer's DevTools emulate it), and every test starts and ends without it.
async function emulateForcedColors(active: boolean): Promise<void> {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'forced-colors', value: active ? 'active' : 'none' }],
  });
}
(globalThis as { __storyForcedColors?: typeof emulateForcedColors }).__storyForcedColors = emulateForcedColors;
// The real pointer: a new page starts with it over the page, and a play's clicks and typing leave it where
// they acted (in Vitest's browser mode they drive the real mouse), so a reference drew whatever lay under it
// hovered (a form's first field, a chip, a pagination button), depending on the order of the run. Before
// each story and before each screenshot it is moved out of the page, as in Chromatic's capture.
async function pointerOutOfPage(): Promise<void> {
  await cdp().send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: -10, y: -10 });
}
beforeEach(async () => {
  await emulateForcedColors(false);
  await pointerOutOfPage();
});
afterEach(() => emulateForcedColors(false));

/**
 * Shows the page in `theme`, as the toolbar's Theme does (<html data-theme>). No frame is waited for: axe
 * reads computed styles (a forced style recalculation), and the capture (.storybook/storyScreenshot.ts)
 * has the browser draw a new frame of the page as it is now.
 */
function showTheme(theme: ThemeName): void {
  if (document.documentElement.getAttribute('data-theme') === theme) return;
  document.documentElement.setAttribute('data-theme', theme);
}

/**
 * Dark first, light last. Switching the theme repaints the whole story, so each shot is of a fresh
 * paint; light shot first would capture what the play's own changes left painted, whose anti-aliased
 * edges differ by a level or two from run to run (measured: 38 of 900 captures in one run), and each such
 * capture missed the byte comparison and paid for the pixel comparison.
 */
function shootingOrder(themes: readonly ThemeName[]): ThemeName[] {
  return [...themes].sort((a, b) => Number(a === 'light') - Number(b === 'light'));
}

/**
 * What the screenshot shows: the story's root box, in the top-level page's pixels (the browser captures
 * the whole page, the story frame inside it), cut to the story frame's viewport. A story taller than the
 * viewport is shot above the fold, as a user first sees it (the frame is the Storybook viewport: 1280×900
 * unless the story's mode says otherwise).
 */
function storyClip(element: HTMLElement): Clip {
  const frame = window.frameElement as HTMLElement | null;
  if (!frame) throw new Error('The story runs outside its frame: nothing to capture.');
  const frameBox = frame.getBoundingClientRect();
  if (Math.abs(frameBox.width - frame.offsetWidth) > 0.5 || Math.abs(frameBox.height - frame.offsetHeight) > 0.5) {
    throw new Error(
      'The story frame is scaled (the browser window is smaller than the viewport): its pixels are not 1:1.',
    );
  }
  const box = element.getBoundingClientRect();
  const left = Math.max(box.left, 0);
  const top = Math.max(box.top, 0);
  const right = Math.min(box.right, window.innerWidth);
  const bottom = Math.min(box.bottom, window.innerHeight);
  if (right <= left || bottom <= top) throw new Error("The story's root has no visible box to capture.");
  return {
    x: frameBox.left + frame.clientLeft + left,
    y: frameBox.top + frame.clientTop + top,
    width: right - left,
    height: bottom - top,
  };
}

async function settleForScreenshot(): Promise<void> {
  await pointerOutOfPage();
  await fontsReady();
  // Let images decode before the shot (a lazy image far below the fold may never start: cap the wait).
  await Promise.race([
    Promise.all(Array.from(document.images).map((img) => (img.complete ? null : img.decode().catch(() => null)))),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]);
}

// One render, one screenshot per theme: the story as its play left it, in dark (axe's colour-contrast rule
// runs there, incomplete results included), then in light (the default, in which the a11y addon already ran
// axe), which is also how the next story starts.
afterEach(async (context) => {
  const story = storyOfTest(context) as ComposedStoryLike;
  if (import.meta.env.VITE_VISUAL === 'off') return; // quick local runs while developing
  if (context.task.result?.state === 'fail') return;
  const mode = snapshotMode(story.globals.viewport?.value, story.parameters);
  if ('error' in mode) throw new Error(`Story ${story.id} ${mode.error}.`);
  if (story.parameters.chromatic?.disableSnapshot) {
    context.task.meta.visual = 'disabled';
    return;
  }
  // A forced-colours story's plays check that look only when the mode is on: here it must be.
  const forced = (story.parameters.chromatic as { forcedColors?: string } | undefined)?.forcedColors === 'active';
  if (forced) expect(window.matchMedia('(forced-colors: active)').matches, 'forced colours emulated').toBe(true);
  const rootElement = document.querySelector<HTMLElement>('body > div:not(.sb-wrapper)') ?? document.body;
  // Full-screen stories (pages, modals with a fixed backdrop) are shot at exactly the viewport:
  // what a user sees first. Content below the fold is covered by other stories and the e2e tests.
  if (story.parameters.layout === 'fullscreen') {
    rootElement.style.height = '100vh';
    rootElement.style.overflow = 'hidden';
  }
  const html = document.documentElement;
  const before = html.getAttribute('data-theme');
  try {
    let settled = false;
    for (const theme of shootingOrder(mode.themes)) {
      showTheme(theme);
      // In forced colours the user's system palette replaces ours, and axe reads a mix of both (our text
      // colour, the system's Canvas): the theme's contrast is proven by the same story without the mode.
      if (theme !== 'light' && !forced) {
        const problems = await contrastProblems(story.parameters.a11y?.config?.rules);
        if (problems.length > 0) throw new Error(`axe colour contrast in the ${theme} theme:\n${problems.join('\n')}`);
      }
      if (!decision.compare) continue;
      // Pointer, fonts and images are settled once: a theme changes colours only.
      if (!settled) await settleForScreenshot();
      settled = true;
      const name = referenceName(story.id, mode.mode, theme);
      const shot = await commands.storyScreenshot(name, storyClip(rootElement));
      if (!shot.pass) throw new Error(`Visual: ${shot.message}`);
      (context.task.meta.visualOutcomes ??= []).push(shot.outcome);
    }
  } finally {
    if (before === null) html.removeAttribute('data-theme');
    else html.setAttribute('data-theme', before);
  }
  if (decision.compare) {
    context.task.meta.visual = 'compared';
    context.task.meta.visualReferences = mode.themes.length;
  } else {
    context.task.meta.visual = 'skipped';
    context.task.meta.visualSkipReason = 'fail' in decision && decision.fail ? decision.message : decision.reason;
  }
});

// ---------------------------------------------------------------------------------------------------
// Colour contrast axe could not settle. The a11y addon fails a story on axe *violations* only; a
// `color-contrast` result in axe's `incomplete` list (text over an image, a gradient, a translucent
// layer or another element: contrast unknown) passes silently. Here it fails the story too, with the
// text and axe's reason for each node. The addon's report is in `context.task.meta.reports`.
// ---------------------------------------------------------------------------------------------------
interface AxeCheckLike {
  message?: string;
  data?: { messageKey?: string } | null;
  relatedNodes?: { html: string }[];
}

const isOffCanvasEdge = (check: AxeCheckLike) =>
  check.data?.messageKey === 'elmPartiallyObscured' &&
  (check.relatedNodes ?? []).length > 0 &&
  (check.relatedNodes ?? []).every((node) => /^<(html|body)[\s>]/.test(node.html));

interface A11yReportLike {
  type: string;
  result?: {
    incomplete?: { id: string; nodes: { target: unknown[]; any: AxeCheckLike[] }[] }[];
  };
}

afterEach((context) => {
  if (context.task.result?.state === 'fail') return;
  const reports = (context.task.meta as { reports?: A11yReportLike[] }).reports ?? [];
  const unsettled = reports
    .filter((report) => report.type === 'a11y')
    .flatMap((report) => report.result?.incomplete ?? [])
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    // One exception, a runner artefact: text whose glyph box (taller than a tight line box) sticks out of the
    // document's top edge, because Vitest renders the story at the page's very origin (Storybook pads it).
    // axe then calls it "obscured" by <html> or <body> themselves, whose colour fills the whole canvas:
    // nothing but the page colour can be behind such text.
    .filter((node) => !node.any.every((check) => isOffCanvasEdge(check)))
    .map((node) => `${node.target.join(' ')}: ${node.any.map((check) => check.message).join('; ')}`);
  if (unsettled.length > 0) {
    throw new Error(`axe left colour contrast "incomplete" (not provable) for:\n${unsettled.join('\n')}`);
  }
});

/** The colour-contrast problems, violations and unsettled results alike, of axe run on the page as it is now. */
async function contrastProblems(rules: axe.Rule[] | undefined): Promise<string[]> {
  // The story's own axe rules (as the a11y addon applies them), e.g. a diagram's narrower selector.
  if (rules) axe.configure({ rules });
  try {
    const results = await axe.run(document, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['violations', 'incomplete'],
    });
    const violations = results.violations.flatMap((result) =>
      result.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? result.help}`),
    );
    const unsettled = results.incomplete
      .flatMap((result) => result.nodes)
      .filter((node) => !node.any.every((check) => isOffCanvasEdge(check)))
      .map((node) => `${node.target.join(' ')} (not provable): ${node.any.map((check) => check.message).join('; ')}`);
    return [...violations, ...unsettled];
  } finally {
    if (rules) axe.reset();
  }
}
