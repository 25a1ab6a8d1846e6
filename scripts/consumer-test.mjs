#!/usr/bin/env node
/**
 * `npm run test:consumer` (the last step of `npm test`): the package as another team gets it.
 *
 *   1. `npm run build:lib`, then `npm pack` into a temporary folder; the tarball must be under 2 MB and hold no
 *      test, story or reference image (nor anything outside lib/ but package.json, README.md and CHANGELOG.md);
 *      `publint --strict` and `attw --profile esm-only` (ESM only: no CommonJS or node10 resolution) report nothing.
 *   2. A throwaway Vite + React + TypeScript app (scripts/consumer-app/: `*.template` files lose the suffix, so
 *      the project's own tsc and ESLint never read them) is written to a folder under os.tmpdir(), outside the
 *      repository, and installs the tarball OFFLINE. npm resolves nothing: the app gets a package-lock.json cut
 *      from the project's own (the exact versions of react, react-dom, xstate, @xstate/react, @faker-js/faker,
 *      vite, @vitejs/plugin-react, typescript and @types/react(-dom), with everything they depend on), and
 *      `npm ci --offline` takes every tarball from npm's cache, which `npm ci` filled. No registry request.
 *   3. The app imports Button, RestaurantCard and CartModal from `@fooddash/ui`, the cart machine from
 *      `@fooddash/ui/machines`, the factories from `@fooddash/ui/data` and `@fooddash/ui/styles.css`; it must
 *      type-check under `strict` (tsc, with `skipLibCheck` as Vite's template has it) and build with `vite build`.
 *   4. The built app is served on 127.0.0.1 (scripts/serve-pages.mjs, its own strict port: CONSUMER_PORT, default
 *      4383) and opened in the pinned Chromium (scripts/chromium.mjs): the primary Button's computed background is
 *      the brand colour of tokens.css and its class the package's prefixed one, the Inter face is loaded from the
 *      package's fonts, adding a dish with the cart machine shows it in CartModal, and there is no console error,
 *      page error, failed request or request to any other host.
 *
 * lib/ is left as found: rebuilt when it was there, removed again when this run made it.
 *
 *   node scripts/consumer-test.mjs [--keep]   # --keep leaves the temporary folder for a look (its path is printed)
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright';
import { launchOptions } from './chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE = path.join(ROOT, 'scripts/consumer-app');
const PORT = Number(process.env.CONSUMER_PORT ?? 4383);
const MAX_TARBALL_BYTES = 2 * 1024 * 1024;
/** --color-brand-emphasis in src/styles/tokens.css: the primary Button's fill. */
const EXPECTED_BUTTON_BACKGROUND = 'rgb(194, 65, 12)';
/** What the consumer app depends on besides the tarball, at the versions the project's lockfile pins. */
const APP_DEPENDENCIES = ['react', 'react-dom', 'xstate', '@xstate/react'];
const APP_DEV_DEPENDENCIES = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'];
const keep = process.argv.includes('--keep');
const execFileAsync = promisify(execFile);

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (message) => console.log(`consumer: ${message} (${seconds()})`);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command, output shown only when it fails. */
function run(command, args, options) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: 'pipe', ...options });
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    throw new Error(`${[command, ...args].join(' ')} failed (exit ${error.status}):\n${output}`, { cause: error });
  }
}

/** 1. Build and pack; check what the tarball holds. */
function pack(into) {
  run(npm, ['run', '--silent', 'build:lib'], { cwd: ROOT });
  log('npm run build:lib done');
  const [info] = JSON.parse(
    run(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', into], { cwd: ROOT }),
  );
  const tarball = path.join(into, info.filename);
  const problems = [];
  if (info.size >= MAX_TARBALL_BYTES)
    problems.push(`the tarball is ${info.size} bytes, the limit ${MAX_TARBALL_BYTES}`);
  for (const { path: file } of info.files) {
    if (
      /(^|\/)(__screenshots__|stories)\/|\.(test|spec|stories)\.[cm]?[jt]sx?$|\.(test|stories)\.d\.ts$|\.png$/.test(
        file,
      )
    )
      problems.push(`${file}: tests, stories and reference images stay out of the package`);
    else if (!file.startsWith('lib/') && !['package.json', 'README.md', 'CHANGELOG.md'].includes(file))
      problems.push(`${file}: only lib/, package.json, README.md and CHANGELOG.md are published`);
  }
  if (problems.length > 0) throw new Error(`npm pack:\n- ${problems.join('\n- ')}`);
  log(`${info.filename}: ${(info.size / 1024).toFixed(0)} kB packed, ${info.entryCount} files`);
  // The package linters, on what was just packed (publint reads lib/ as packed: no second build).
  const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
  run(bin('publint'), ['--strict', '--pack', 'false'], { cwd: ROOT });
  run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'ascii'], { cwd: ROOT });
  log('publint (strict) and attw (esm-only) clean');
  return { tarball, info };
}

