import { useLayoutEffect, useRef } from 'react';

/**
 * For a list whose empty state offers a way back ('Clear filters'): the button goes away with the empty
 * state, and focus would fall to `<body>`. Call the returned `arm()` when the action is pressed; the
 * first render after it that shows entries again (`filled`) focuses `target()` (the list, or its
 * heading). A list that lags its filter (a deferred render) is followed: focus moves once the entries are
 * there, not before.
 */
export function useFocusOnRefill(filled: boolean, target: () => HTMLElement | null | undefined): () => void {
  const armed = useRef(false);
  useLayoutEffect(() => {
    if (!armed.current || !filled) return;
    armed.current = false;
    target()?.focus();
  });
  return () => {
    armed.current = true;
  };
}
