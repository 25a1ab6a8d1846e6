import { useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react';
import { focusableIn, keepTabInside } from './focusable';
import { useDocumentKeyDown } from './useDocumentKeyDown';

export { focusableIn, keepTabInside } from './focusable';
export { useDocumentKeyDown } from './useDocumentKeyDown';

/**
 * The focus scopes active right now, oldest first. Keys go to the newest one only, so Escape in a
 * dialog opened over another dialog (the discard question over a form) closes just the one on top.
 */
const activeScopes: object[] = [];

export interface FocusScopeOptions {
  /** Whether the scope (a dialog, a drawer, a disclosure panel) is shown. */
  active: boolean;
  /** The element focus stays in when `trapTab` is on. */
  containerRef: RefObject<HTMLElement | null>;
  /** Escape pressed while active, wherever focus is (inside, on the page, or on <body> after a removal). */
  onEscape?: () => void;
  /** Keep Tab / Shift+Tab inside the container (a function is read at key time, e.g. "only as an overlay"). */
  trapTab?: boolean | (() => boolean);
  /**
   * Runs on activation after the opener was noted and before initial focus (e.g. `dialog.showModal()`).
   * Initial focus waits until the container is drawn (has a layout box), if it is not yet.
   */
  onActivate?: () => void;
  /** Where focus goes when the scope becomes active (nothing is moved when it returns nothing). */
  initialFocus?: () => HTMLElement | null | undefined;
  /**
   * Give focus back when the scope closes: to the element focused when it opened if it is still there, else to
   * `returnFocusRef` (the opener was removed, or never had focus: Safari does not focus a clicked button).
   */
  restoreFocus?: boolean;
  /** The fallback for `restoreFocus`. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Focus handling shared by every layer over the page: the Modal (on the native `<dialog>`), the admin
 * drawer and the storefront header's menu panel. One document-level key listener per active scope, of
 * which only the newest acts; optional initial focus, Tab trap and focus return.
 */
export function useFocusScope({
  active,
  containerRef,
  onEscape,
  trapTab = false,
  onActivate,
  initialFocus,
  restoreFocus = false,
  returnFocusRef,
}: FocusScopeOptions): void {
  const token = useRef<object>({});

  const activate = useEffectEvent(() => onActivate?.());
  const focusInitial = useEffectEvent(() => initialFocus?.()?.focus());
  /** The container, when there is an initial focus to move and the container is not drawn yet. */
  const undrawnContainer = useEffectEvent((): HTMLElement | null => {
    const container = containerRef.current;
    return initialFocus && container && !isDrawn(container) ? container : null;
  });
  const returnTarget = useEffectEvent((opener: HTMLElement | null): HTMLElement | null => {
    if (!restoreFocus) return null;
    if (opener?.isConnected && opener !== document.body && !opener.closest('[inert]')) return opener;
    const fallback = returnFocusRef?.current;
    return fallback?.isConnected ? fallback : null;
  });

  // A layout effect: the opener is noted before anything (showModal, a paint) can move focus.
  useLayoutEffect(() => {
    if (!active) return;
    const scope = token.current;
    activeScopes.push(scope);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    activate();
    // A layer that is not drawn yet cannot take focus: `focus()` on it does nothing. Storybook's preview
    // hides the story root (display: none) while a story prepares, and on a busy machine React commits in
    // that window. Wait until the layer has a box, then move focus.
    const container = undrawnContainer();
    let observer: ResizeObserver | undefined;
    if (container) {
      observer = new ResizeObserver(() => {
        if (!isDrawn(container)) return;
        observer?.disconnect();
        observer = undefined;
        focusInitial();
      });
      observer.observe(container);
    } else {
      focusInitial();
    }
    return () => {
      observer?.disconnect();
      activeScopes.splice(activeScopes.lastIndexOf(scope), 1);
      const target = returnTarget(opener);
      // Wait for the layer to leave (a closing <dialog> makes the page usable again only once it is gone).
      if (target) queueMicrotask(() => target.focus());
    };
  }, [active]);

  useDocumentKeyDown(active, (event) => {
    if (activeScopes[activeScopes.length - 1] !== token.current) return;
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
      return;
    }
    const container = containerRef.current;
    const trap = typeof trapTab === 'function' ? trapTab() : trapTab;
    if (trap && container) keepTabInside(event, container);
  });
}

/** Whether `el` has a layout box: not while it or an ancestor is `display: none`. */
function isDrawn(el: Element): boolean {
  return el.getClientRects().length > 0;
}

/** The first element Tab reaches inside `root` (not `root` itself). */
export function firstFocusableIn(root: HTMLElement | null): HTMLElement | undefined {
  return root ? focusableIn(root).find((el) => el !== root) : undefined;
}
