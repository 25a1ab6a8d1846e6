import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyThemePreference, readThemePreference, storeThemePreference, THEME_STORAGE_KEY } from './theme';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const blocked = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('theme preference', () => {
  it('reads light and dark, and System for nothing, anything else or a blocked storage', () => {
    expect(readThemePreference(memoryStorage({ [THEME_STORAGE_KEY]: 'dark' }))).toBe('dark');
    expect(readThemePreference(memoryStorage({ [THEME_STORAGE_KEY]: 'light' }))).toBe('light');
    expect(readThemePreference(memoryStorage())).toBe('system');
    expect(readThemePreference(memoryStorage({ [THEME_STORAGE_KEY]: 'sepia' }))).toBe('system');
    expect(readThemePreference(blocked)).toBe('system');
    expect(readThemePreference(undefined)).toBe('system');
  });

  it('stores light and dark, and System as no entry; a blocked storage does not throw', () => {
    const storage = memoryStorage();
    storeThemePreference(storage, 'dark');
    expect(storage.items.get(THEME_STORAGE_KEY)).toBe('dark');
    storeThemePreference(storage, 'system');
    expect(storage.items.has(THEME_STORAGE_KEY)).toBe(false);
    expect(() => storeThemePreference(blocked, 'light')).not.toThrow();
  });

  it('sets <html data-theme> for light and dark and removes it for System', () => {
    const root = { dataset: {} as Record<string, string> } as unknown as HTMLElement;
    applyThemePreference(root, 'dark');
    expect(root.dataset.theme).toBe('dark');
    applyThemePreference(root, 'system');
    expect(root.dataset.theme).toBeUndefined();
  });

  it('is applied before first paint by index.html with the same key and values', () => {
    const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`localStorage.getItem('${THEME_STORAGE_KEY}')`);
    expect(head).toMatch(/t === 'light' \|\| t === 'dark'/);
  });
});
