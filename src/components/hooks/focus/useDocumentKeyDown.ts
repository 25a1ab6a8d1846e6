import { useEffect, useEffectEvent } from 'react';

/**
 * Listens for keydown on the whole document while `active` is true, so a key such as Escape works
 * wherever focus is (inside an overlay, on the page behind it, or on <body> after the focused element
 * was removed). The handler always sees the latest props and state.
 */
export function useDocumentKeyDown(active: boolean, handler: (event: KeyboardEvent) => void): void {
  const onKeyDown = useEffectEvent(handler);
  useEffect(() => {
    if (!active) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [active]);
}
