#!/usr/bin/env node
/**
 * The built Storybook, opened as designers open it: every story in its own page of the static build
 * (storybook-static/iframe.html) in the pinned Chromium, under the default data seed and the other
 * seeds asked for, and every docs page. Listens to the preview's own channel, as Storybook's
 * Interactions panel does, and fails on:
 *   - a play function that throws, a story that errors or throws, a page error or console error;
 *   - text drawn in a face the project does not ship (CDP CSS.getPlatformFontsForNode over every
 *     text node: only the web fonts listed in SHIPPED_FACES may draw text; a system face, reached
 *     through a generic family such as `monospace`, fails);
 *   - docs pages: horizontal overflow at 1280 px, markdown left raw (a table's `|---|` row), a story
 *     preview 0 px tall (a dialog invisible on its docs page), or a phone/tablet story not at its width.
 * An entry that fails is opened once more in a fresh page; one that passes only then is reported as flaky,
 * and flaky counts as a failure.
 *
 *   node scripts/storybook-check.mjs [--passes 42,7,42@10,7~sbs] [--filter ID_PART] [--shard N/M] [--workers 2] [--dir storybook-static]
 *   node scripts/storybook-check.mjs [--seeds 42,7] [--scale 10] …
 *
 * A pass opens every story at one toolbar seed, Data scale and theme (`seed[@scale][~dark|~sbs]`,
 * `globals=…;seed:S;scale:N;theme:T`; a bare seed is at the toolbar's default scale, 1: the spec's sizes, in
 * Light); docs pages are opened once, in the first pass. By default three passes: seeds 42 and 7 at 1×, and
 * seed 42 at 10× (a play must hold when a list takes several pages). A later pass opens only the stories
 * that can draw anything else there (`passOpens`): at another scale those whose file reads the scaled data set
 * (`readsScaledData`), under another seed those whose file reads seeded data (`readsSeededData`); the others draw
 * the same, and the first pass has opened them. `--seeds` / `--scale` instead give one pass a seed, all at that scale.
 *
 * Writes reports/storybook-check.json (read by scripts/ci-summary.mjs). Exit code 1 on any failure.
 * Serves the build itself on 127.0.0.1:$STORYBOOK_CHECK_PORT (default 6417), strict: a port already
 * taken is an error, never someone else's server.
 */
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { launchOptions } from './chromium.mjs';

/**
 * The faces the project ships (npm @fontsource-variable/*), by the names Chromium reports for them
 * (the font files' own family names): only these web fonts may draw text. A system face of the same
 * name does not count (`isCustomFont` is false for it).
 */
export const SHIPPED_FACES = ['Inter', 'Inter Variable', 'JetBrains Mono', 'JetBrains Mono Variable'];

const DEFAULT_SEED = '42';
/** Chromatic's and the Vitest addon's canvas for a story without a viewport. */
const DEFAULT_CANVAS = { width: 1200, height: 900 };
/** Docs pages are read in a 1280 px window: nothing may scroll sideways there. */
const DOCS_WINDOW = { width: 1280, height: 900 };
const STORY_TIMEOUT_MS = 20_000;
/**
 * A docs page runs the play of every story on it, one after another: the flow pages (Discard changes, the
 * admin layout, the cart) take 12–19 s on an idle 2-core machine, and more beside the e2e run in CI.
 */
const DOCS_TIMEOUT_MS = 45_000;
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/**
 * The passes of a default run: seeds 42 and 7 at the spec's sizes, and seed 42 at 10× (a play must hold when a
 * list takes several pages). The toolbar's "Side by side" theme (a component at half the canvas beside its
 * dark copy) is a pass of its own, `--passes 7~sbs`: not in the default run yet, as three phone stories
 * (the orders table and its skeleton, the chip row) fail there on a first load on a busy machine.
 */
const DEFAULT_PASSES = `${DEFAULT_SEED},7,${DEFAULT_SEED}@10`;

/** The toolbar themes a pass may name after `~` (light, the default, is named by nothing). */
const PASS_THEMES = { dark: 'dark', sbs: 'side by side' };

