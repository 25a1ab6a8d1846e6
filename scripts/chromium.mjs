#!/usr/bin/env node
// The Chromium every browser test launches (Vitest browser mode, Playwright, Lighthouse, the built
// Storybook check). Playwright's own browser download is never used.
//
// Order:
//   1. $CHROMIUM_PATH, when set (any Chromium; pixel comparison is skipped unless it is the pinned one);
//   2. the pinned browser: `@sparticuz/chromium`, exact version in package-lock.json, unpacked by
//      `npm run setup:browser` into node_modules/.cache/pinned-chromium/<version>/ with the project's own
//      fontconfig (scripts/browser/fonts.conf.in). Linux x64/arm64. No root, no apt;
//   3. a system Chromium (other platforms): every test runs, the pixel comparison is skipped and counted.
//
//   import { resolveBrowser, CHROMIUM_ARGS } from './scripts/chromium.mjs'
//   node scripts/chromium.mjs --ensure   # unpack the pinned browser (or find a system one) and say which
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const CANDIDATE_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/**
 * Headless flags that keep Chromium quiet and self-contained on a closed network. Not the pinned
 * package's own `args`: those include `--single-process` (for AWS Lambda), under which a crashed
 * renderer takes the whole browser, and Vitest and Playwright open many pages and contexts.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  // The browser's own locale (number inputs draw "2.99" as "2,99" under LANG=de_DE), whatever the machine's.
  '--lang=en-US',
];

/** The browser's locale, set in its environment too (ICU reads LANG and LC_* before any flag). */
const LOCALE_ENV = { LANG: 'en_US.UTF-8', LANGUAGE: 'en_US:en', LC_ALL: 'en_US.UTF-8' };

export const INSTALL_HINT =
  'npm ci (brings the pinned browser on Linux x64/arm64), or set CHROMIUM_PATH=/path/to/chrome';

const PINNED_PACKAGE = path.join(ROOT, 'node_modules/@sparticuz/chromium');

/** Where the pinned browser lives once unpacked, or null when this platform or install has none. */
export function pinnedLocation() {
  if (process.platform !== 'linux' || !['x64', 'arm64'].includes(process.arch)) return null;
  const manifest = path.join(PINNED_PACKAGE, 'package.json');
  if (!existsSync(manifest)) return null;
  const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
  const dir = path.join(ROOT, 'node_modules/.cache/pinned-chromium', version);
  return {
    packageVersion: version,
    dir,
    executablePath: path.join(dir, 'chromium'),
    fontsConf: path.join(dir, 'fonts.conf'),
  };
}

/** Unpacks the pinned browser (about 3 s, once per install) and writes its fontconfig. */
export function unpackPinned() {
  const where = pinnedLocation();
  if (!where) return null;
  if (!existsSync(where.executablePath) || !existsSync(where.fontsConf)) {
    rmSync(where.dir, { recursive: true, force: true });
    mkdirSync(where.dir, { recursive: true });
    // The package unpacks into os.tmpdir(): point that at our own folder, in a child process.
    const unpack = `
      const { inflate } = await import(${JSON.stringify(path.join(PINNED_PACKAGE, 'build/index.js'))});
      const bin = ${JSON.stringify(path.join(PINNED_PACKAGE, 'bin'))};
      await Promise.all(['chromium.br', 'fonts.tar.br', 'swiftshader.tar.br'].map((f) => inflate(bin + '/' + f)));`;
    execFileSync(process.execPath, ['--input-type=module', '-e', unpack], {
      env: { ...process.env, TMPDIR: where.dir },
      stdio: 'inherit',
    });
    const template = readFileSync(path.join(ROOT, 'scripts/browser/fonts.conf.in'), 'utf8');
    writeFileSync(
      where.fontsConf,
      template
        .replace('@FONT_DIR@', path.join(where.dir, 'fonts/fonts'))
        .replace('@CACHE_DIR@', path.join(where.dir, 'fontconfig-cache')),
    );
  }
  return where;
}

const versionCache = new Map();
/** "153.0.8010.0": what the binary says of itself. */
export function browserVersion(executablePath) {
  if (!versionCache.has(executablePath)) {
    const out = execFileSync(executablePath, ['--version'], { encoding: 'utf8' });
    versionCache.set(executablePath, out.match(/\d+\.\d+\.\d+\.\d+/)?.[0] ?? out.trim());
  }
  return versionCache.get(executablePath);
}

/**
 * The browser to launch and how.
 * @returns {{ kind: 'pinned' | 'system' | 'env', executablePath: string, version: string,
 *   args: string[], env: Record<string, string> }}
 */
export function resolveBrowser(env = process.env) {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to "${fromEnv}" but no file is there.`);
    return {
      kind: 'env',
      executablePath: fromEnv,
      version: browserVersion(fromEnv),
      args: CHROMIUM_ARGS,
      env: LOCALE_ENV,
    };
  }
  const pinned = unpackPinned();
  if (pinned) {
    return {
      kind: 'pinned',
      executablePath: pinned.executablePath,
      version: browserVersion(pinned.executablePath),
      args: CHROMIUM_ARGS,
      // Only the project's fontconfig: rasterisation never depends on the machine's /etc/fonts.
      env: { FONTCONFIG_FILE: pinned.fontsConf, ...LOCALE_ENV },
    };
  }
  const system = CANDIDATE_PATHS.find((p) => existsSync(p));
  if (!system) throw new Error(`No Chromium found. Run: ${INSTALL_HINT}`);
  return {
    kind: 'system',
    executablePath: system,
    version: browserVersion(system),
    args: CHROMIUM_ARGS,
    env: LOCALE_ENV,
  };
}

/** Playwright `launchOptions` for the resolved browser (the machine's environment plus the browser's own). */
export function launchOptions(browser = resolveBrowser()) {
  return {
    executablePath: browser.executablePath,
    args: browser.args,
    env: { ...process.env, ...browser.env },
  };
}

/** The path alone (Lighthouse's chrome-launcher takes a path and flags). */
export function requireChromium() {
  return resolveBrowser().executablePath;
}

/** `npm run setup:browser`: unpack or find the browser and say which; an exit code. */
export function ensureChromium() {
  try {
    const browser = resolveBrowser();
    const note =
      browser.kind === 'pinned'
        ? 'pinned by package-lock.json, project fontconfig'
        : 'not the pinned browser: visual comparisons will be skipped';
    console.log(`chromium: ${browser.version} at ${browser.executablePath} (${note})`);
    return 0;
  } catch (error) {
    console.error(`chromium: ${error.message}`);
    return 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--ensure')) {
  process.exit(ensureChromium());
}
