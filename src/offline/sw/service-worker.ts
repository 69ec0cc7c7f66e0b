/// <reference lib="webworker" />
/**
 * The site's service worker (bundled by src/offline/build-offline.ts; workbox-build injects the shell's manifest).
 * Every cache is stamped with the build: pages and search files are cached as they are opened (cache first: within a
 * build they never change) or downloaded in packs, and a new build's worker deletes the old build's caches when it
 * takes over, so no page of one build is ever served beside another's. Only a complete answer of this build is kept
 * (own-build.ts): an error page is fetched again next time, and a page or search file of another build (the server
 * moved on during a download) is passed through unkept while the worker asks for the new build's worker.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { addPlugins, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { downloadPacks, forgetOldBuilds, offlineStatus, resumeDownloads, type Downloads } from './downloads.js';
import { whyNotKept, type OwnBuild } from './own-build.js';
import { isPack } from '../packs.js';
import { CACHE_PREFIX, isPage, isSearchFile, langOf, SEARCH_HASHES_URL } from './urls.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };
declare const __BUILD_ID__: string;
const BUILD = __BUILD_ID__;

setCacheNameDetails({ prefix: CACHE_PREFIX, suffix: BUILD, precache: 'shell', runtime: 'runtime' });

/** The hash of each search file of this build (from the pages' cache, else the server); null when the server's are
 *  another build's (a newer build is on the server: none of its search files is this build's). */
async function readSearchHashes(): Promise<Record<string, string> | null> {
  const cache = await caches.open(pages.cacheName);
  const res = (await cache.match(SEARCH_HASHES_URL)) ?? (await fetch(SEARCH_HASHES_URL, { cache: 'no-store' }));
  if (!res.ok) throw new Error(`${SEARCH_HASHES_URL}: HTTP ${res.status}`);
  const { build, files } = (await res.clone().json()) as { build: string; files: Record<string, string> };
  if (build !== BUILD) return null;
  await cache.put(SEARCH_HASHES_URL, res);
  return files;
}

let hashes: Promise<Record<string, string>> | null = null;

/** The search files' hashes, read once (again after a failure, or when they were another build's). */
function searchHashes(): Promise<Record<string, string>> {
  hashes ??= readSearchHashes().then((files) => {
    if (!files) hashes = null;
    return files ?? {};
  });
  hashes.catch(() => (hashes = null));
  return hashes;
}

/** Keeps a response only when it is a complete answer of this build; another build's asks for that build's worker. */
async function keptOrNull(request: Request, response: Response): Promise<Response | null> {
  const why = await whyNotKept(new URL(request.url).pathname, response, OWN);
  if (why === 'other-build') void self.registration.update().catch(() => undefined);
  return why ? null : response;
}

/** While a newer build's worker is installing or waiting, what the network answers belongs to it: not cached here. */
const thisBuildOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    self.registration.installing || self.registration.waiting ? null : keptOrNull(request, response),
};
const pages = new CacheFirst({ cacheName: `${CACHE_PREFIX}-pages-${BUILD}`, plugins: [thisBuildOnly] });
const OWN: OwnBuild = { build: BUILD, searchHash: async (path) => (await searchHashes())[path] };
const search = new CacheFirst({ cacheName: `${CACHE_PREFIX}-search-${BUILD}`, plugins: [thisBuildOnly] });
const downloads: Downloads = { build: BUILD, pages, search, scope: self };

// The shell: query strings (the search page's ?q=) do not change what is served. A shell file of another build makes
// the install fail (the browser tries again later, and meets the new build's worker).
addPlugins([{ cacheWillUpdate: async ({ request, response }) => keptOrNull(request, response) }]);
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
registerRoute(({ url, sameOrigin }) => sameOrigin && isPage(url.pathname), pages);
registerRoute(({ url, sameOrigin }) => sameOrigin && isSearchFile(url.pathname), search);

// Offline, a page that was never opened nor downloaded: the language's page that says so.
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await matchPrecache(`/${langOf(url.pathname)}/offline/`)) ?? Response.error();
});

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
self.addEventListener('activate', (event) => event.waitUntil(forgetOldBuilds(downloads)));

// The pages ask: how much of the packs asked for is here, download some packs, resume what was asked for (online).
self.addEventListener('message', (event) => {
  const { type, packs } = (event.data ?? {}) as { type?: string; packs?: unknown };
  const port = event.ports[0];
  if (type === 'offline-resume') event.waitUntil(resumeDownloads(downloads, event));
  if (type === 'offline-status') event.waitUntil(offlineStatus(downloads).then((status) => port?.postMessage(status)));
  if (type === 'offline-download' && Array.isArray(packs) && packs.length && packs.every(isPack)) {
    port?.postMessage({ started: true });
    event.waitUntil(downloadPacks(downloads, packs, event));
  }
});
