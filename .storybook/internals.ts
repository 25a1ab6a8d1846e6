/**
 * The one place the story harness reaches past Storybook's public API. Each use is pinned by
 * `internals.test.ts` against the installed packages, so an upgrade that changes one fails there, loudly,
 * saying what to change here, instead of a story passing or failing for a reason nobody can see.
 *
 * - `storyOfTest`: Storybook's Vitest addon puts the composed story on each test's context (`context.story`,
 *   set in `@storybook/addon-vitest/dist/vitest-plugin/test-utils.js`, not in its types). The visual gate
 *   (`vitest.setup.ts`) reads the story's id, globals and parameters from it.
 * - `redrawForcedStates`: storybook-addon-pseudo-states rewrites the stylesheets (`:hover` → `.pseudo-hover`)
 *   when the preview's channel says a story rendered (`STORY_RENDERED`), which Storybook says only after the
 *   play. A play that checks a forced state asks for the rewrite first by saying it itself.
 */
import { addons } from 'storybook/preview-api';
import { STORY_RENDERED } from 'storybook/internal/core-events';

/** What the visual gate reads of the composed story the Storybook addon puts on a test's context. */
export interface ComposedStoryLike {
  id: string;
  tags: string[];
  globals: { viewport?: { value?: string } };
  parameters: Record<string, unknown>;
}

/**
 * The composed story of a story test. Every test of the story project is a story, so none there is a sign
 * that the addon changed how it passes the story: that throws, naming this file.
 */
export function storyOfTest(context: object): ComposedStoryLike {
  const story = (context as { story?: Partial<ComposedStoryLike> }).story;
  const composed = (typeof story === 'function' || typeof story === 'object') && story !== null;
  if (!composed || typeof story.id !== 'string' || typeof story.parameters !== 'object') {
    throw new Error(
      "Storybook's Vitest addon no longer puts the composed story on the test context (context.story): " +
        'find where @storybook/addon-vitest now passes it and update storyOfTest in .storybook/internals.ts.',
    );
  }
  return story as ComposedStoryLike;
}

/** The channel event storybook-addon-pseudo-states listens to before it rewrites the stylesheets. */
export const PSEUDO_STATES_REDRAW_EVENT = STORY_RENDERED;

/** Asks storybook-addon-pseudo-states to rewrite the stylesheets now (the rewrite is idempotent). */
export function redrawForcedStates(storyId: string): void {
  addons.getChannel().emit(PSEUDO_STATES_REDRAW_EVENT, storyId);
}
