import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig from './vite.config.ts';
import { launchOptions, resolveBrowser } from './scripts/chromium.mjs';
import { storyScreenshot } from './.storybook/storyScreenshot.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Stories need a browser; the unit project must run without one.
const needsBrowser =
  !process.argv.includes('--project=unit') &&
  !process.argv.some((a, i) => a === '--project' && process.argv[i + 1] === 'unit');
// The pinned browser (package-lock.json) with the project's fontconfig; a system one only as a fallback.
const browser = needsBrowser ? resolveBrowser() : undefined;

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // `npm run test:coverage` and the Storybook test widget's Coverage toggle: the library and app code the
      // unit tests and the stories reach (not the tests, stories or barrels), as an HTML report in coverage/.
      coverage: {
        provider: 'v8',
        include: ['src/**/*.{ts,tsx}'],
        exclude: ['src/**/*.test.{ts,tsx}', 'src/**/index.ts', 'src/**/*.d.ts'],
        reporter: ['text-summary', 'html', 'json-summary'],
        reportsDirectory: 'coverage',
        reportOnFailure: true,
      },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            // Dates are formatted in the runtime's zone: the same zone on every machine.
            env: { TZ: 'UTC' },
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', '.storybook/**/*.test.ts'],
          },
        },
        {
          extends: true,
          plugins: [
            storybookTest({
              configDir: path.join(dirname, '.storybook'),
              storybookScript: 'npm run storybook -- --ci',
            }),
          ],
          // Pre-bundled up front: a dependency Vite discovers mid-run makes it re-optimise and reload,
          // and the story files being imported at that moment fail ("Failed to fetch dynamically imported module").
          optimizeDeps: {
            include: [
              'storybook/theming',
              'storybook/internal/core-events',
              'storybook/preview-api',
              'storybook/test',
              '@storybook/addon-docs/blocks',
              '@storybook/addon-themes',
            ],
          },
          test: {
            name: 'storybook',
            setupFiles: ['./.storybook/vitest.setup.ts'],
            globalSetup: ['./.storybook/visual-baseline.setup.ts'],
            // What the visual gate needs to know of the browser (see .storybook/visualBaseline.ts).
            provide: { browser: browser ? { kind: browser.kind, version: browser.version } : null },
            testTimeout: 30_000,
            // One story frame for every story file, not a fresh one per file: each fresh frame loaded the preview,
            // its setup and axe again (about 2 s a file, 190 s of a CI run). Stories share no state but what the
            // preview resets before each (theme, seed, forced colours, the pointer).
            isolate: false,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                contextOptions: {
                  // Big enough that the story iframe (at most 1280×900) is shown, and shot, at 1:1 scale.
                  viewport: { width: 1920, height: 1080 },
                  // References must not depend on the machine's zone or language (dates, numbers).
                  timezoneId: 'UTC',
                  locale: 'en-US',
                },
                launchOptions: browser ? launchOptions(browser) : {},
              }),
              instances: [{ browser: 'chromium' }],
              viewport: { width: 1280, height: 900 },
              // A port of our own, never silently another one (another process may hold the default).
              api: { host: '127.0.0.1', port: Number(process.env.VITEST_BROWSER_PORT ?? 63417), strictPort: true },
              screenshotFailures: false,
              // The visual gate: capture and comparison with the reference in one call (.storybook/storyScreenshot.ts).
              commands: { storyScreenshot },
            },
          },
        },
      ],
    },
  }),
);