/**
 * The consumer's package-lock.json: the project's lock entries that the app's dependencies reach (dependencies,
 * optional ones and required peers, resolved the way Node does, from the nearest node_modules up), at the same
 * paths. A subset of a valid tree keeps every one of its resolutions, so npm needs no registry look-up.
 */
function lockFor(dependencies) {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const packages = lock.packages;
  const resolveFrom = (from, name) => {
    for (
      let dir = from;
      ;
      dir = dir.includes('/node_modules/') ? dir.slice(0, dir.lastIndexOf('/node_modules/')) : ''
    ) {
      const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!dir) return null;
    }
  };
  const chosen = new Map();
  const visit = (location) => {
    if (chosen.has(location)) return;
    const entry = packages[location];
    chosen.set(location, entry);
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers[name]?.optional),
    ];
    for (const name of names) {
      const target = resolveFrom(location, name);
      if (target) visit(target);
      else if (!entry.optionalDependencies?.[name])
        throw new Error(`lock: ${name} (needed by ${location}) is not in package-lock.json`);
    }
  };
  for (const name of dependencies) {
    if (!packages[`node_modules/${name}`]) throw new Error(`lock: ${name} is not in the project's package-lock.json`);
    visit(`node_modules/${name}`);
  }
  const entries = {};
  for (const [location, entry] of [...chosen].sort(([a], [b]) => a.localeCompare(b))) {
    // Flags are the consumer's own (npm recomputes them); a platform package stays optional.
    const { dev, peer, devOptional, ...rest } = entry;
    void dev;
    void peer;
    entries[location] = devOptional ? { ...rest, optional: true } : rest;
  }
  return entries;
}

