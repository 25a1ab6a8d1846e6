import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

/**
 * Text as long as a field allows, made from seeded text (never a hand-typed blob), for the stories that
 * check a layout holds the longest input: `lengthened(restaurant.name, MAX_LENGTH.name)`.
 */

/** `text` repeated, kept apart by a space, cut to `length` characters (one fewer where the cut falls on a space). */
export function lengthened(text: string, length: number): string {
  const repeated = Array.from({ length: Math.ceil(length / (text.length + 1)) + 1 }, () => text).join(' ');
  return repeated.slice(0, length).trimEnd();
}

/** `text` without its spaces and punctuation, repeated into one unbroken word of exactly `length` characters. */
export function unbroken(text: string, length: number): string {
  const word = text.replace(/[^\p{L}\p{N}]/gu, '') || 'x';
  return word.repeat(Math.ceil(length / word.length)).slice(0, length);
}

/** How long the unbroken token of the "Long Unbroken Text" stories is: longer than most phone lines hold at 16 px. */
export const UNBROKEN_LENGTH = 40;

/**
 * The content width of a 360 px phone (its 16 px margins off): the frame of the "Long Unbroken Text" stories,
 * rendered in the phone viewport (375 px, `atViewport('phone')`) by `phone360Frame`.
 */
export const PHONE_360_CONTENT = 360 - 2 * 16;

/**
 * Widths the plays also try the component at: a column of the 1280 px admin grid (about 280 px) and the
 * content of a 1280 px page (1280 less its margins). Only what depends on the container is tried this way;
 * what depends on the viewport (media queries) is proven at 1280 by e2e/long-text.spec.ts.
 */
export const DESKTOP_WIDTHS = [280, 1280 - 2 * 32] as const;

/** The content width of an admin page at 1280 px: the window less the sidebar (15rem) and the page's 32 px margins. */
export const ADMIN_CONTENT_1280 = 1280 - 15 * 16 - 2 * 32;

/** The content width of the admin's form dialog at 1280 px (a 48rem dialog less its 24 px padding each side). */
export const FORM_DIALOG_WIDTHS = [48 * 16 - 2 * 24] as const;

/** Sides of a box, in CSS px. */
type Box = { left: number; right: number };

/** True when `element` (or an ancestor up to `root`) shows nothing: hidden, or clipped away (visually hidden text). */
function notShown(element: Element, root: Element): boolean {
  for (let node: Element | null = element; node && node !== root.parentElement; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return true;
    if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.position === 'absolute')) return true;
  }
  return false;
}

/** The nearest ancestor of `element` under `root` that scrolls sideways (a chip row), else null. */
function sidewaysScroller(element: Element, root: Element): HTMLElement | null {
  for (let node = element.parentElement; node && node !== root; node = node.parentElement) {
    const { overflowX } = getComputedStyle(node);
    if ((overflowX === 'auto' || overflowX === 'scroll') && node.scrollWidth > node.clientWidth) return node;
  }
  return null;
}

/**
 * The box `element`'s content is seen through: its own ancestors' boxes (up to `root`, not included) that clip
 * what overflows them (a tag's text cut by an ellipsis), intersected; null when none clips.
 */
function clipBox(element: Element, root: Element): Box | null {
  let clip: Box | null = null;
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    const { overflowX } = getComputedStyle(node);
    if (overflowX !== 'hidden' && overflowX !== 'clip') continue;
    const rect = node.getBoundingClientRect();
    clip = clip
      ? { left: Math.max(clip.left, rect.left), right: Math.min(clip.right, rect.right) }
      : { left: rect.left, right: rect.right };
  }
  return clip;
}

/** Every piece of text shown in `root`: its text node's element and each line box of it. */
function shownText(root: HTMLElement): { element: Element; text: string; rects: DOMRect[] }[] {
  const found: { element: Element; text: string; rects: DOMRect[] }[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.textContent?.trim() || notShown(element, root)) continue;
    range.selectNodeContents(node);
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
    if (rects.length > 0) found.push({ element, text: node.textContent.trim(), rects });
  }
  return found;
}

const within = (inner: Box, outer: Box) => inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;

/**
 * Asserts nothing in `root` runs out of it sideways: the root does not scroll sideways (`scrollWidth <=
 * clientWidth`), the page neither, and every line of text shown inside lies within the root's box. Text in a
 * row that scrolls sideways on purpose (a chip row) must fit that row's visible width, one piece at a time.
 */
