import { useLayoutEffect, type RefObject } from 'react';

/** The custom property on the root element the page's `scroll-padding-top` reads (global.css). */
export const STICKY_BAR_PROPERTY = '--sticky-bar-measured-block-size';

/** The bar that set the property last (a page has one sticky bar; a docs page may render several). */
let owner: Element | null = null;

/**
 * Keeps the page's scroll padding equal to the real height of a sticky bar (WCAG 2.2 SC 2.4.11): a
 * ResizeObserver on `barRef` writes its border-box height, in px, to `--sticky-bar-measured-block-size` on the
 * root element, so Tab, Shift+Tab and `scrollIntoView` stop a control below the bar whatever its height (a
 * phone panel open, text zoomed to 200%, a wrapped title). On unmount the property is removed, and
 * `scroll-padding-top` falls back to the per-breakpoint constant (the prerendered page, before scripts run).
 */
export function useStickyBarInset(barRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const root = document.documentElement;
    const measure = () => {
      owner = bar;
      root.style.setProperty(STICKY_BAR_PROPERTY, `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar, { box: 'border-box' });
    return () => {
      observer.disconnect();
      if (owner !== bar) return;
      owner = null;
      root.style.removeProperty(STICKY_BAR_PROPERTY);
    };
  }, [barRef]);
}