/**
 * `42,7~sbs,42@10` → [{ seed: '42', scale: '', theme: '' }, { seed: '7', scale: '', theme: 'side by side' },
 * { seed: '42', scale: '10', theme: '' }]: `seed[@scale][~dark|~sbs]`.
 */
export function parsePasses(spec) {
  return spec
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean)
    .map((token) => {
      const [seedAndScale, themeName = ''] = token.split('~');
      const [seed, scale = ''] = seedAndScale.split('@');
      const theme = themeName.trim() ? PASS_THEMES[themeName.trim()] : '';
      if (theme === undefined) throw new Error(`Unknown theme "${themeName}" in --passes (dark or sbs)`);
      return { seed: seed.trim(), scale: scale.trim() === '1' ? '' : scale.trim(), theme };
    });
}

function parseArgs(argv) {
  const get = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
  };
  const seeds = get('seeds', '');
  const scale = get('scale', '');
  const passes =
    seeds || scale
      ? parsePasses(
          (seeds || DEFAULT_SEED)
            .split(',')
            .map((seed) => `${seed}@${scale}`)
            .join(','),
        )
      : parsePasses(get('passes', DEFAULT_PASSES));
  const shard = parseShard(get('shard', ''));
  return {
    passes,
    shard,
    filter: get('filter', ''),
    workers: Number(get('workers', '2')),
    dir: path.resolve(get('dir', 'storybook-static')),
    docs: !argv.includes('--no-docs'),
  };
}

/** `--shard 2/4` → { index: 2, total: 4 }; none → null. */
export function parseShard(value) {
  if (!value) return null;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (!match || index < 1 || index > total) throw new Error(`--shard must be N/M with 1 <= N <= M, not "${value}"`);
  return { index, total };
}

/**
 * The entries of shard `index` of `total` (CI splits the check over runners): sorted by id, the k-th (from 0)
 * goes to shard k mod total + 1, so each shard gets a like share of every group. A story keeps all its passes on
 * its shard; docs pages are split alike.
 */
export function shardEntries(entries, shard) {
  if (!shard) return entries;
  return [...entries]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .filter((_, k) => (k % shard.total) + 1 === shard.index);
}

/** A static server for the build, on our own port, strict. */
function serve(dir, port) {
  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(dir, decodeURIComponent(pathname.endsWith('/') ? `${pathname}index.html` : pathname));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new Error(`storybook-check: cannot listen on 127.0.0.1:${port} (${error.code}); set STORYBOOK_CHECK_PORT`),
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Runs in the page before Storybook boots: records, per story, what the preview's channel says. */
function listenToChannel() {
  const record = { current: null, stories: {}, docs: false, finishedCount: 0, snippets: {} };
  window.__storybookCheck = record;
  const of = (id) => (record.stories[id] ??= { phase: null, finished: false, errors: [] });
  // The first lines say what failed; testing-library's DOM dump after them does not.
  const message = (e) =>
    (e && typeof e === 'object' ? `${e.name ?? 'Error'}: ${e.message ?? ''}` : String(e))
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, 3)
      .join(' | ')
      .slice(0, 400);
  const fail = (text) => of(record.current ?? '?').errors.push(text);
  const hook = () => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return void setTimeout(hook, 5);
    channel.on('storyRenderPhaseChanged', (e) => {
      record.current = e.storyId;
      of(e.storyId).phase = e.newPhase;
    });
    channel.on('storyFinished', (e) => {
      of(e.storyId).finished = true;
      record.finishedCount += 1;
    });
    channel.on('docsRendered', () => (record.docs = true));
    // Show code's text for each story on a docs page, as the Source block receives it.
    channel.on('storybook/docs/snippet-rendered', (e) => {
      if (e?.id && typeof e.source === 'string') record.snippets[e.id] = e.source;
    });
    channel.on('playFunctionThrewException', (e) => fail(`play threw ${message(e)}`));
    channel.on('storyThrewException', (e) => fail(`story threw ${message(e)}`));
    channel.on('storyErrored', (e) => fail(`story errored: ${e?.title ?? ''} ${e?.description ?? ''}`));
    channel.on('storyMissing', (id) => of(id ?? '?').errors.push(`story missing: ${id}`));
  };
  hook();
}