// The page-level check is off by default: in a Storybook page reused from a wider story (the manager switching
// stories) the document keeps that story's width for a while; the app's pages are checked by e2e/long-text.spec.ts.
export async function expectNoOverflow(root: HTMLElement, { page = false }: { page?: boolean } = {}): Promise<void> {
  await expect(root.scrollWidth, 'the root scrolls sideways').toBeLessThanOrEqual(root.clientWidth);
  if (page) {
    // Waited for: a story opened in a page that just showed another (the manager switching stories, at another
    // viewport) may measure the page before the previous story's layout has left it.
    await waitFor(() =>
      expect(document.documentElement.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      ),
    );
  }
  const box = root.getBoundingClientRect();
  for (const { element, text, rects } of shownText(root)) {
    const scroller = sidewaysScroller(element, root);
    const clip = clipBox(element, root);
    for (const line of rects) {
      // What of the line is seen: a clipping box (an ellipsis) hides the rest, which then must be in a title.
      const left = clip ? Math.max(line.left, clip.left) : line.left;
      const right = clip ? Math.min(line.right, clip.right) : line.right;
      const rect = { left, right, width: Math.max(0, right - left) };
      if (scroller) {
        await expect(rect.width, `"${text}" is wider than its scrolling row`).toBeLessThanOrEqual(
          scroller.clientWidth + 0.5,
        );
      } else {
        const where = `"${text}" (${rect.left}–${rect.right}) out of ${box.left}–${box.right}`;
        await expect(within(rect, box), where).toBe(true);
      }
    }
  }
}

/** The deepest shown elements whose text holds `value` (an `EmailText` splits it into several text nodes). */
function holders(root: HTMLElement, value: string): HTMLElement[] {
  const all = [root, ...Array.from(root.querySelectorAll<HTMLElement>('*'))].filter(
    (element) => (element.textContent ?? '').includes(value) && !notShown(element, root),
  );
  return all.filter((element) => !all.some((other) => other !== element && element.contains(other)));
}

/**
 * Asserts `value` is available in full in `root`: shown whole (not cut by an ellipsis or a clipping box) and
 * wrapped sensibly (at least 8 characters a line: never one letter per line), or in a field's value (a select's
 * too: the browser draws its picked option, cut, and lists each in full when it opens), or in a
 * `title` on it or an ancestor.
 */
export async function expectFullValue(root: HTMLElement, value: string): Promise<void> {
  const fields = Array.from(
    root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select'),
  );
  if (fields.some((field) => field.value === value)) return;
  const shown = holders(root, value);
  const titled = (element: Element) => element.closest(`[title]`)?.getAttribute('title')?.includes(value) ?? false;
  await expect(shown.length + Number(titled(root)), `"${value}" is nowhere`).toBeGreaterThan(0);
  for (const element of shown) {
    if (titled(element)) continue;
    await expect(element.scrollWidth, `"${value}" is cut`).toBeLessThanOrEqual(element.clientWidth + 1);
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.bottom))).size;
    await expect(lines, `"${value}" takes ${lines} lines`).toBeLessThanOrEqual(
      Math.ceil(element.textContent!.length / 8),
    );
  }
}

/**
 * The frame of the "Long Unbroken Text" stories, `[data-frame="360"]`: the 328 px a 360 px phone leaves inside
 * its margins, a fixed width (never `max-width`: a centred canvas would shrink it). Use it with `atViewport('phone')`.
 */
export const phone360Frame: Decorator = (Story) =>
  createElement('div', { 'data-frame': '360', style: { width: PHONE_360_CONTENT } }, createElement(Story));

/** The frame of a "Long Unbroken Text" story (`phone360Frame`) in the canvas. */
export function phoneFrame(canvasElement: HTMLElement): HTMLElement {
  const frame = canvasElement.querySelector<HTMLElement>('[data-frame="360"]');
  if (!frame) throw new Error('No [data-frame="360"]: decorate the story with phone360Frame.');
  return frame;
}

/** Waits for the browser to lay out and draw a frame. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Runs `check` with the story's frame at each of `widths` (default: `DESKTOP_WIDTHS`), then gives the frame
 * back its width (the screenshot is of the phone). The phone viewport stays: check the root with `{ page: false }`.
 */
export async function atFrameWidths(
  frame: HTMLElement,
  check: () => Promise<void>,
  widths: readonly number[] = DESKTOP_WIDTHS,
): Promise<void> {
  const before = frame.style.width;
  try {
    for (const width of widths) {
      frame.style.width = `${width}px`;
      await nextFrame();
      await check();
    }
  } finally {
    frame.style.width = before;
    await nextFrame();
  }
}

/**
 * The play of a "Long Unbroken Text" story: in the phone frame nothing in `root` overflows and each of
 * `values` is available in full; then, at `widths` (default `DESKTOP_WIDTHS`), nothing in `root` overflows either.
 */
export async function expectLongTextHolds(
  canvasElement: HTMLElement,
  root: HTMLElement,
  values: readonly string[],
  { widths = DESKTOP_WIDTHS }: { widths?: readonly number[] } = {},
): Promise<void> {
  await expectNoOverflow(root);
  for (const value of values) await expectFullValue(root, value);
  await atFrameWidths(phoneFrame(canvasElement), () => expectNoOverflow(root, { page: false }), widths);
}
