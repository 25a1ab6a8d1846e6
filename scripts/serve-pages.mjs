#!/usr/bin/env node
/**
 * Serves pages-site/ (npm run build:pages) the way GitHub Pages serves a project site, for e2e/pages.spec.ts and
 * for a look by hand (`npm run preview:pages`):
 *   - under the site path only (/fooddash/), on 127.0.0.1, on its own port, strict: a port already taken is an
 *     error, never someone else's server;
 *   - a folder is its index.html; a folder named without its last slash is redirected (301) to it with the slash;
 *   - any other path of the site that has no file answers 404.html with status 404 (what makes deep links into
 *     the app work on a static host); a path outside the site answers a bare 404.
 *
 *   node scripts/serve-pages.mjs [--dir pages-site] [--base /fooddash/] [--port 4367]
 *
 * Prints `serving DIR at URL` once it listens; stops on SIGTERM or SIGINT.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const dir = path.resolve(arg('dir', 'pages-site'));
const base = `/${arg('base', '/fooddash/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const port = Number(arg('port', process.env.PAGES_PORT ?? '4367'));

const isFile = async (file) => (await stat(file).catch(() => null))?.isFile() ?? false;
const isDir = async (file) => (await stat(file).catch(() => null))?.isDirectory() ?? false;

const server = createServer(async (req, res) => {
  const send = async (status, file, headers = {}) => {
    const body = req.method === 'HEAD' ? undefined : await readFile(file);
    res.writeHead(status, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', ...headers });
    res.end(body);
  };
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (`${url.pathname}/` === base) return void res.writeHead(301, { location: `${base}${url.search}` }).end();
    if (!url.pathname.startsWith(base))
      return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    const file = path.join(dir, decodeURIComponent(url.pathname.slice(base.length)));
    if (file !== dir && !file.startsWith(`${dir}${path.sep}`)) return void res.writeHead(403).end();
    if (await isDir(file)) {
      if (!url.pathname.endsWith('/')) {
        return void res.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
      }
      if (await isFile(path.join(file, 'index.html'))) return await send(200, path.join(file, 'index.html'));
    } else if (await isFile(file)) return await send(200, file);
    const notFound = path.join(dir, '404.html');
    if (await isFile(notFound)) return await send(404, notFound);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  } catch (error) {
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(String(error));
  }
});

server.once('error', (error) => {
  console.error(`serve-pages: cannot listen on 127.0.0.1:${port} (${error.code ?? error.message}); set PAGES_PORT`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () =>
  console.log(`serving ${path.relative(process.cwd(), dir) || '.'} at http://127.0.0.1:${port}${base}`),
);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
