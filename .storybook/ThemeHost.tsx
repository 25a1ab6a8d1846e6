/**
 * The toolbar's Light or Dark, as the page's theme, for every story. In Storybook the toolbar plays the
 * operating system's part: the app's Theme switch (in page stories) starts on System, which follows the
 * toolbar, and a choice made in the switch holds until the toolbar changes (the story is re-rendered).
 *
 * - Canvas: <html data-theme>, exactly as the app applies a choice, so the page, its scrollbars and every
 *   layer (dialogs in the top layer included) take the palette.
 * - Docs pages: the page is Storybook's (light); each story gets a frame of its own in the chosen theme, so
 *   dark components are never drawn on the docs page's white.
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
      style={{
        background: 'var(--color-bg)',
        color: 'var(--color-text)',
        fontFamily: 'var(--font-sans)',
        // A canvas around the story in both themes (as in the story view), never a patch the story's own size:
        // a ghost button or a card must not look filled by the page colour drawn tight around it.
        padding: 'var(--space-4)',
        borderRadius: 'var(--radius-md)',
      }}
    >
      {story}
    </div>
  );
}
