import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { LANG_ALTERNATIVES } from '../src/languages.js';
import { SEARCH_HASHES_URL as SEARCH_HASHES } from '../src/offline/sw/urls.js';
import { BUILD_META } from '../src/site-paths.js';

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
  /** The next requests for `path` are answered with these statuses, one each, before it is served again. */
  failNext: (path: string, statuses: number[]) => void;
  /** Deploys the second build after `pages` more requests for pages (in the middle of a download). */
  deploySecondAfter: (pages: number) => void;
  /** How many requests each path received, and with what status. */
  log: { path: string; status: number; build: string }[];
  close: () => Promise<void>;
}

export interface ServeOptions {
  /** Pages of each language's download list (default 4: the home and three indexes). */
  pages?: number;
  /** Milliseconds each page waits before it is answered (a download slow enough to switch builds in the middle). */
  delayMs?: number;
}

const sha16 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/**
 * dist/ served as two builds: the first as built, then (after `deploySecond`) a new build, as a real one differs: its
 * id in the service worker, the pack lists and every page's head, and its search files changed (a space added, so
 * their hashes differ; the new build's list of hashes knows the new ones). The lists of the languages' sites are cut
 * to a few pages, for speed. It can fail on purpose: `failNext` answers a path with 500, 503 or 404 for a while.
 */
export async function serveBuilds(dist: string, options: ServeOptions = {}): Promise<TwoBuilds> {
  const firstWorker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const first = JSON.parse(readFileSync(join(dist, 'offline/es.json'), 'utf8')).build as string;
  const second = first.split('').reverse().join('');
  const secondWorker = firstWorker.replaceAll(first, second);
  const secondSearch = (bytes: Buffer) => Buffer.concat([bytes, Buffer.from(' ')]);
  // The second build's hashes: its id, and the hash of each of its (changed) search files.
  const hashes = JSON.parse(readFileSync(join(dist, SEARCH_HASHES), 'utf8')) as { files: Record<string, string> };
  const secondHashes = JSON.stringify({
    build: second,
    files: Object.fromEntries(Object.keys(hashes.files).map((url) => [url, sha16(secondSearch(readFileSync(join(dist, url))))])),
  });
  let build = first;
  let pagesUntilSecond = Infinity;
  const failures = new Map<string, number[]>();
  const log: TwoBuilds['log'] = [];
  const fullList = (lang: string) => JSON.parse(readFileSync(join(dist, `offline/${lang}.json`), 'utf8')).urls as string[];
  const pageUrls = (lang: string) => fullList(lang).filter((u) => u.endsWith('/'));
  const urls = (lang: string) =>
    options.pages
      ? // Rule-number lists among the search files: no page asks for them unless a query is a rule number.
        [
          ...pageUrls(lang).slice(0, options.pages),
          ...fullList(lang)
            .filter((u) => u.startsWith('/search/rules-'))
            .slice(0, 3),
        ]
      : ['', 'keywords/', 'rules/', 'documents/'].map((p) => `/${lang}/${p}`);

  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const answer = (status: number, headers: Record<string, string>, body?: string | Buffer) => {
      log.push({ path, status, build });
      res.writeHead(status, headers).end(body);
    };
    const failing = failures.get(path);
    if (failing?.length) return void answer(failing.shift()!, { 'content-type': 'text/html; charset=utf-8' }, `<h1>Error</h1>`);
    const list = new RegExp(`^/offline/(${LANG_ALTERNATIVES})\\.json$`).exec(path);
    if (path === '/sw.js' || list || (path === SEARCH_HASHES && build === second)) {
      const body = list
        ? JSON.stringify({ build, pack: list[1], bytes: 0, urls: urls(list[1]) })
        : path === SEARCH_HASHES
          ? secondHashes
          : build === first
            ? firstWorker
            : secondWorker;
      return void answer(200, { 'content-type': TYPES[extname(path)], 'cache-control': 'no-cache' }, body);
    }
    let file = normalize(join(dist, path));
    if (!file.startsWith(dist)) return void answer(403, {});
    if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) file = join(file, 'index.html');
    if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return void answer(404, {});
    const isPage = file.endsWith('.html');
    if (isPage && options.delayMs) await new Promise((done) => setTimeout(done, options.delayMs));
    if (isPage && --pagesUntilSecond <= 0) build = second;
    let body: string | Buffer = readFileSync(file);
    if (build === second && isPage)
      body = body
        .toString('utf8')
        .replace(`<meta name="${BUILD_META}" content="${first}"`, `<meta name="${BUILD_META}" content="${second}"`);
    else if (build === second && path.startsWith('/search/')) body = secondSearch(body);
    else if (build === second && path.startsWith('/offline/')) body = body.toString('utf8').replaceAll(first, second);
    answer(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }, body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return {
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    first,
    second,
    listed: urls,
    deploySecond: () => void (build = second),
    failNext: (path, statuses) => void failures.set(path, [...statuses]),
    deploySecondAfter: (pages) => void (pagesUntilSecond = pages),
    log,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
