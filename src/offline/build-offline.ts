/**
 * The offline stage of the build, run on the built site: each language's download list (URLs and bytes) and the
 * service worker — bundled with esbuild, its precache manifest (the shell) injected by workbox-build. Both carry the
 * build's id, which build:data computed before any page was written (every page carries it too: checked here), and
 * the worker the hash of every search file of the build, so it keeps nothing of another build.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { build as esbuild } from 'esbuild';
// The one function of workbox-build needed here: its index loads rollup and babel too (1.5 s), for generateSW.
import { injectManifest } from 'workbox-build/build/inject-manifest.js';
import { BUILD_META } from '../site-paths.js';
import { offlineListPath, offlineLists, offlineSummaryPath, servedUrl, type BuiltFile } from './download-list.js';
import type { Pack } from './packs.js';
import { SHELL_PATTERNS } from './shell.js';
import { isPage } from './sw/urls.js';

const SW_SOURCE = resolve(import.meta.dirname, 'sw/service-worker.ts');

function walk(dir: string, skip: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (path === skip) return [];
    return e.isDirectory() ? walk(path, skip) : [path];
  });
}

/**
 * Every file of the built site with its size and content hash: the offline lists themselves and the /api/ rulings
 * files left out (hundreds of thousands of JSON files for other programs, no page: never listed, kept nor checked for
 * a build id).
 */
export function builtFiles(dist: string): BuiltFile[] {
  return walk(dist, join(dist, 'api'))
    .map((file) => relative(dist, file).split('\\').join('/'))
    .filter((path) => !path.startsWith('offline/') && path !== 'sw.js')
    .map((path) => {
      const bytes = readFileSync(join(dist, path));
      return { path, bytes: statSync(join(dist, path)).size, hash: createHash('sha256').update(bytes).digest('hex').slice(0, 16) };
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

/** The hash of each search file, by the URL the worker sees it under (`/search/names-es-0.json`). */
const searchHashes = (files: BuiltFile[]) =>
  Object.fromEntries(files.filter((f) => f.path.startsWith('search/')).map((f) => [servedUrl(f.path), f.hash]));

/** The service worker's code, with this build's id and search files, before workbox-build injects the shell. */
async function bundleServiceWorker(build: string, search: Record<string, string>, out: string): Promise<void> {
  await esbuild({
    entryPoints: [SW_SOURCE],
    outfile: out,
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
    define: { __BUILD_ID__: JSON.stringify(build), __SEARCH_HASHES__: JSON.stringify(search), 'process.env.NODE_ENV': '"production"' },
  });
}

export interface OfflineReport {
  build: string;
  shell: { files: number; bytes: number };
  packs: { pack: Pack; files: number; bytes: number }[];
  serviceWorkerBytes: number;
}

/** The offline files of the site in `dist`, built as `build` (the id of build:data's records); `documentCards`: the
 *  slugs of the cards the documents print (src/offline/download-list.ts packFiles). */
export async function buildOffline(dist: string, build: string, documentCards: ReadonlySet<string>): Promise<OfflineReport> {
  const files = builtFiles(dist);
  checkPagesCarry(dist, files, build);
  const lists = offlineLists(files, build, documentCards);
  for (const { summary, list } of lists) {
    writeJson(dist, offlineSummaryPath(summary.pack), summary);
    writeJson(dist, offlineListPath(list.pack), list);
  }
  const temp = mkdtempSync(join(tmpdir(), 'sw-'));
  try {
    const swSrc = join(temp, 'sw.js');
    await bundleServiceWorker(build, searchHashes(files), swSrc);
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
    return {
      build,
      shell: { files: count, bytes: size },
      packs: lists.map(({ summary }) => ({ pack: summary.pack, files: summary.files, bytes: summary.bytes })),
      serviceWorkerBytes: statSync(join(dist, 'sw.js')).size,
    };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
