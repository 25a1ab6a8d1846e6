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
import { useState, type ReactNode } from 'react';
import type { ThemePreference } from '../src/components/ui';
import { HostedThemePreference } from '../src/app/theme';

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
  const theme = preference === 'system' ? toolbar : preference;
  // Idempotent, and done while rendering so the first frame is already in the theme.
  // Docs pages keep the page light (Storybook's docs are light), whatever a story shown before left.
  document.documentElement.setAttribute('data-theme', docs ? 'light' : theme);
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
