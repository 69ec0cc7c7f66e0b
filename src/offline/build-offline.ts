/**
 * The offline stage of the build, run on the built site: the list of each pack (a language's site, each set in each
 * language: URLs and bytes), each pack's size written into the pages that offer it, the hash of every search file, and
 * the service worker — bundled with esbuild, its precache manifest (the shell) injected by workbox-build. Lists, hashes
 * and worker carry the build's id, which build:data computed before any page was written (every page carries it too:
 * checked here), so the worker keeps nothing of another build.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { build as esbuild } from 'esbuild';
// The one function of workbox-build needed here: its index loads rollup and babel too (1.5 s), for generateSW.
import { injectManifest } from 'workbox-build/build/inject-manifest.js';
import { isLang } from '../languages.js';
import { BUILD_META } from '../site-paths.js';
import { offlineLists, servedUrl, type BuiltFile, type PackSources } from './download-list.js';
import { showsPackSizes, writePackSizes } from './pack-sizes.js';
import { packListPath, type Pack, type PackList } from './packs.js';
import { SHELL_PATTERNS } from './shell.js';
import { isPage, SEARCH_HASHES_URL } from './sw/urls.js';

const SW_SOURCE = resolve(import.meta.dirname, 'sw/service-worker.ts');

function walk(dir: string, skip: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (path === skip) return [];
    return e.isDirectory() ? walk(path, skip) : [path];
  });
}

/** A built file, and whether it is a page that shows the size of packs (pack-sizes.ts). */
type SiteFile = BuiltFile & { showsSizes: boolean };

function builtFile(dist: string, path: string): SiteFile {
  const bytes = readFileSync(join(dist, path));
  return {
    path,
    bytes: bytes.length,
    hash: createHash('sha256').update(bytes).digest('hex').slice(0, 16),
    showsSizes: path.endsWith('.html') && showsPackSizes(bytes),
  };
}

/**
 * Every file of the built site with its size and content hash: the offline lists themselves and the /api/ rulings
 * files left out (hundreds of thousands of JSON files for other programs, no page: never listed, kept nor checked for
 * a build id).
 */
export function builtFiles(dist: string): SiteFile[] {
  return walk(dist, join(dist, 'api'))
    .map((file) => relative(dist, file).split('\\').join('/'))
    .filter((path) => !path.startsWith('offline/') && path !== 'sw.js')
    .map((path) => builtFile(dist, path));
}

/** Writes each pack's size into the pages that show it; the files with those pages' new sizes and hashes. */
function writeSizes(dist: string, files: SiteFile[], sizes: ReadonlyMap<Pack, number>): SiteFile[] {
  return files.map((f) => {
    if (!f.showsSizes) return f;
    const lang = f.path.slice(0, 2);
    if (!isLang(lang)) throw new Error(`${join(dist, f.path)}: shows pack sizes outside a language's pages`);
    const file = join(dist, f.path);
    writeFileSync(file, writePackSizes(readFileSync(file, 'utf8'), sizes, lang, file));
    return builtFile(dist, f.path);
  });
}

function writeJson(dist: string, path: string, value: unknown): void {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), JSON.stringify(value));
}

/** A page of the built site whose head does not carry `build`: the pages are not all of this build. */
export class ForeignPage extends Error {}

/** Every page the worker keeps carries this build's id (written by the layouts from the records' build.json). */
function checkPagesCarry(dist: string, files: BuiltFile[], build: string): void {
  const meta = new RegExp(`<meta name="${BUILD_META}" content="([0-9a-f]+)"`);
  for (const { path } of files.filter((f) => f.path.endsWith('.html') && isPage(servedUrl(f.path)))) {
    const found = meta.exec(readFileSync(join(dist, path), 'utf8'))?.[1];
    if (found !== build)
      throw new ForeignPage(`${join(dist, path)}: ${found ? `carries build ${found}` : 'carries no build id'}, not this build's ${build}`);
  }
}

/** The hash of each search file, by the URL the worker sees it under (`/search/names-es-0.json`): a file of its own,
 *  which the worker fetches when it first meets a search file (in the worker, 5,000 hashes weighed 250 kB). */
const searchHashes = (files: BuiltFile[]) =>
  Object.fromEntries(files.filter((f) => f.path.startsWith('search/')).map((f) => [servedUrl(f.path), f.hash]));

/** The service worker's code, with this build's id, before workbox-build injects the shell. */
async function bundleServiceWorker(build: string, out: string): Promise<void> {
  await esbuild({
    entryPoints: [SW_SOURCE],
    outfile: out,
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
    define: { __BUILD_ID__: JSON.stringify(build), 'process.env.NODE_ENV': '"production"' },
  });
}

export interface OfflineReport {
  build: string;
  shell: { files: number; bytes: number };
  packs: { pack: Pack; files: number; bytes: number }[];
  searchHashesBytes: number;
  serviceWorkerBytes: number;
}

/** The packs' lists, their sizes in the pages that show them and the search files' hashes, written into `dist`;
 *  the lists. */
export function writePacks(dist: string, build: string, sources: PackSources): PackList[] {
  const before = builtFiles(dist);
  checkPagesCarry(dist, before, build);
  // The pages that show sizes change by a few bytes once they do: the lists are made again from what they are then.
  const files = writeSizes(dist, before, new Map(offlineLists(before, build, sources).map((l) => [l.pack, l.bytes])));
  const lists = offlineLists(files, build, sources);
  for (const list of lists) writeJson(dist, packListPath(list.pack), list);
  writeJson(dist, SEARCH_HASHES_URL.slice(1), { build, files: searchHashes(files) });
  return lists;
}

/** The service worker of `build`, its shell's manifest injected: its shell's files and bytes. */
async function writeServiceWorker(dist: string, build: string): Promise<{ files: number; bytes: number }> {
  const temp = mkdtempSync(join(tmpdir(), 'sw-'));
  try {
    const swSrc = join(temp, 'sw.js');
    await bundleServiceWorker(build, swSrc);
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: join(dist, 'sw.js'),
      globDirectory: dist,
      globPatterns: SHELL_PATTERNS,
      // Astro's assets carry their content hash in their name; the pages' URLs are the folders, as links name them.
      dontCacheBustURLsMatching: /^_astro\//,
      manifestTransforms: [async (entries) => ({ manifest: entries.map((e) => ({ ...e, url: servedUrl(e.url) })), warnings: [] })],
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    });
    if (warnings.length) throw new Error(`workbox-build: ${warnings.join('; ')}`);
    return { files: count, bytes: size };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** The offline files of the site in `dist`, built as `build` (the id of build:data's records), its packs made of
 *  `sources` (src/offline/download-list.ts packFiles). */
export async function buildOffline(dist: string, build: string, sources: PackSources): Promise<OfflineReport> {
  const lists = writePacks(dist, build, sources);
  const shell = await writeServiceWorker(dist, build);
  return {
    build,
    shell,
    packs: lists.map((l) => ({ pack: l.pack, files: l.urls.length, bytes: l.bytes })),
    searchHashesBytes: statSync(join(dist, SEARCH_HASHES_URL)).size,
    serviceWorkerBytes: statSync(join(dist, 'sw.js')).size,
  };
}
