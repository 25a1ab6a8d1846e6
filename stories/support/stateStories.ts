import { expect } from 'storybook/test';
import { drawForcedStates, forceStates, waitForShown, type PseudoState } from './pseudoStates';
import { tokenColour } from './tokenColour';

type StateContext = Parameters<typeof drawForcedStates>[0];

/**
 * A story drawn in forced CSS states (`{ hover: 'button' }`), whose play waits until what a designer
 * sees in that state holds. `prepare` runs once, before waiting (resolve tokens there: resolving one
 * changes the DOM, and `waitFor` re-runs its check on every DOM change); it returns the check.
 */
export function stateStory(
  targets: Partial<Record<PseudoState, string>>,
  prepare: (canvasElement: HTMLElement) => () => void,
) {
  return {
    parameters: forceStates(targets),
    play: async (context: StateContext) => {
      drawForcedStates(context);
      await waitForShown(prepare(context.canvasElement));
    },
  };
}

/** The focus-visible ring every control draws: a solid outline in the focus colour, `width` when given. */
export function expectFocusRing(element: Element, focus: string, width?: string): void {
  const style = getComputedStyle(element);
  expect(style.outlineStyle).toBe('solid');
  expect(style.outlineColor).toBe(focus);
  if (width) expect(style.outlineWidth).toBe(width);
}

/**
 * The state stories of a form control (TextField, TextAreaField, SelectField), which share one look:
 * hover darkens the border to the text colour; active dims the background; focus-visible draws a blue
 * border and a 3 px ring; disabled is grey and the pointer does not change it. `control` is the
 * element's selector (`'input'`, `'textarea'`, `'select'`), `args` the story's args in every state.
 */
export function fieldStateStories<Args extends object>(control: string, args: Args) {
  const element = (canvasElement: HTMLElement) => canvasElement.querySelector(control)!;
  const style = (canvasElement: HTMLElement) => getComputedStyle(element(canvasElement));
  return {
    Hover: {
      args,
      ...stateStory({ hover: control }, (canvasElement) => {
        const text = tokenColour('--color-text');
        return () => expect(style(canvasElement).borderTopColor).toBe(text);
      }),
    },
    Active: {
      args,
      ...stateStory({ hover: control, active: control }, (canvasElement) => {
        const pressed = tokenColour('--color-surface-muted');
        return () => expect(style(canvasElement).backgroundColor).toBe(pressed);
      }),
    },
    FocusVisible: {
      args,
      ...stateStory({ focusVisible: control }, (canvasElement) => {
        const focus = tokenColour('--color-focus');
        return () => {
          expectFocusRing(element(canvasElement), focus, '3px');
          expect(style(canvasElement).borderTopColor).toBe(focus);
        };
      }),
    },
    Disabled: {
      args: { ...args, disabled: true },
      ...stateStory({ hover: control }, (canvasElement) => {
        const grey = tokenColour('--color-surface-muted');
        const border = tokenColour('--color-border-strong');
        return () => {
          expect(element(canvasElement)).toBeDisabled();
          // The pointer is over it (the forced class is set), and it still looks disabled.
          expect(element(canvasElement)).toHaveClass('pseudo-hover');
          expect(style(canvasElement).backgroundColor).toBe(grey);
          expect(style(canvasElement).borderTopColor).toBe(border);
        };
      }),
    },
  };
}
