import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { LANG_ALTERNATIVES } from '../src/languages.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

export interface TwoBuilds {
  base: string;
  /** The build ids before and after `deploySecond`. */
  first: string;
  second: string;
  /** The URLs of a language's (shortened) download list. */
  listed: (lang: string) => string[];
  deploySecond: () => void;
  close: () => Promise<void>;
}

/**
 * dist/ served as two builds: the first as built, then (after `deploySecond`) the same files under a new build id, as a
 * new build's service worker and download lists would carry. The download lists are cut to a few pages, for speed.
 */
export async function serveBuilds(dist: string): Promise<TwoBuilds> {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const first = JSON.parse(readFileSync(join(dist, 'offline/es.json'), 'utf8')).build as string;
  const second = first.split('').reverse().join('');
  let build = first;
  const urls = (lang: string) => ['', 'keywords/', 'rules/', 'documents/'].map((p) => `/${lang}/${p}`);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const list = new RegExp(`^/offline/(${LANG_ALTERNATIVES})-files\\.json$`).exec(path);
    if (path === '/sw.js' || list) {
      const body = list ? JSON.stringify({ build, lang: list[1], urls: urls(list[1]) }) : sw.replaceAll(first, build);
      res.writeHead(200, { 'content-type': TYPES[extname(path)], 'cache-control': 'no-cache' }).end(body);
      return;
    }
    let file = normalize(join(dist, path));
    if (!file.startsWith(dist)) return void res.writeHead(403).end();
    if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) file = join(file, 'index.html');
    if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return {
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    first,
    second,
    listed: urls,
    deploySecond: () => void (build = second),
    close: () => new Promise((done) => server.close(() => done())),
  };
}
