/**
 * The visual gate's screenshot comparison (Node side, a Vitest browser command `storyScreenshot`).
 *
 * Why not Vitest's `toMatchScreenshot`: it cost about 100 ms a shot even for a button (Playwright's element
 * screenshot evaluates in every frame, waits for fonts, scrolls, measures and only then captures; Vitest then
 * decodes the capture and the reference, in JavaScript, and compares pixels), and with two themes per story
 * that was most of a story test's time. Here:
 *
 * 1. One CDP call captures the story's box (`clip`, measured in the page by .storybook/vitest.setup.ts).
 * 2. Its bytes are compared with the reference file's. The pinned Chromium encodes the same pixels to the
 *    same bytes, so equal bytes are a match; this is the answer for almost every story.
 * 3. Otherwise the story is captured again until two captures agree (a paint still settling), then the
 *    pixels are compared with the same comparator and strictness as before (blazediff, Vitest's
 *    `pixelmatch`: YIQ threshold 0.02, anti-aliasing pixels ignored, no other pixel tolerated). A mismatch
 *    fails the story, with the actual image and a diff written next to the run's attachments.
 *
 * With `--update` (npm run test:visual:update) a reference is written from a stable capture whenever its bytes
 * differ, so the next run's comparison is a byte comparison. A missing reference fails (written as a new
 * reference locally, only beside the attachments on CI), as Vitest's matcher did.
 */
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { diff } from '@blazediff/core';
import { PNG } from 'pngjs';
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';
// The Playwright provider's public types: they add `page` (the tab the tests run in) to a command's context.
import type {} from '@vitest/browser-playwright';
import type { CDPSession, Page } from 'playwright';

/** A one-pixel colour change must fail: no tolerated pixels, a strict colour threshold. */
export const COMPARATOR_OPTIONS = { threshold: 0.02, includeAA: false } as const;
/** How long a story may keep changing before its capture counts as unstable. */
const STABLE_WITHIN_MS = 5_000;

/** A rectangle in the top-level page's CSS pixels. */
export interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface StoryScreenshotResult {
  pass: boolean;
  /** equal: the reference's bytes; matched: its pixels; updated / unchanged: with --update. */
  outcome: 'equal' | 'matched' | 'updated' | 'unchanged' | 'mismatch' | 'missing' | 'unstable';
  message?: string;
}

/** Where a story's reference lives: `<test dir>/__screenshots__/<test file>/<name>-<browser>-<platform>.png`. */
export function referencePath(testPath: string, name: string, browserName: string): string {
  return path.join(
    path.dirname(testPath),
    '__screenshots__',
    path.basename(testPath),
    `${name}-${browserName}-${process.platform}.png`,
  );
}

/** Where a failed comparison leaves its images (`<attachments>/<test dir>/<test file>/<name>-actual-…`). */
function attachmentPath(context: BrowserCommandContext, name: string, kind: 'actual' | 'diff'): string {
  const { root, attachmentsDir, browser } = context.project.config;
  const testPath = context.testPath as string;
  return path.resolve(
    root,
    attachmentsDir,
    path.relative(root, path.dirname(testPath)),
    path.basename(testPath),
    `${name}-${kind}-${browser.name}-${process.platform}.png`,
  );
}

/** The smallest whole-pixel rectangle around `rect` (as Playwright rounds an element's box). */
export function enclosingIntRect(rect: Clip): Clip {
  const x = Math.floor(rect.x + 1e-3);
  const y = Math.floor(rect.y + 1e-3);
  const x2 = Math.ceil(rect.x + rect.width - 1e-3);
  const y2 = Math.ceil(rect.y + rect.height - 1e-3);
  return { x, y, width: x2 - x, height: y2 - y };
}

/**
 * The pixel comparison of two PNG files: null when they match, or what differs (and a diff image to look at).
 * Exported for its own tests.
 */