/**
 * Every text node's element, and the platform faces Chromium really used for it. A face that is not
 * a shipped web font is reported with a sample of the text it drew.
 */
export async function foreignFaces(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const owners = [];
    const walk = (node, inSkipped) => {
      const skipped = inSkipped || ['SCRIPT', 'STYLE', 'HEAD', 'NOSCRIPT', 'TEMPLATE'].includes(node.nodeName);
      const texts = (node.children ?? []).filter((c) => c.nodeType === 3 && c.nodeValue.trim());
      if (!skipped && node.nodeType === 1 && texts.length > 0) {
        owners.push({ nodeId: node.nodeId, text: texts.map((t) => t.nodeValue.trim()).join(' ') });
      }
      for (const child of node.children ?? []) walk(child, skipped);
      for (const child of node.shadowRoots ?? []) walk(child, skipped);
      if (node.contentDocument) walk(node.contentDocument, skipped);
      for (const pseudo of node.pseudoElements ?? []) walk(pseudo, skipped);
    };
    walk(root, false);
    const found = new Map();
    for (const { nodeId, text } of owners) {
      let fonts;
      try {
        ({ fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId }));
      } catch {
        continue; // a node that left the document meanwhile
      }
      for (const font of fonts) {
        const shipped = font.isCustomFont && SHIPPED_FACES.includes(font.familyName);
        if (!shipped && !found.has(font.familyName)) {
          found.set(
            font.familyName,
            `${font.familyName}${font.isCustomFont ? ' (web font)' : ' (system)'} drew "${text.slice(0, 40)}"`,
          );
        }
      }
    }
    return [...found.values()];
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/** Docs-page checks that need the page itself. */
async function docsProblems(page) {
  return page.evaluate(() => {
    const problems = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth + 1) {
      problems.push(`scrolls sideways: ${doc.scrollWidth} px wide at ${window.innerWidth} px`);
    }
    const text = document.querySelector('#storybook-docs')?.textContent ?? '';
    if (/\|\s*:?-{3,}/.test(text)) problems.push('markdown left raw (a table row of |---| is shown as text)');
    for (const block of document.querySelectorAll('.docs-story')) {
      const preview = block.firstElementChild;
      const height = preview?.getBoundingClientRect().height ?? 0;
      const id = block.querySelector('[id^="story--"], iframe')?.id ?? '(a story)';
      if (height < 24) problems.push(`${id}: the preview is ${Math.round(height)} px tall`);
    }
    for (const frame of document.querySelectorAll('iframe[data-expected-width]')) {
      const expected = Number(frame.dataset.expectedWidth);
      const width = frame.getBoundingClientRect().width;
      if (Math.abs(width - Math.min(expected, frame.parentElement.clientWidth)) > 1) {
        problems.push(`${frame.id}: shown ${Math.round(width)} px wide, not at its ${expected} px`);
      }
    }
    return problems;
  });
}

/** The HTML elements a story's markup may use whose names are as short as a minified component's. */
const SHORT_HTML_TAGS = new Set([
  'a',
  'b',
  'i',
  'p',
  'em',
  'li',
  'ol',
  'ul',
  'dl',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'br',
  'hr',
]);
for (let level = 1; level <= 6; level += 1) SHORT_HTML_TAGS.add(`h${level}`);

/**
 * Why Show code's text would not paste into an app, or null: a component named by its minified name (`<u`,
 * `<_`, `<$e`: the built Storybook lost the function's name) or a callback printed as a minified function.
 */
