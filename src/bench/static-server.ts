import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { DEFAULT_LANG } from '../languages.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};

/** A plain static server of a built site on 127.0.0.1, as a static host serves it (the benchmark, Lighthouse and the
 *  tests that read the site through a client): text gzip-compressed when asked for, `/api/` as JSON. */
export function serveStatic(dir: string): Promise<{ base: string; server: Server }> {
  const gzipped = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/__bench__/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><html lang="${DEFAULT_LANG}"><title>bench</title><body></body></html>`);
      return;
    }
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    // The Scryfall-shaped rulings files have no extension: below /api/ everything is JSON (the README asks hosts so).
    const type = path.startsWith('/api/') ? 'application/json' : (TYPES[extname(file)] ?? 'application/octet-stream');
    // Text is served gzip-compressed, as any static host does; Pagefind's index files are compressed already.
    if (/json|javascript|html|css|svg|wasm/.test(type) && /gzip/.test(String(req.headers['accept-encoding']))) {
      let body = gzipped.get(file);
      if (!body) gzipped.set(file, (body = gzipSync(readFileSync(file), { level: 6 })));
      res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', 'content-length': body.length });
      res.end(body);
      return;
    }
    res.writeHead(200, { 'content-type': type, 'content-length': statSync(file).size });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server });
    }),
  );
}