/** 2. The throwaway app: template files, package.json and lock, offline install. */
function createApp(dir, tarball, info) {
  cpSync(TEMPLATE, dir, { recursive: true });
  for (const file of readdirSync(dir, { recursive: true })) {
    const from = path.join(dir, String(file));
    if (from.endsWith('.template')) {
      writeFileSync(from.replace(/\.template$/, ''), readFileSync(from));
      rmSync(from);
    }
  }
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const lockPackages = lockFor([...APP_DEPENDENCIES, ...APP_DEV_DEPENDENCIES, ...Object.keys(pkg.dependencies ?? {})]);
  const tarballSpec = `file:${path.relative(dir, tarball).split(path.sep).join('/')}`;
  const versionOf = (name) => lockPackages[`node_modules/${name}`].version;
  const manifest = {
    name: 'fooddash-ui-consumer',
    private: true,
    version: '0.0.0',
    type: 'module',
    dependencies: {
      '@fooddash/ui': tarballSpec,
      ...Object.fromEntries(APP_DEPENDENCIES.map((name) => [name, versionOf(name)])),
    },
    devDependencies: Object.fromEntries(APP_DEV_DEPENDENCIES.map((name) => [name, versionOf(name)])),
  };
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const lock = {
    name: manifest.name,
    version: manifest.version,
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': {
        name: manifest.name,
        version: manifest.version,
        dependencies: manifest.dependencies,
        devDependencies: manifest.devDependencies,
      },
      // The tarball, by its integrity (npm ci checks it): what the package.json inside it says.
      'node_modules/@fooddash/ui': {
        version: info.version,
        resolved: tarballSpec,
        integrity: info.integrity,
        license: pkg.license,
        dependencies: pkg.dependencies,
        engines: pkg.engines,
        peerDependencies: pkg.peerDependencies,
      },
      ...lockPackages,
    },
  };
  writeFileSync(path.join(dir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  run(npm, ['ci', '--offline', '--no-audit', '--no-fund', '--loglevel', 'error'], {
    cwd: dir,
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  log(`npm ci --offline: ${Object.keys(lockPackages).length} packages from the cache + the tarball`);
  // tokens.json, for design tools: the same brand fill the browser check expects from styles.css.
  const tokens = JSON.parse(readFileSync(path.join(dir, 'node_modules/@fooddash/ui/lib/tokens.json'), 'utf8'));
  const brand = tokens.color?.['brand-emphasis']?.$value;
  const brandRgb = brand && `rgb(${brand.components.map((c) => Math.round(c * 255)).join(', ')})`;
  if (brandRgb !== EXPECTED_BUTTON_BACKGROUND)
    throw new Error(`tokens.json: color.brand-emphasis is ${JSON.stringify(brand)}, not ${EXPECTED_BUTTON_BACKGROUND}`);
  // What docs/using-the-library.md asks of an app: serve the dish illustrations (Img's placeholders) at /illustrations/.
  cpSync(path.join(dir, 'node_modules/@fooddash/ui/lib/illustrations'), path.join(dir, 'public/illustrations'), {
    recursive: true,
  });
}

/** 3. Type check and build with the app's own toolchain, side by side. */
async function checkAndBuild(dir) {
  const step = async (bin, args, done) => {
    try {
      await execFileAsync(path.join(dir, 'node_modules/.bin', bin), args, { cwd: dir, encoding: 'utf8' });
      log(done);
    } catch (error) {
      const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
      throw new Error(`${bin} ${args.join(' ')} failed:\n${output}`, { cause: error });
    }
  };
  await Promise.all([
    step('tsc', ['--noEmit', '-p', 'tsconfig.json'], 'tsc --noEmit (strict) passed'),
    step('vite', ['build'], 'vite build done'),
  ]);
}

/** serve-pages.mjs on the built app; resolves once it listens. */
function serve(distDir) {
  const server = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts/serve-pages.mjs'), '--dir', distDir, '--base', '/', '--port', String(PORT)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('serving ')) resolve(server);
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', (chunk) => (output += chunk));
    server.once('exit', (code) => reject(new Error(`the static server stopped (exit ${code}): ${output.trim()}`)));
  });
}

/** 4. The app in the pinned Chromium. */
async function checkInBrowser(distDir) {
  const server = await serve(distDir);
  const origin = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch(launchOptions());
  const problems = [];
  try {
    const page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(`${origin}/`) || url.startsWith('data:')) return route.continue();
      problems.push(`request to another host: ${url}`);
      return route.abort();
    });
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    const add = page.getByRole('button', { name: 'Add Pad Thai' });
    await add.waitFor();
    const look = await add.evaluate(async (button) => {
      await document.fonts.ready;
      return {
        background: getComputedStyle(button).backgroundColor,
        className: button.className,
        interLoaded: [...document.fonts].some((face) => face.family.includes('Inter') && face.status === 'loaded'),
      };
    });
    if (look.background !== EXPECTED_BUTTON_BACKGROUND)
      problems.push(
        `Button background is ${look.background}, expected ${EXPECTED_BUTTON_BACKGROUND} (styles.css not applied?)`,
      );
    if (!/\bfd-Button-Button\b/.test(look.className))
      problems.push(`Button class is "${look.className}", expected the prefixed "fd-Button-Button"`);
    if (!look.interLoaded) problems.push('the Inter face of styles.css did not load');
    if ((await page.getByRole('heading', { name: 'Consumer Kitchen' }).count()) !== 1)
      problems.push('RestaurantCard did not render its heading');
    await add.click();
    await page.getByRole('button', { name: 'Cart (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Cart' });
    await dialog.waitFor();
    const text = await dialog.innerText();
    if (!text.includes('Pad Thai') || !text.includes('$12.50'))
      problems.push(`CartModal does not show the added dish and its price: ${JSON.stringify(text.slice(0, 200))}`);
    log(
      `Chromium: Button ${look.background}, class ${look.className}, Inter ${look.interLoaded ? 'loaded' : 'missing'}`,
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
  return problems;
}

async function main() {
  // lib/ is build output (git-ignored): when this run made it, it goes again, so the tree is as it was (npm test
  // lints before this step).
  const libDir = path.join(ROOT, 'lib');
  const hadLib = existsSync(libDir);
  const work = mkdtempSync(path.join(os.tmpdir(), 'fooddash-consumer-'));
  const appDir = path.join(work, 'app');
  mkdirSync(appDir);
  let ok = false;
  try {
    const { tarball, info } = pack(work);
    createApp(appDir, tarball, info);
    await checkAndBuild(appDir);
    const problems = await checkInBrowser(path.join(appDir, 'dist'));
    if (problems.length > 0) throw new Error(`in the browser:\n- ${problems.join('\n- ')}`);
    ok = true;
    console.log(`consumer: passed in ${seconds()}`);
  } finally {
    if (!hadLib) rmSync(libDir, { recursive: true, force: true });
    if (keep || !ok) console.log(`consumer: the app is in ${appDir}`);
    if (!keep && ok) rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`consumer: FAILED: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
