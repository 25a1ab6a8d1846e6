import { createContext, useContext, type ReactNode } from 'react';

const NowContext = createContext<Date | null>(null);

/** Fixes "now" for a subtree: the app passes the page-load time, stories a frozen date. */
export function NowProvider({ now, children }: { now: Date; children: ReactNode }) {
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}

/** The time the page treats as now (the load time in the app, a fixed date in stories). */
export function useNow(): Date {
  return useContext(NowContext) ?? new Date();
}
