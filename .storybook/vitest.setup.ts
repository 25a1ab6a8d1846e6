/**
 * Runs after every story test in Chromium: once the play function has passed,
 * the story's rendered root is compared with its committed reference image
 * (stories/**\/__screenshots__/). Stories tagged `no-visual` opt out; stories with
 * `layout: 'fullscreen'` are shot at the whole viewport.
 * Update references with `npm run test:visual:update`.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

afterEach(async (context) => {
  const story = (context as unknown as { story?: { tags: string[]; id: string; parameters: { layout?: string } } }).story;
  if (import.meta.env.VITE_VISUAL === 'off') return; // quick local runs while developing
  if (!story || context.task.result?.state === 'fail' || story.tags.includes('no-visual')) return;
  await document.fonts.ready;
  // Let images decode and transitions settle before the shot.
  await Promise.all(
    Array.from(document.images).map((img) => (img.complete ? null : img.decode().catch(() => null))),
  );
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const rootElement = document.querySelector<HTMLElement>('body > div:not(.sb-wrapper)') ?? document.body;
  // Full-screen stories (pages, modals with a fixed backdrop) are shot at the whole viewport.
  if (story.parameters.layout === 'fullscreen') rootElement.style.minHeight = '100vh';
  const root = page.elementLocator(rootElement);
  await expect.element(root).toMatchScreenshot(story.id);
});
