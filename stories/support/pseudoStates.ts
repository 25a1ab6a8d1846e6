import { waitFor } from 'storybook/test';
import { redrawForcedStates } from '../../.storybook/internals';

export type PseudoState = 'hover' | 'focusVisible' | 'active';

/**
 * `parameters` that draw a story in forced CSS states (storybook-addon-pseudo-states), with the
 * component's real `:hover`, `:focus-visible` and `:active` rules: `{ hover: 'button' }` puts the
 * buttons of this story in their hover state (a selector, never `true`: a forced state on every
 * element would also draw the global `:focus-visible` ring around every wrapper).
 */
export function forceStates(targets: Partial<Record<PseudoState, string>>) {
  return { pseudo: targets };
}

const STATE_CLASS: Record<PseudoState, string> = {
  hover: 'pseudo-hover',
  focusVisible: 'pseudo-focus-visible',
  active: 'pseudo-active',
};

/**
 * Called first by the play of a story with forced states, so that it can check them:
 * - the addon rewrites the stylesheets (`:hover` → `.pseudo-hover`) when Storybook reports a rendered
 *   story, which Storybook does only after the play; this asks for it now (the rewrite is idempotent);
 * - the Vitest runner has no `#storybook-root`, the element under which the addon sets its classes:
 *   there, the classes are set here, as the addon sets them in Storybook.
 */
export function drawForcedStates({
  id,
  parameters,
  canvasElement,
}: {
  id: string;
  parameters: { pseudo?: Partial<Record<PseudoState, string>> };
  canvasElement: HTMLElement;
}): void {
  if (import.meta.env.MODE === 'test') {
    for (const [state, selector] of Object.entries(parameters.pseudo ?? {})) {
      for (const element of canvasElement.querySelectorAll(selector))
        element.classList.add(STATE_CLASS[state as PseudoState]);
    }
  }
  redrawForcedStates(id);
}

/**
 * `waitFor` for a check on the story shown now. In the built Storybook, testing-library's DOM observer
 * can outlive the play: the next story's DOM changes call the check again, on elements that are gone,
 * and Storybook logs the error. Once the story it started on has left the page, the check stops.
 */
export function waitForShown<T>(check: () => T): Promise<T | undefined> {
  const shown = document.querySelector('#storybook-root > *');
  return waitFor(() => (shown && !shown.isConnected ? undefined : check()));
}
