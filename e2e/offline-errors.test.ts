/**
 * The offline cache against a server that fails on purpose and changes builds in the middle of a download: the service
 * worker keeps only complete answers of its own build (never a 500, 503 or 404, never another build's page or search
 * file), tries a failed file again, and never counts an error as downloaded. Runs on the built site (dist/, or
 * DIST_DIR: a site built from a small content is enough).
 */
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../src/bench/chromium.js';
import { serveBuilds, type TwoBuilds } from './two-builds.js';

const DIST = resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');
let browser: Awaited<ReturnType<typeof launchChromium>>;
let builds: TwoBuilds | undefined;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
  await builds?.close();
});

async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** Every response kept in the site's caches: its cache, path, status and (for a page) the build its head names. */
function keptResponses(page: Page) {
  return page.evaluate(async () => {
    const out: { cache: string; path: string; status: number; build: string | null }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const res = (await cache.match(request))!;
        const text = res.headers.get('content-type')?.includes('html') ? await res.text() : '';
        const build = /<meta name="rulings-build" content="([0-9a-f]+)"/.exec(text)?.[1] ?? null;
        out.push({ cache: name, path: new URL(request.url).pathname, status: res.status, build });
      }
    }
    return out;
  });
}

describe('a server that fails for a while', () => {
  it('keeps no error page: a failed file is tried again and downloaded, an error never counted as done', async () => {
    builds = await serveBuilds(DIST, { pages: 12 });
    context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(`${builds.base}/fr/`);
    await controlled(page);
    const listed = builds.listed('fr');
    // Pages the shell does not hold (it was fetched at install), and a search file no page asks for by itself.
    const [p1, p2, p3] = listed.filter((u) => u.endsWith('/') && !['/fr/', '/fr/search/', '/fr/offline/'].includes(u));
    const searchFile = listed.find((u) => u.startsWith('/search/rules-'))!;
    const from = builds.log.length;
    builds.failNext(p1, [500]);
    builds.failNext(p2, [503, 503]);
    builds.failNext(p3, [404]);
    builds.failNext(searchFile, [503]);
    await page.getByRole('button', { name: 'Télécharger pour utiliser hors connexion' }).click();
    await page.waitForFunction(() => /^Terminé/.test(document.querySelector('[data-offline-status]')?.textContent ?? ''), undefined, {
      timeout: 120_000,
    });
    // Each failing file was answered with its errors, then asked again and kept.
    for (const [path, errors] of [
      [p1, [500]],
      [p2, [503, 503]],
      [p3, [404]],
      [searchFile, [503]],
    ] as const)
      expect(
        builds.log
          .slice(from)
          .filter((l) => l.path === path)
          .map((l) => l.status),
        path,
      ).toEqual([...errors, 200]);
    const kept = await keptResponses(page);
    expect(kept.filter((k) => k.status !== 200)).toEqual([]);
    for (const url of listed)
      expect(
        kept.some((k) => k.path === url && k.cache.endsWith(builds!.first)),
        url,
      ).toBe(true);
  }, 180_000);

  it('a page that fails when opened is not kept: offline it is "not saved", online again it is the page', async () => {
    builds = await serveBuilds(DIST);
    context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(`${builds.base}/es/`);
    await controlled(page);
    builds.failNext('/es/rules/', [503]);
    const failed = await page.goto(`${builds.base}/es/rules/`);
    expect(failed?.status()).toBe(503);
    await context.setOffline(true);
    await page.goto(`${builds.base}/es/rules/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Página no guardada');
    await context.setOffline(false);
    const served = await page.goto(`${builds.base}/es/rules/`);
    expect(served?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.not.toBe('Página no guardada');
    await context.setOffline(true);
    await page.goto(`${builds.base}/es/rules/`);
    await expect(page.locator('h1').textContent()).resolves.not.toBe('Página no guardada');
    expect((await keptResponses(page)).filter((k) => k.status !== 200)).toEqual([]);
  }, 120_000);
});

describe('a server that changes builds in the middle of a download', () => {
  it('the old worker keeps none of the new build’s pages; the new worker takes over and keeps only its own', async () => {
    builds = await serveBuilds(DIST, { pages: 30, delayMs: 150 });
    context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${builds.base}/pt/`);
    await controlled(page);
    builds.deploySecondAfter(10);
    await page.getByRole('button', { name: 'Baixar para usar sem conexão' }).click();
    // While it runs: no cache of a build ever holds a page of another build or an error.
    const foreign: unknown[] = [];
    const deadline = Date.now() + 150_000;
    const { second } = builds;
    const listed = builds.listed('pt');
    const secondHasAll = async () =>
      page
        .evaluate(
          async ([build, urls]) => {
            const kept = new Set<string>();
            for (const name of [`rulings-pages-${build}`, `rulings-search-${build}`])
              for (const r of await (await caches.open(name)).keys()) kept.add(new URL(r.url).pathname);
            return urls.every((u) => kept.has(u));
          },
          [second, listed] as const,
        )
        .catch(() => false);
    while (Date.now() < deadline && !(await secondHasAll())) {
      const kept = await keptResponses(page).catch(() => []);
      foreign.push(...kept.filter((k) => k.status !== 200 || (k.build !== null && !k.cache.endsWith(k.build))));
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await secondHasAll()).toBe(true);
    expect(foreign).toEqual([]);
    // The old build's worker met the new build's pages: they were served to it, never kept.
    expect(builds.log.some((l) => l.build === second && l.path.endsWith('/'))).toBe(true);
    const kept = await keptResponses(page);
    expect(kept.filter((k) => k.cache.endsWith(builds!.first))).toEqual([]);
    expect(kept.filter((k) => k.path.endsWith('/') && k.cache.startsWith('rulings-pages-')).every((k) => k.build === second)).toBe(true);
    await page.waitForFunction(() => /^Pronto/.test(document.querySelector('[data-offline-status]')?.textContent ?? ''), undefined, {
      timeout: 60_000,
    });
  }, 240_000);
});
