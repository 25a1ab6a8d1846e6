import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    // GitHub-flavoured markdown in MDX docs pages: tables render as tables.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    // Visual Tests panel: with a Chromatic project (CHROMATIC_PROJECT_TOKEN, see docs), a designer reviews
    // and accepts visual changes inside Storybook. Nothing is sent anywhere until someone signs in there.
    // Not in the Vitest run (VITEST is set there): its preview decorator (the "ignored elements" highlight)
    // left every story after a file's first without a box to capture, and the run has no panel to show.
    ...(process.env.VITEST ? [] : ['@chromatic-com/storybook']),
    // Toolbar "Theme": light (default) or dark, as <html data-theme> (preview.tsx), the attribute the app sets.
    '@storybook/addon-themes',
    // Hover, focus-visible and active drawn with the components' real CSS (parameters.pseudo).
    'storybook-addon-pseudo-states',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // No Storybook onboarding in this Storybook, in dev or in the build: neither the "Get started" checklist
  // above the sidebar nor the "Onboarding guide" entry of the settings menu.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  // Fonts and images used by stories are local; nothing is fetched from the network.
  // public/: the dish illustrations (scripts/illustrations.mjs) and the Storybook mark;
  // the font packages' files, for the manager's own page (.storybook/manager-head.html).
  staticDirs: [
    '../public',
    { from: '../node_modules/@fontsource-variable/inter/files', to: '/fonts/inter' },
    { from: '../node_modules/@fontsource-variable/jetbrains-mono/files', to: '/fonts/jetbrains-mono' },
  ],
  // The tokens' light-dark() kept native in the built Storybook. For the app's es2022 target, Vite's CSS
  // minifier rewrites it into variables resolved where each token is declared (on :root), so only <html
  // data-theme> could switch the palette; the Side by side pane and the tokens page set data-theme on an
  // element inside the page. Browsers with light-dark(): Chrome/Edge 123, Firefox 120, Safari 17.5.
  //
  // keepNames: Show code prints a component by its function's name, which the minifier would shorten to
  // `<u>` or `<_>` in the built Storybook; the names stay (a few kB of `__name` calls, in Storybook only).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: {
      ...viteConfig.build,
      cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        output: { ...(viteConfig.build?.rolldownOptions?.output as object | undefined), keepNames: true },
      },
    },
  }),
};

export default config;
