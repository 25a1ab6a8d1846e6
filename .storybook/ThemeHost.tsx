/**
 * The toolbar's Light or Dark, as the page's theme, for every story. In Storybook the toolbar plays the
 * operating system's part: the app's Theme switch (in page stories) starts on System, which follows the
 * toolbar, and a choice made in the switch holds until the toolbar changes (the story is re-rendered).
 *
 * - Canvas: <html data-theme>, exactly as the app applies a choice, so the page, its scrollbars and every
 *   layer (dialogs in the top layer included) take the palette.
 * - Docs pages: the page is Storybook's (light); each story's preview block (its canvas, edge to edge) is the
 *   chosen theme's page surface, as in the app: the story is marked `data-docs-canvas` and
 *   .storybook/preview-head.html paints the block that holds it. No box of its own around the story, so a
 *   component never sits on a patch of page colour inside the white frame (nor a dark tile on the docs page).
 */
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ThemePreference } from '../src/components/ui';
import { HostedThemePreference } from '../src/app/preferences/theme';

export function ThemeHost({
  toolbar,
  docs,
  children,
}: {
  toolbar: 'light' | 'dark';
  docs: boolean;
  children: ReactNode;
}) {
  const [preference, setPreference] = useState<ThemePreference>('system');
  // A story framed on a docs page (a phone or tablet story there) takes the page's theme, not its own URL's.
  const framedIn = useDocsPageTheme();
  const theme = preference === 'system' ? (framedIn ?? toolbar) : preference;
  // Idempotent, and done while rendering so the first frame is already in the theme.
  // Docs pages keep the page light (Storybook's docs are light), whatever a story shown before left.
  document.documentElement.setAttribute('data-theme', docs ? 'light' : theme);
  // A docs page says which theme its previews take, for the stories it shows in frames of their own.
  if (docs) document.documentElement.setAttribute(DOCS_THEME, theme);
  const story = (
    <HostedThemePreference.Provider value={[preference, setPreference]}>{children}</HostedThemePreference.Provider>
  );
  if (!docs) return story;
  return (
    <div
      data-theme={theme}
      data-docs-canvas={theme}
      style={{ color: 'var(--color-text)', fontFamily: 'var(--font-sans)' }}
    >
      {story}
    </div>
  );
}

/** The attribute on a docs page's <html> naming the theme its story previews take. */
const DOCS_THEME = 'data-docs-theme';

/** The docs page this story is framed in (a phone or tablet story on its docs page), or null. */
function framingDocsPage(): Document | null {
  try {
    const parent = window.parent;
    if (parent === window || !parent.location.search.includes('viewMode=docs')) return null;
    return parent.document; // same origin: the docs page and its frames are one Storybook
  } catch {
    return null;
  }
}

/**
 * The theme of the docs page a story is framed in, following its changes, or undefined outside one. A
 * framed story is loaded by Storybook without the page's toolbar settings (its own URL has none), so it
 * reads them from the page that shows it: otherwise a phone story on a docs page stays Light in Dark.
 */
export function useDocsPageTheme(): 'light' | 'dark' | undefined {
  return useSyncExternalStore(
    (onChange) => {
      const page = framingDocsPage();
      if (!page) return () => {};
      const observer = new MutationObserver(onChange);
      observer.observe(page.documentElement, { attributes: true, attributeFilter: [DOCS_THEME] });
      return () => observer.disconnect();
    },
    () => {
      const value = framingDocsPage()?.documentElement.getAttribute(DOCS_THEME);
      return value === 'light' || value === 'dark' ? value : undefined;
    },
  );
}