export function unreadableSnippet(source) {
  for (const [, name] of source.matchAll(/<\/?([A-Za-z_$][\w$]*)/g)) {
    if (/^[_$]/.test(name) || (name.length <= 2 && !SHORT_HTML_TAGS.has(name))) {
      return `Show code names a component <${name}>, a minified name`;
    }
  }
  const fn = source.match(/function ?([\w$]{0,3})\(/);
  if (fn) return `Show code prints a minified function (${fn[0]}…)`;
  return null;
}

/** How an entry is named in the log: a story with its seed, a docs page by its id. */
const passName = ({ seed, scale, theme }) => `seed ${seed}${scale ? ` at ${scale}x` : ''}${theme ? `, ${theme}` : ''}`;
const label = (job) => `${job.id}${job.type === 'story' ? ` [${passName(job)}]` : ''}`;

/**
 * Opens one entry and returns its failures. A story is reached as the manager reaches it, over the
 * preview's channel (`setCurrentStory`), in a page already showing the same seed; a docs page, or a
 * page that has no preview yet or shows another seed, is loaded from its URL.
 */
async function checkEntry(page, base, job, state) {
  const failures = [];
  const pageErrors = [];
  /** Each console error's first line as logged, beside its entry in `pageErrors`. */
  const consoleTexts = new Map();
  const onError = (error) => pageErrors.push(`page error: ${error.message.split('\n')[0]}`);
  const onConsole = (msg) => {
    if (msg.type() !== 'error') return;
    const { url, lineNumber } = msg.location();
    const where = url ? ` (${url.split('/').pop()}:${lineNumber})` : '';
    const text = msg.text().split('\n')[0].slice(0, 200);
    const entry = `console error: ${text}${where}`;
    consoleTexts.set(entry, text);
    pageErrors.push(entry);
  };
  // A console 404 does not name its address: the response does.
  const onResponse = (response) => {
    if (response.status() >= 400) pageErrors.push(`HTTP ${response.status()} for ${response.url()}`);
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  page.on('response', onResponse);
  try {
    // axe runs in the story tests (Vitest); here it would only double the time.
    const globals = `&globals=a11y.manual:!true${job.seed && job.seed !== DEFAULT_SEED ? `;seed:${job.seed}` : ''}${job.scale ? `;scale:${job.scale}` : ''}${job.theme ? `;theme:${encodeURIComponent(job.theme)}` : ''}`;
    const viewMode = job.type === 'docs' ? 'docs' : 'story';
    if (job.type === 'story' && state.pass === job.pass) {
      await page.evaluate(
        (id) => window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' }),
        job.id,
      );
    } else {
      await page.goto(`${base}/iframe.html?id=${job.id}&viewMode=${viewMode}${globals}`, { waitUntil: 'load' });
      state.pass = job.type === 'story' ? job.pass : null;
    }
    const done =
      job.type === 'docs'
        ? () => window.__storybookCheck?.docs
        : (id) => {
            const story = window.__storybookCheck?.stories[id];
            return story && (story.finished || story.phase === 'errored');
          };
    const settled = await page
      .waitForFunction(done, job.id, { timeout: STORY_TIMEOUT_MS, polling: 20 })
      .then(() => true)
      .catch(() => false);
    if (!settled) failures.push(`did not finish within ${STORY_TIMEOUT_MS / 1000} s`);
    // A play that measures widths is judged at its story's canvas, or the harness says it was not.
    const shownAt = await page.evaluate(() => window.innerWidth);
    if (job.width && shownAt !== job.width) failures.push(`the canvas was ${shownAt} px wide, not ${job.width} px`);
    if (job.type === 'docs') {
      // The page's stories render after docsRendered: wait until each has finished, inline ones in this
      // document and framed ones (docs.story.inline: false) in their own.
      const allRendered = () => {
        const record = window.__storybookCheck;
        const inline = document.querySelectorAll('.docs-story [data-story-block]').length;
        const frames = [...document.querySelectorAll('.docs-story iframe')];
        // Framed previews load lazily, when scrolled near; a reader scrolls, so load them all now.
        for (const frame of frames) if (frame.loading === 'lazy') frame.loading = 'eager';
        const framed = frames.every((frame) => {
          const inner = frame.contentWindow?.__storybookCheck;
          return inner && Object.values(inner.stories).some((story) => story.finished);
        });
        return record.finishedCount >= inline && framed;
      };
      const rendered = await page
        .waitForFunction(allRendered, undefined, { timeout: DOCS_TIMEOUT_MS, polling: 50 })
        .then(() => true)
        .catch(() => false);
      if (!rendered) failures.push(`its stories did not all render within ${DOCS_TIMEOUT_MS / 1000} s`);
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    const errors = await page.evaluate(
      ([id, type]) =>
        type === 'docs'
          ? Object.values(window.__storybookCheck?.stories ?? {}).flatMap((s) => s.errors)
          : (window.__storybookCheck?.stories[id]?.errors ?? []),
      [job.id, job.type],
    );
    // On a docs page several stories run their plays at once, framed ones included (their events reach
    // this page), and only one frame can hold the focus: a play that checks focus can lose that race.
    // Plays are judged on each story's own page (above); here, what the page shows and logs.
    const setAside = job.type === 'docs' ? errors.filter((e) => e.startsWith('play threw')) : [];
    const kept = errors.filter((e) => !setAside.includes(e));
    failures.push(...kept);
    // A failed play also logs to the console: report the console only when nothing kept explains it. On a
    // docs page, what is judged is what is kept: a play set aside above takes only its own console line
    // with it (the line that repeats its error), never the page's other console errors.
    const echoesSetAside = (entry) => {
      // The console names the error by its (minified) class, the channel by its name: compare the message.
      const text = consoleTexts.get(entry)?.replace(/^[\w$]+: /, '');
      return Boolean(text) && setAside.some((e) => e.includes(`: ${text}`));
    };
    if (kept.length === 0) failures.push(...pageErrors.filter((entry) => !echoesSetAside(entry)));
    if (job.type === 'docs') {
      failures.push(...(await docsProblems(page)));
      const snippets = await page.evaluate(() => window.__storybookCheck?.snippets ?? {});
      for (const [id, source] of Object.entries(snippets)) {
        const problem = unreadableSnippet(source);
        if (problem) failures.push(`${id}: ${problem}`);
      }
    }
    if (job.fonts) failures.push(...(await foreignFaces(page)));
  } catch (error) {
    failures.push(`check crashed: ${error.message.split('\n')[0]}`);
  } finally {
    page.off('pageerror', onError);
    page.off('console', onConsole);
    page.off('response', onResponse);
  }
  if (failures.length > 0) state.pass = null; // the next entry starts from a fresh load
  return failures;
}

/**
 * The canvas each story is shown in: the size of its `globals.viewport` (what the manager's viewport
 * toolbar applies, and Chromatic's mode), else the default canvas of Chromatic and the Vitest addon.
 */
async function canvasSizes(browser, base, entries) {
  const page = await browser.newPage();
  try {
    const first = entries.find((e) => e.type === 'story');
    if (!first) return {};
    await page.goto(`${base}/iframe.html?id=${first.id}&viewMode=story&globals=a11y.manual:!true`);
    await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue, undefined, {
      timeout: STORY_TIMEOUT_MS,
    });
    const ids = entries.filter((e) => e.type === 'story').map((e) => e.id);
    return await page.evaluate(async (storyIds) => {
      const store = window.__STORYBOOK_PREVIEW__.storyStoreValue;
      const sizes = {};
      for (const storyId of storyIds) {
        const story = await store.loadStory({ storyId });
        const name = story.storyGlobals?.viewport?.value;
        const option = name ? story.parameters.viewport?.options?.[name] : undefined;
        if (option) sizes[storyId] = { width: parseInt(option.styles.width), height: parseInt(option.styles.height) };
      }
      return sizes;
    }, ids);
  } finally {
    await page.close();
  }
}

/**
 * What in a story file reads the data set at the toolbar's Data scale: the story-data helpers, the app's pages
 * (AppAtRoute, adminPage) and the store itself. A story file without any of them draws its data from factories
 * or props, the same at every scale.
 */
const READS_SCALED_DATA =
  /storyData\(|seededData\(|seededArgs\(|getSeedData\(|AppAtRoute|adminPage|toolbarScale|useAdminData|DataStore/;

/** Whether a story's file (its `importPath`, from the project root) can show anything else at another Data scale. */
export function readsScaledData(importPath, root = process.cwd()) {
  try {
    return READS_SCALED_DATA.test(readFileSync(path.resolve(root, importPath), 'utf8'));
  } catch {
    return true; // unknown: check it
  }
}

/** An import of the seeded generator or its fixtures (`src/data`): records the toolbar's seed re-seeds. */
const IMPORTS_SEEDED_DATA = /from\s+'[^']*\/src\/data(?:\/[^']*)?'/;
/** The relative imports of a module, e.g. `../support/longText`. */
const RELATIVE_IMPORTS = /from\s+'(\.{1,2}\/[^']+)'/g;

/**
 * Whether a story's file can show anything else under another toolbar seed: it reads the scaled data set
 * (`readsScaledData`), or it, or a story helper it imports (followed through relative imports outside `src/`),
 * imports the seeded generator or its fixtures, whose records the preview re-seeds. A story file without any
 * draws literal props, the same under every seed.
 */
export function readsSeededData(importPath, root = process.cwd()) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return false;
    seen.add(file);
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return true; // unknown: check it
    }
    if (READS_SCALED_DATA.test(text) || IMPORTS_SEEDED_DATA.test(text)) return true;
    return [...text.matchAll(RELATIVE_IMPORTS)].some(([, spec]) => {
      const target = path.resolve(path.dirname(file), spec);
      if (target.startsWith(path.resolve(root, 'src'))) return false; // the library: reads no seed itself
      const candidates = /\.[cm]?[jt]sx?$/.test(target)
        ? [target]
        : ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => target + ext);
      const found = candidates.find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
      return found ? visit(found) : false;
    });
  };
  return visit(path.resolve(root, importPath));
}

/**
 * Which stories a pass opens, given the first pass: a pass at another Data scale only those whose file reads the
 * scaled data; at the same scale under another seed only those whose file reads seeded data; in another theme all.
 */
export function passOpens(pass, first) {
  if (pass === first || pass.theme !== first.theme) return 'all';
  if (pass.scale !== first.scale) return 'scaled';
  return pass.seed !== first.seed ? 'seeded' : 'all';
}

export async function runCheck(options) {
  const index = JSON.parse(readFileSync(path.join(options.dir, 'index.json'), 'utf8'));
  const entries = shardEntries(
    Object.values(index.entries).filter((e) => !options.filter || e.id.includes(options.filter)),
    options.shard,
  );
  const jobs = [];
  const [first] = options.passes;
  const reads = { scaled: new Map(), seeded: new Map() };
  const readers = { scaled: readsScaledData, seeded: readsSeededData };
  for (const entry of entries) {
    if (entry.type === 'story') {
      options.passes.forEach((passOptions, pass) => {
        const { seed, scale, theme } = passOptions;
        // A later pass opens only the stories whose data can differ there (another scale or seed).
        const opens = passOpens(passOptions, first);
        if (opens !== 'all') {
          const known = reads[opens];
          if (!known.has(entry.importPath)) known.set(entry.importPath, readers[opens](entry.importPath));
          if (!known.get(entry.importPath)) return;
        }
        jobs.push({ id: entry.id, type: 'story', seed, scale, theme, pass, fonts: pass === 0 });
      });
    } else if (entry.type === 'docs' && options.docs) {
      jobs.push({ id: entry.id, type: 'docs', seed: first.seed, scale: first.scale, pass: 0, fonts: true });
    }
  }
  // Stories grouped by pass (a worker changes seed and scale with one page load), docs pages last.
  jobs.sort((a, b) => (a.type === b.type ? a.pass - b.pass : a.type === 'docs' ? 1 : -1));
  const port = Number(process.env.STORYBOOK_CHECK_PORT ?? 6417);
  const server = await serve(options.dir, port);
  const browser = await chromium.launch(launchOptions());
  const started = Date.now();
  const sizes = await canvasSizes(browser, `http://127.0.0.1:${port}`, entries);
  const results = [];
  try {
    const queue = [...jobs];
    await Promise.all(
      Array.from({ length: Math.max(1, options.workers) }, async () => {
        const context = await browser.newContext({
          viewport: DEFAULT_CANVAS,
          timezoneId: 'UTC',
          locale: 'en-US',
        });
        await context.addInitScript(listenToChannel);
        let page = await context.newPage();
        const state = { pass: null };
        for (let job = queue.shift(); job; job = queue.shift()) {
          // An entry loaded from its URL gets a page of its own: leaving the last document would run its
          // `beforeunload` (an admin flow story ends on a form with unsaved changes, which asks), and what that
          // document logs on the way out belongs to it, not to the entry that follows.
          const loadsUrl = !(job.type === 'story' && state.pass === job.pass);
          if (loadsUrl && page.url() !== 'about:blank') {
            await page.close(); // runBeforeUnload is off: the old document is dropped, as a closed tab is
            page = await context.newPage();
          }
          const size = job.type === 'docs' ? DOCS_WINDOW : (sizes[job.id] ?? DEFAULT_CANVAS);
          await page.setViewportSize(size);
          const checked = { ...job, width: size.width };
          let failures = await checkEntry(page, `http://127.0.0.1:${port}`, checked, state);
          let flaky;
          if (failures.length > 0) {
            // Once more, from a fresh load: an entry that passes then lost a race with the machine's load
            // (reported as flaky, with what it said the first time), not with the story. Docs pages too:
            // under load, a page whose framed previews each boot a whole preview has now and then logged
            // Storybook's "Cannot access the Story Store until the index is ready" (cause not found yet).
            await page.close();
            page = await context.newPage();
            // A new page opens at the context's default canvas: the entry's own size again (without it, a
            // phone story's second load ran 1200 px wide and failed whatever the first load had said).
            await page.setViewportSize(size);
            const again = await checkEntry(page, `http://127.0.0.1:${port}`, checked, state);
            if (again.length === 0) {
              flaky = failures;
              console.log(`↻ ${label(job)} flaky: passed only on a second load; first: ${failures[0]}`);
            } else console.log(`✗ ${label(job)} first load: ${failures.join(' | ')}`);
            failures = again;
          }
          results.push({ ...job, failures, flaky });
          if (failures.length > 0) console.log(`✗ ${label(job)}\n    ${failures.join('\n    ')}`);
          // A fresh page after a failure (a pass on the second load included), so nothing of a broken story
          // leaks into the next and one failure cannot cascade.
          if (failures.length > 0 || flaky) {
            state.pass = null;
            await page.close();
            page = await context.newPage();
          }
        }
        await context.close();
      }),
    );
  } finally {
    await browser.close();
    server.close();
  }
  // A story or page that passed only on a second load is flaky, and flaky counts as a failure: a designer
  // opening it once would have seen it fail.
  const failing = (r) => r.failures.length > 0 || Boolean(r.flaky);
  const failed = results.filter(failing);
  const stories = results.filter((r) => r.type === 'story');
  const perPass = options.passes
    .map((pass, index) => {
      const ofPass = stories.filter((r) => r.pass === index);
      return `${passName(pass)}: ${ofPass.filter(failing).length} of ${ofPass.length} stories failed`;
    })
    .join('; ');
  const docs = results.filter((r) => r.type === 'docs');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const flakyCount = results.filter((r) => r.flaky).length;
  console.log(
    `\nstorybook-check${options.shard ? ` (shard ${options.shard.index}/${options.shard.total})` : ''}: ${results.length} runs (${stories.length} story runs, ${docs.length} docs pages), ${failed.length} failed (${flakyCount} of them flaky: passed only on a second load); ${perPass}; docs pages: ${docs.filter(failing).length} of ${docs.length} failed; ${seconds} s`,
  );
  return {
    results,
    failed: failed.length,
    flaky: flakyCount,
    passed: results.length - failed.length,
    seconds: Number(seconds),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = parseArgs(process.argv.slice(2));
  const { results, failed, flaky, passed, seconds } = await runCheck(options);
  mkdirSync('reports', { recursive: true });
  writeFileSync(
    'reports/storybook-check.json',
    JSON.stringify(
      {
        ...(options.shard ? { shard: `${options.shard.index}/${options.shard.total}` } : {}),
        passed,
        failed,
        flakyCount: flaky,
        seconds,
        failures: results.filter((r) => r.failures.length > 0),
        flaky: results.filter((r) => r.flaky),
      },
      null,
      2,
    ),
  );
  process.exit(failed > 0 ? 1 : 0);
}
