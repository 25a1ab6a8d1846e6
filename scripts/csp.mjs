/**
 * The app's Content-Security-Policy, read from and written back to the <meta http-equiv> in index.html.
 *
 * index.html declares the policy with `script-src 'self'` and no hashes; the build (vite.config.ts) and
 * scripts/prerender.mjs add the sha256 of every inline <script> from the script's own text, so a hash cannot
 * go stale, and `cspProblems` then checks the page: `npm run build` fails if an inline script is not listed,
 * a listed hash matches no script, the meta comes after something it must govern, a required directive is
 * missing or weakened, or the page has an inline <style> element or a style="" attribute the policy refuses.
 */
import { createHash } from 'node:crypto';

/** The CSP meta element; group 1 is its policy. */
export const CSP_META = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>/i;

/** Directives a built page must declare, with exactly these sources. */
export const REQUIRED_DIRECTIVES = {
  'default-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'style-src-elem': ["'self'"],
  'style-src-attr': ["'none'"],
  'require-trusted-types-for': ["'script'"],
  'trusted-types': ["'none'"],
};

/** Sources script-src must never have: each would let an injected script run. */
const UNSAFE_SCRIPT_SOURCES = [
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'unsafe-hashes'",
  'data:',
  'blob:',
  '*',
  'http:',
  'https:',
];

/** `default-src 'none'; img-src 'self' data:` → Map { 'default-src' => ["'none'"], 'img-src' => ["'self'", 'data:'] }. */
export function parsePolicy(text) {
  const policy = new Map();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

export function serializePolicy(policy) {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The policy of a page, or undefined when it has no CSP meta. */
export function readPolicy(html) {
  const match = CSP_META.exec(html);
  return match ? parsePolicy(match[1]) : undefined;
}

function writePolicy(html, policy) {
  return html.replace(CSP_META, `<meta http-equiv="Content-Security-Policy" content="${serializePolicy(policy)}" />`);
}

/** The CSP source that allows an inline script with this text (the HTML parser turns CR LF into LF). */
export function scriptHash(text) {
  const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
  return `'sha256-${digest}'`;
}

const withoutComments = (html) => html.replace(/<!--[\s\S]*?-->/g, '');

/** The text of every inline (no src) script element the browser would run, in document order. */
export function inlineScripts(html) {
  return [...withoutComments(html).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(
      ([, attrs]) =>
        !/\ssrc\s*=/i.test(` ${attrs}`) && !/\stype\s*=\s*["']?application\/(ld\+)?json/i.test(` ${attrs}`),
    )
    .map(([, , text]) => text);
}

/** The markup outside <script> elements and comments (where style elements and attributes would be). */
const markupOnly = (html) => withoutComments(html).replace(/(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi, '$1</script>');

/**
 * `script-src` set to its non-hash sources plus the sha256 of each inline script of the page now: hashes of
 * scripts that are gone are dropped. Pages without a CSP meta come back unchanged.
 */
export function withScriptHashes(html) {
  const policy = readPolicy(html);
  if (!policy) return html;
  const kept = (policy.get('script-src') ?? ["'self'"]).filter((source) => !/^'sha(256|384|512)-/i.test(source));
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))];
  policy.set('script-src', [...kept, ...hashes]);
  return writePolicy(html, policy);
}

/** What is wrong with a built page's policy (an empty list when nothing is). */
export function cspProblems(html) {
  const match = CSP_META.exec(html);
  if (!match) return ['no <meta http-equiv="Content-Security-Policy"> in the page'];
  const problems = [];
  const policy = parsePolicy(match[1]);
  // A meta policy governs only what the parser meets after it.
  const before = withoutComments(html.slice(0, match.index));
  const governed = /<(script|link|style|img|base|object|iframe)\b/i.exec(before);
  if (governed) problems.push(`the CSP meta comes after a <${governed[1]}> element, which it does not govern`);

  for (const [name, sources] of Object.entries(REQUIRED_DIRECTIVES)) {
    const actual = policy.get(name);
    if (!actual) problems.push(`missing directive: ${name} ${sources.join(' ')}`);
    else if (actual.join(' ') !== sources.join(' ')) {
      problems.push(`${name} is "${actual.join(' ')}", expected "${sources.join(' ')}"`);
    }
  }

  const scriptSources = policy.get('script-src');
  if (!scriptSources) problems.push("missing directive: script-src 'self'");
  else {
    for (const source of scriptSources) {
      if (UNSAFE_SCRIPT_SOURCES.includes(source.toLowerCase())) problems.push(`script-src must not allow ${source}`);
    }
    const hashes = inlineScripts(html).map((text) => ({ text, hash: scriptHash(text) }));
    for (const { text, hash } of hashes) {
      if (!scriptSources.includes(hash)) {
        const start = text.trim().replace(/\s+/g, ' ').slice(0, 60);
        problems.push(`the inline script "${start}…" (${hash}) is not allowed by script-src`);
      }
    }
    for (const source of scriptSources.filter((s) => /^'sha(256|384|512)-/i.test(s))) {
      if (!hashes.some(({ hash }) => hash === source))
        problems.push(`script-src lists ${source}, which matches no inline script (stale)`);
    }
  }

  const markup = markupOnly(html);
  if (/<style\b/i.test(markup))
    problems.push("the page has an inline <style> element, which style-src-elem 'self' refuses");
  if (policy.get('style-src-attr')?.join(' ') === "'none'") {
    const styled = /<([a-z][\w-]*)\b[^>]*\sstyle\s*=/i.exec(markup);
    if (styled) problems.push(`a <${styled[1]}> has a style="" attribute, which style-src-attr 'none' refuses`);
  }
  return problems;
}

/**
 * The variant `vite` (dev) serves: Vite injects the React refresh preamble (an inline module script) and the
 * client at the very top of <head>, and every CSS module as a <style> element. So the meta moves to the top
 * (before the injected scripts, which it must govern), each inline script gets its hash, and style elements
 * are allowed ('unsafe-inline' for style-src-elem only; the built app never has one). Everything else — the
 * image hosts, Trusted Types, object/base/form — is the production policy.
 */
export function devPolicy(html) {
  const match = CSP_META.exec(html);
  if (!match) return html;
  const policy = parsePolicy(match[1]);
  policy.set('style-src-elem', ["'self'", "'unsafe-inline'"]);
  const moved = html.replace(CSP_META, '').replace(/<head>/i, `<head>\n    ${match[0]}`);
  return withScriptHashes(writePolicy(moved, policy));
}
