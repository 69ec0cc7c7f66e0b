/// <reference lib="webworker" />
/**
 * A language kept offline: the service worker fetches every URL of the language's list (written by the build) through
 * the same Workbox strategies that cache opened pages, a few at a time, and tells the open pages how far it got. A URL
 * counts as done only once it is in the cache (an error, or a file of another build, is not kept); a failed one is
 * tried again a few times, a little later each time. It remembers which languages the reader downloaded, so that a
 * new build downloads them again when it takes over.
 */
import type { CacheFirst } from 'workbox-strategies';
import type { Lang } from '../../languages.js';
import { CACHE_PREFIX, isSearchFile, listUrl } from './urls.js';

export interface Downloads {
  build: string;
  pages: CacheFirst;
  search: CacheFirst;
  scope: ServiceWorkerGlobalScope;
}

export interface OfflineStatus {
  lang: Lang;
  done: number;
  total: number;
}

/** Where the languages a reader downloaded are remembered, across builds. */
const WANTED = { cache: `${CACHE_PREFIX}-downloaded`, key: '/offline/downloaded' };
const AT_ONCE = 4;

async function wanted(): Promise<Lang[]> {
  const res = await (await caches.open(WANTED.cache)).match(WANTED.key);
  return res ? ((await res.json()) as Lang[]) : [];
}

async function remember(lang: Lang): Promise<void> {
  const langs = new Set(await wanted()).add(lang);
  await (await caches.open(WANTED.cache)).put(WANTED.key, new Response(JSON.stringify([...langs])));
}

/** The language's URLs in this build; null when the server's list is another build's (a newer one is on its way). */
async function languageUrls(d: Downloads, lang: Lang): Promise<string[] | null> {
  const cache = await caches.open(d.pages.cacheName);
  const res = (await cache.match(listUrl(lang))) ?? (await fetch(listUrl(lang), { cache: 'no-store' }));
  if (!res.ok) return null;
  const list = (await res.clone().json()) as { build: string; urls: string[] };
  if (list.build !== d.build) return null;
  await cache.put(listUrl(lang), res);
  return list.urls;
}

async function cachedUrls(d: Downloads): Promise<Set<string>> {
  const keys = await Promise.all([d.pages.cacheName, d.search.cacheName].map(async (name) => (await caches.open(name)).keys()));
  return new Set(keys.flat().map((r) => new URL(r.url).pathname));
}

/** How much of a language this device holds (0 of N when its list was never fetched). */
export async function offlineStatus(d: Downloads, lang: Lang): Promise<OfflineStatus> {
  const list = await (await caches.open(d.pages.cacheName)).match(listUrl(lang));
  if (!list) return { lang, done: 0, total: 0 };
  const { urls } = (await list.json()) as { urls: string[] };
  const cached = await cachedUrls(d);
  return { lang, done: urls.filter((u) => cached.has(u)).length, total: urls.length };
}

async function tell(d: Downloads, message: Record<string, unknown>): Promise<void> {
  for (const client of await d.scope.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(message);
}

const running = new Map<Lang, Promise<void>>();

/** Fetches what the device lacks of a language, reporting progress to every open page; resumable, once at a time. */
export function downloadLanguage(d: Downloads, lang: Lang, event: ExtendableEvent): Promise<void> {
  let download = running.get(lang);
  if (!download) {
    download = fetchLanguage(d, lang, event).finally(() => running.delete(lang));
    running.set(lang, download);
  }
  return download;
}

/** Downloads a language the reader asked for that this build does not hold whole yet (after a new build, say). */
export async function resumeDownloads(d: Downloads, event: ExtendableEvent): Promise<void> {
  for (const lang of await wanted()) {
    const status = await offlineStatus(d, lang);
    if (status.total === 0 || status.done < status.total) await downloadLanguage(d, lang, event);
  }
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

async function fetchLanguage(d: Downloads, lang: Lang, event: ExtendableEvent): Promise<void> {
  let urls: string[] | null;
  try {
    urls = await languageUrls(d, lang);
  } catch {
    urls = null;
  }
  if (!urls) {
    await tell(d, { type: 'offline-progress', lang, done: 0, total: 0, failed: 1, finished: true });
    return;
  }
  await remember(lang);
  const cached = await cachedUrls(d);
  const todo = urls.filter((u) => !cached.has(u));
  const total = urls.length;
  let done = total - todo.length;
  let failed = 0;
  let failedInARow = 0;
  let told = 0;
  const report = async (finished: boolean) => {
    told = Date.now();
    await tell(d, { type: 'offline-progress', lang, done, total, failed: finished ? total - done : failed, finished });
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

/** On taking over: every cache of another build goes (the languages downloaded come again, see resumeDownloads). */
export async function forgetOldBuilds(d: Downloads): Promise<void> {
  const current = (name: string) => name.endsWith(`-${d.build}`) || name === WANTED.cache;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(`${CACHE_PREFIX}-`) && !current(n)).map((n) => caches.delete(n)));
}
