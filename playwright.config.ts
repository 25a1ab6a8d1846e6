import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './scripts/chromium.mjs';

// The production build (`npm run build`) served by `vite preview` on a port of our own.
const PORT = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL,
    // The same zone and language on every machine (dates and numbers on screen).
    timezoneId: 'UTC',
    locale: 'en-US',
    trace: 'off',
    launchOptions: launchOptions(),
  },
  projects: [
    // The app's own suite (`npm run test:e2e`).
    {
      name: 'chromium',
      testIgnore: /pages\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The GitHub Pages site (`npm run test:pages`): pages-site/, served by the spec itself under /fooddash/.
    { name: 'pages', testMatch: /pages\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
