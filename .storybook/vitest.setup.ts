/**
 * Runs after every story test in Chromium: once the play function has passed,
 * the story's rendered root is compared with its committed reference image
 * (stories/**\/__screenshots__/). Stories tagged `no-visual` opt out; stories with
 * `layout: 'fullscreen'` are shot at exactly the viewport (above the fold).
 * Update references with `npm run test:visual:update`.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Screenshots must not depend on timing: no blinking caret, no transitions or animations.
const freeze = document.createElement('style');
freeze.textContent =
  '*, *::before, *::after { caret-color: transparent !important; transition: none !important; animation: none !important; }';
document.head.append(freeze);

afterEach(async (context) => {
  const story = (context as unknown as { story?: { tags: string[]; id: string; parameters: { layout?: string } } })
    .story;
  if (import.meta.env.VITE_VISUAL === 'off') return; // quick local runs while developing
  if (!story || context.task.result?.state === 'fail' || story.tags.includes('no-visual')) return;
  await document.fonts.ready;
  // Let images decode before the shot (a lazy image far below the fold may never start: cap the wait).
  await Promise.race([
    Promise.all(Array.from(document.images).map((img) => (img.complete ? null : img.decode().catch(() => null)))),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const rootElement = document.querySelector<HTMLElement>('body > div:not(.sb-wrapper)') ?? document.body;
  // Full-screen stories (pages, modals with a fixed backdrop) are shot at exactly the viewport:
  // what a user sees first. Content below the fold is covered by other stories and the e2e tests.
  if (story.parameters.layout === 'fullscreen') {
    rootElement.style.height = '100vh';
    rootElement.style.overflow = 'hidden';
  }
  const root = page.elementLocator(rootElement);
  await expect.element(root).toMatchScreenshot(story.id);
});
