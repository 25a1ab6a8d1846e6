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
    // Toolbar "Theme": light (default) or dark, as <html data-theme> (preview.tsx), the attribute the app sets.
    '@storybook/addon-themes',
    // Hover, focus-visible and active drawn with the components' real CSS (parameters.pseudo).
    'storybook-addon-pseudo-states',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Fonts and images used by stories are local; nothing is fetched from the network.
  // public/: the dish illustrations (scripts/illustrations.mjs) and the Storybook mark;
  // the font packages' files, for the manager's own page (.storybook/manager-head.html).
  staticDirs: [
    '../public',
    { from: '../node_modules/@fontsource-variable/inter/files', to: '/fonts/inter' },
    { from: '../node_modules/@fontsource-variable/jetbrains-mono/files', to: '/fonts/jetbrains-mono' },
  ],
};

export default config;
