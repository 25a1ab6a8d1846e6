import { useLayoutEffect, useRef } from 'react';
import type { EmptyStateAction } from './EmptyState';

/**
 * For a list whose empty state offers a way back ('Clear filters'): the button goes away with the empty
 * state, and focus would fall to `<body>`. Pass the empty state's action through the returned function: once
 * it is pressed, the first render that shows entries again (`filled`) focuses `target()` (the list, or its
 * heading). A list that lags its filter (a deferred render) is followed: focus moves once the entries are
 * there, not before.
 *
 * ```tsx
 * const refocusing = useFocusOnRefill(items.length > 0, () => listRef.current);
 * <EmptyState title="No matches." action={refocusing(emptyAction)} />
 * ```
 */
export function useFocusOnRefill(
  filled: boolean,
  target: () => HTMLElement | null | undefined,
): (action: EmptyStateAction | undefined) => EmptyStateAction | undefined {
  const armed = useRef(false);
  useLayoutEffect(() => {
    if (!armed.current || !filled) return;
    armed.current = false;
    target()?.focus();
  });
  return (action) =>
    action && {
      ...action,
      onAction: () => {
        armed.current = true;
        action.onAction();
      },
    };
}
