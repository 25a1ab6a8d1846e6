/**
 * Calls a hook inside a component rendered with `react-dom/server`, so hook
 * tests run in Node without a DOM. Returns what the hook returned on that
 * render, or throws what it threw. Test-only.
 */
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

export function renderHook<T>(read: () => T, wrap: (children: ReactNode) => ReactNode = (children) => children): T {
  let result: { value: T } | undefined;
  function Probe() {
    result = { value: read() };
    return null;
  }
  renderToString(wrap(createElement(Probe)));
  if (result === undefined) throw new Error('renderHook: the hook did not run');
  return result.value;
}
