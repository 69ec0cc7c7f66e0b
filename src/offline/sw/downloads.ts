/// <reference lib="webworker" />
/**
 * Packs kept offline (src/offline/packs.ts: a language's site, a set): the service worker fetches the lists of the
 * packs asked for (written by the build, one file per pack), then every URL they hold that the device lacks — a card
 * of two sets once — through the same Workbox strategies that cache opened pages, a few at a time, and tells the open
 * pages how far it got. A URL counts as done only once it is in the cache (an error, or a file of another build, is
 * not kept); a failed one is tried again a few times, a little later each time. It remembers which packs the reader
 * asked for, so that the pages show what is kept and a new build downloads them again when it takes over. Downloads
 * run one after the other.
 */
import type { CacheFirst } from 'workbox-strategies';
import type { Pack } from '../packs.js';
import { CACHE_PREFIX, isSearchFile, listUrl } from './urls.js';

export interface Downloads {
  build: string;
  pages: CacheFirst;
  search: CacheFirst;
  scope: ServiceWorkerGlobalScope;
}

/** How much of a pack this device holds (0 of 0 when its list was never fetched in this build). */
export interface OfflineStatus {
  pack: Pack;
  done: number;
  total: number;
}

/** What the pages hear while a download runs: the packs asked for together, and the files of all of them. */
export interface OfflineProgress {
  type: 'offline-progress';
  packs: Pack[];
  done: number;
  total: number;
  failed: number;
  finished: boolean;
}

/** Where the packs a reader asked for are remembered, across builds. */
const WANTED = { cache: `${CACHE_PREFIX}-downloaded`, key: '/offline/downloaded' };
const AT_ONCE = 4;

async function wanted(): Promise<Pack[]> {
  const res = await (await caches.open(WANTED.cache)).match(WANTED.key);
  return res ? ((await res.json()) as Pack[]) : [];
}

async function remember(packs: Pack[]): Promise<void> {
  const all = new Set([...(await wanted()), ...packs]);
  await (await caches.open(WANTED.cache)).put(WANTED.key, new Response(JSON.stringify([...all])));
}

/** The pack's URLs in this build; null when the server's list is another build's (a newer one is on its way). */
async function packUrls(d: Downloads, pack: Pack): Promise<string[] | null> {
  const cache = await caches.open(d.pages.cacheName);
  const res = (await cache.match(listUrl(pack))) ?? (await fetch(listUrl(pack), { cache: 'no-store' }));
  if (!res.ok) return null;
  const list = (await res.clone().json()) as { build: string; urls: string[] };
  if (list.build !== d.build) return null;
  await cache.put(listUrl(pack), res);
  return list.urls;
}

async function cachedUrls(d: Downloads): Promise<Set<string>> {
  const keys = await Promise.all([d.pages.cacheName, d.search.cacheName].map(async (name) => (await caches.open(name)).keys()));
  return new Set(keys.flat().map((r) => new URL(r.url).pathname));
}

/** How much of each pack the reader asked for this device holds. */
export async function offlineStatus(d: Downloads): Promise<OfflineStatus[]> {
  const cache = await caches.open(d.pages.cacheName);
  const cached = await cachedUrls(d);
  return Promise.all(
    (await wanted()).map(async (pack) => {
      const list = await cache.match(listUrl(pack));
      if (!list) return { pack, done: 0, total: 0 };
      const { urls } = (await list.json()) as { urls: string[] };
      return { pack, done: urls.filter((u) => cached.has(u)).length, total: urls.length };
    }),
  );
}

async function tell(d: Downloads, message: OfflineProgress): Promise<void> {
  for (const client of await d.scope.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(message);
}

let queue: Promise<void> = Promise.resolve();

/** Fetches what the device lacks of some packs, reporting progress to every open page; after any download running. */
export function downloadPacks(d: Downloads, packs: Pack[], event: ExtendableEvent): Promise<void> {
  const download = queue.then(() => fetchPacks(d, packs, event));
  queue = download.catch(() => undefined);
  return download;
}

/** Downloads the packs the reader asked for that this build does not hold whole yet (after a new build, say). */
export async function resumeDownloads(d: Downloads, event: ExtendableEvent): Promise<void> {
  const lacking = (await offlineStatus(d)).filter((s) => s.total === 0 || s.done < s.total).map((s) => s.pack);
  if (lacking.length) await downloadPacks(d, lacking, event);
}

/** Gives up after this many failures in a row: the network is gone; the next page opened resumes. */
const GIVE_UP_AFTER = 12;
/** A URL that fails (an error, the network) is tried this many times, waiting RETRY_MS, then twice that… between. */
const ATTEMPTS = 4;
const RETRY_MS = 500;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Fetches `url` through its strategy until it is in the cache (true), or the attempts are spent (false). */
async function fetchIntoCache(d: Downloads, url: string, event: ExtendableEvent): Promise<boolean> {
  const strategy = isSearchFile(url) ? d.search : d.pages;
  const cache = await caches.open(strategy.cacheName);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0) await pause(RETRY_MS * 2 ** (attempt - 1));
    const [response, done] = strategy.handleAll({ request: new Request(url), event });
    const status = await response.then(
      (res) => res.status,
      () => 0,
    );
    await done.catch(() => undefined);
    if (await cache.match(url)) return true;
    // A complete answer that was not kept is another build's: trying again will not make it this build's.
    if (status === 200) return false;
  }
  return false;
}

/** The URLs of every pack, each once; null when a list cannot be had in this build. */
async function urlsOf(d: Downloads, packs: Pack[]): Promise<string[] | null> {
  try {
    const lists = await Promise.all(packs.map((pack) => packUrls(d, pack)));
    return lists.some((l) => l === null) ? null : [...new Set(lists.flatMap((l) => l!))];
  } catch {
    return null;
  }
}

async function fetchPacks(d: Downloads, packs: Pack[], event: ExtendableEvent): Promise<void> {
  const urls = await urlsOf(d, packs);
  if (!urls) {
    await tell(d, { type: 'offline-progress', packs, done: 0, total: 0, failed: 1, finished: true });
    return;
  }
  await remember(packs);
  const cached = await cachedUrls(d);
  const todo = urls.filter((u) => !cached.has(u));
  const total = urls.length;
  let done = total - todo.length;
  let failed = 0;
  let failedInARow = 0;
  let told = 0;
  const report = async (finished: boolean) => {
    told = Date.now();
    await tell(d, { type: 'offline-progress', packs, done, total, failed: finished ? total - done : failed, finished });
  };
  const worker = async () => {
    for (let url = todo.shift(); url !== undefined && failedInARow < GIVE_UP_AFTER; url = todo.shift()) {
      const ok = await fetchIntoCache(d, url, event);
      if (ok) done++;
      else failed++;
      failedInARow = ok ? 0 : failedInARow + 1;
      if (Date.now() - told > 250) await report(false);
    }
  };
  await report(false);
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  await report(true);
}

/** On taking over: every cache of another build goes (the packs downloaded come again, see resumeDownloads). */
export async function forgetOldBuilds(d: Downloads): Promise<void> {
  const current = (name: string) => name.endsWith(`-${d.build}`) || name === WANTED.cache;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(`${CACHE_PREFIX}-`) && !current(n)).map((n) => caches.delete(n)));
}
