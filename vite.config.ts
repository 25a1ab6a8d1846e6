import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { cspProblems, devPolicy, withScriptHashes } from './scripts/csp.mjs';

/**
 * The Content-Security-Policy of index.html (scripts/csp.mjs). In a build, script-src gets the sha256 of each
 * inline script, and the written page is checked: the build fails on an unlisted or stale hash, a missing
 * directive, an inline <style> or a style="" attribute. `vite` (dev) serves the dev variant (`devPolicy`).
 * Only the app's own index.html: Storybook's iframe.html and Vitest's pages go through these hooks untouched.
 */
function contentSecurityPolicy(): Plugin[] {
  let appPage = '';
  const isAppPage = (filename: string) => path.resolve(filename) === appPage;
  const configResolved = ({ root }: { root: string }) => {
    appPage = path.resolve(root, 'index.html');
  };
  return [
    {
      name: 'fooddash:csp',
      apply: 'build',
      configResolved,
      transformIndexHtml: {
        order: 'post',
        handler: (html, { filename }) => (isAppPage(filename) ? withScriptHashes(html) : html),
      },
      writeBundle(_options, bundle) {
        const page = bundle['index.html'];
        // Storybook's build writes iframe.html, never index.html.
        if (page?.type !== 'asset') return;
        const problems = cspProblems(String(page.source));
        if (problems.length > 0) this.error(`Content-Security-Policy of dist/index.html:\n- ${problems.join('\n- ')}`);
      },
    },
    {
      name: 'fooddash:csp-dev',
      apply: 'serve',
      configResolved,
      transformIndexHtml: {
        order: 'post',
        handler: (html, { filename }) => (isAppPage(filename) ? devPolicy(html) : html),
      },
    },
  ];
}

/**
 * Where the built app is served from: `/` by default, or a sub-path such as `/fooddash/app/` on GitHub Pages
 * (scripts/build-pages.mjs sets APP_BASE; docs/hosting.md). The one setting for both: Vite's `base` prefixes
 * every asset URL, and the app reads it back (import.meta.env.BASE_URL) as its router's basename
 * (src/app/main.tsx). Storybook's build sets its own `base` ('./') over this one.
 */
function appBase(value = process.env.APP_BASE): string {
  if (!value) return '/';
  if (!/^\/([\w.~-]+\/)*$/.test(value)) {
    throw new Error(`APP_BASE must be an absolute path that ends in "/" (e.g. /fooddash/app/), not "${value}"`);
  }
  return value;
}

// App build. Tests (vitest.config.ts) and Storybook (.storybook/main.ts) reuse it.
export default defineConfig({
  base: appBase(),
  plugins: [react(), contentSecurityPolicy()],
  css: {
    modules: {
      // Readable class names in dev and Storybook, short hashes in production.
      generateScopedName: process.env.NODE_ENV === 'production' ? '[hash:base64:6]' : '[name]__[local]',
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
