/**
 * The offline stage of the build, run on the built site: each language's download list (URLs and bytes), the build's
 * id, and the service worker — bundled with esbuild, its precache manifest (the shell) injected by workbox-build.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { build as esbuild } from 'esbuild';
// The one function of workbox-build needed here: its index loads rollup and babel too (1.5 s), for generateSW.
import { injectManifest } from 'workbox-build/build/inject-manifest.js';
import { buildId, offlineListPath, offlineLists, offlineSummaryPath, servedUrl, type BuiltFile } from './download-list.js';
import { SHELL_PATTERNS } from './shell.js';

const SW_SOURCE = resolve(import.meta.dirname, 'sw/service-worker.ts');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? walk(path) : [path];
  });
}

/** Every file of the built site with its size and content hash (the offline lists themselves left out). */
export function builtFiles(dist: string): BuiltFile[] {
  return walk(dist)
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

/** The service worker's code, with this build's id, before workbox-build injects the shell's precache manifest. */
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
  languages: { lang: string; files: number; bytes: number }[];
  serviceWorkerBytes: number;
}

export async function buildOffline(dist: string): Promise<OfflineReport> {
  const files = builtFiles(dist);
  const build = buildId(files);
  const lists = offlineLists(files, build);
  for (const { summary, list } of lists) {
    writeJson(dist, offlineSummaryPath(summary.lang), summary);
    writeJson(dist, offlineListPath(list.lang), list);
  }
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
    return {
      build,
      shell: { files: count, bytes: size },
      languages: lists.map(({ summary }) => ({ lang: summary.lang, files: summary.files, bytes: summary.bytes })),
      serviceWorkerBytes: statSync(join(dist, 'sw.js')).size,
    };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
