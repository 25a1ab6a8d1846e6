import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { ThemePreference } from '../../components/ui';

/**
 * The colour theme preference: a UI preference kept in localStorage (not app data, which stays in memory),
 * applied as <html data-theme="light|dark">; System removes the attribute, so tokens.css follows
 * prefers-color-scheme. index.html applies the stored value before first paint with the same key and rule.
 */
export const THEME_STORAGE_KEY = 'fooddash-theme';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored preference; System when nothing (or something unknown) is stored, or storage is blocked. */
export function readThemePreference(storage: StorageLike | undefined): ThemePreference {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Stores the preference (System is the absence of one); a blocked storage only loses the memory of it. */
export function storeThemePreference(storage: StorageLike | undefined, preference: ThemePreference): void {
  try {
    if (preference === 'system') storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Private mode or storage disabled: the choice holds for this page only.
  }
}

/** Sets <html data-theme> for an explicit choice, removes it for System. */
export function applyThemePreference(root: HTMLElement, preference: ThemePreference): void {
  if (preference === 'system') delete root.dataset.theme;
  else root.dataset.theme = preference;
}

const browserStorage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * A host that owns the preference instead of the page (Storybook's Theme toolbar): when provided,
 * `useThemePreference` returns it as is and neither reads nor writes storage or <html>.
 */
export const HostedThemePreference = createContext<[ThemePreference, (preference: ThemePreference) => void] | null>(
  null,
);

/** The theme preference and its setter: stored, applied to <html>, and kept in step with other tabs. */
export function useThemePreference(): [ThemePreference, (preference: ThemePreference) => void] {
  const hosted = useContext(HostedThemePreference);
  const own = hosted === null;
  const [preference, setPreference] = useState<ThemePreference>(() => readThemePreference(browserStorage()));

  useEffect(() => {
    if (own) applyThemePreference(document.documentElement, preference);
  }, [preference, own]);

  // Another tab changed it: follow.
  useEffect(() => {
    if (!own) return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) setPreference(readThemePreference(browserStorage()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [own]);

  const choose = useCallback((next: ThemePreference) => {
    storeThemePreference(browserStorage(), next);
    setPreference(next);
  }, []);

  return hosted ?? [preference, choose];
}
