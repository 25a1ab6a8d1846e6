#!/usr/bin/env node
// Finds the Chromium every browser test launches (Vitest browser mode, Playwright,
// Lighthouse). Order: $CHROMIUM_PATH, then the usual install paths. Playwright's own
// browser download is never used.
//
//   import { findChromium, CHROMIUM_ARGS } from './scripts/chromium.mjs'
//   node scripts/chromium.mjs --ensure   # find it, or install Debian's package (root), or explain
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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

/** Headless flags that keep Chromium quiet and self-contained on a closed network. */
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
];

export const INSTALL_HINT = 'sudo apt-get install -y chromium   # or set CHROMIUM_PATH=/path/to/chrome';

/** @returns {string | null} */
export function findChromium(env = process.env) {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to "${fromEnv}" but no file is there.`);
  }
  return CANDIDATE_PATHS.find((p) => existsSync(p)) ?? null;
}

/** Like findChromium, but throws a message with the exact command to run. */
export function requireChromium() {
  const path = findChromium();
  if (!path) {
    throw new Error(`No Chromium found. Run: npm run setup:browser  (or: ${INSTALL_HINT})`);
  }
  return path;
}

function isDebianLike() {
  return existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
}

/** Runs a command for the installer; false (never a stack trace) when it cannot run or exits non-zero. */
function run(command, args, env) {
  try {
    execFileSync(command, args, { stdio: 'inherit', env });
    return true;
  } catch (error) {
    const why = error.status != null ? `exit code ${error.status}` : (error.code ?? error.message);
    console.error(`chromium: \`${command} ${args.join(' ')}\` failed (${why}).`);
    return false;
  }
}

/**
 * Finds Chromium; as root on Debian/Ubuntu installs Debian's package; otherwise (or if
 * the install fails, e.g. offline) prints the exact command to run. Returns an exit code.
 */
export function ensureChromium() {
  let found;
  try {
    found = findChromium();
  } catch (error) {
    console.error(`chromium: ${error.message}`);
    return 1;
  }
  if (found) {
    console.log(`chromium: ${found}`);
    return 0;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && isDebianLike()) {
    console.log('chromium: not found; installing Debian package "chromium" with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], env); // may fail for one source; the install decides
    if (run('apt-get', ['install', '-y', '-qq', 'chromium'], env)) {
      const installed = findChromium();
      if (installed) {
        console.log(`chromium: ${installed}`);
        return 0;
      }
    }
    console.error('chromium: could not install it (no network?).');
  }
  console.error(`chromium: not found. Install it with:\n  ${INSTALL_HINT}`);
  return 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--ensure')) {
  process.exit(ensureChromium());
}
