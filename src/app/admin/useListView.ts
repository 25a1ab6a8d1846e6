import { useDeferredValue, useState } from 'react';

/**
 * The view state of an admin list (its filters, sort and page) in two copies: `view`, the latest choice,
 * which the controls show at once, and `shown`, the same choice once React has rendered the list for it
 * in the background (`useDeferredValue`). So a select, a search field or a page button paints in the
 * next frame whatever the list's size, and the list follows; `busy` is true in between.
 * Any change other than the page goes back to page 1.
 */
export function useListView<V extends { page: number }>(initial: V) {
  const [view, setView] = useState(initial);
  const shown = useDeferredValue(view);
  return {
    view,
    shown,
    busy: shown !== view,
    /** A filter, the search or the sort changed: page 1 of the new list. */
    refine: (change: Partial<Omit<V, 'page'>>) => setView((current) => ({ ...current, ...change, page: 1 })),
    setPage: (page: number) => setView((current) => (current.page === page ? current : { ...current, page })),
  };
}
