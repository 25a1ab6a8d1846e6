import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity for the component's life and always calls the latest `callback`.
 * For handlers passed to memoised rows and cards: a parent that makes a new `onView` on every render
 * (as the admin pages' modal hooks do) must not re-render every row of a list.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