export function comparePixels(
  referencePng: Buffer,
  actualPng: Buffer,
): { message: string; diff: Buffer | null } | null {
  const reference = PNG.sync.read(referencePng);
  const actual = PNG.sync.read(actualPng);
  if (reference.width !== actual.width || reference.height !== actual.height) {
    return {
      message: `The reference is ${reference.width}×${reference.height}px, the story now ${actual.width}×${actual.height}px.`,
      diff: null,
    };
  }
  const output = new PNG({ width: reference.width, height: reference.height });
  const mismatched = diff(
    reference.data,
    actual.data,
    output.data,
    reference.width,
    reference.height,
    COMPARATOR_OPTIONS,
  );
  if (mismatched === 0) return null;
  const ratio = mismatched / (reference.width * reference.height);
  return {
    message: `${mismatched} pixels (${(ratio * 100).toFixed(2)}%) differ from the reference.`,
    diff: PNG.sync.write(output),
  };
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();
async function capture(page: Page, clip: Clip): Promise<Buffer> {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = page.context().newCDPSession(page);
    sessions.set(page, cdp);
  }
  const { data } = await (
    await cdp
  ).send('Page.captureScreenshot', {
    format: 'png',
    clip: { ...clip, scale: 1 },
    captureBeyondViewport: false,
  });
  return Buffer.from(data, 'base64');
}

/** Captures until two captures in a row are alike (or one is `reference`); null if it never settles. */
async function stableCapture(page: Page, clip: Clip, first: Buffer, reference: Buffer | null): Promise<Buffer | null> {
  const deadline = Date.now() + STABLE_WITHIN_MS;
  let previous = first;
  while (Date.now() < deadline) {
    const next = await capture(page, clip);
    if (next.equals(previous) || (reference && next.equals(reference))) return next;
    previous = next;
  }
  return null;
}

async function write(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

export const storyScreenshot: BrowserCommand<[name: string, clip: Clip]> = async (
  context,
  name,
  clip,
): Promise<StoryScreenshotResult> => {
  if (!context.testPath) throw new Error('storyScreenshot runs inside a test');
  if (context.provider.name !== 'playwright') throw new Error('storyScreenshot needs the Playwright provider');
  const { page } = context;
  const box = enclosingIntRect(clip);
  const file = referencePath(context.testPath, name, context.project.config.browser.name);
  const shown = path.relative(context.project.config.root, file);
  const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;
  const reference = await readFile(file).catch(() => null);

  const first = await capture(page, box);
  if (update !== 'all' && reference?.equals(first)) return { pass: true, outcome: 'equal' };
  const shot = await stableCapture(page, box, first, update === 'all' ? null : reference);
  if (!shot) {
    return {
      pass: false,
      outcome: 'unstable',
      message: `${shown}: the story kept changing for ${STABLE_WITHIN_MS} ms.`,
    };
  }

  if (update === 'all') {
    if (reference?.equals(shot)) return { pass: true, outcome: 'unchanged' };
    await write(file, shot);
    return { pass: true, outcome: 'updated' };
  }
  if (!reference) {
    const onCi = update === 'none';
    const written = onCi ? attachmentPath(context, name, 'actual') : file;
    await write(written, shot);
    return {
      pass: false,
      outcome: 'missing',
      message: onCi
        ? `No reference ${shown}; the story's image is at ${path.relative(context.project.config.root, written)}.`
        : `No reference ${shown}: written now; review it, then run the tests again.`,
    };
  }
  if (reference.equals(shot)) return { pass: true, outcome: 'equal' };
  const difference = comparePixels(reference, shot);
  if (!difference) return { pass: true, outcome: 'matched' };
  const actualFile = attachmentPath(context, name, 'actual');
  await write(actualFile, shot);
  const lines = [
    `${shown} does not match: ${difference.message}`,
    `  actual: ${path.relative(context.project.config.root, actualFile)}`,
  ];
  if (difference.diff) {
    const diffFile = attachmentPath(context, name, 'diff');
    await write(diffFile, difference.diff);
    lines.push(`  diff:   ${path.relative(context.project.config.root, diffFile)}`);
  }
  return { pass: false, outcome: 'mismatch', message: lines.join('\n') };
};
