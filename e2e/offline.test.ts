/**
 * The site with the network off (`context.setOffline(true)`): pages the reader opened, search over what is kept, a
 * downloaded language, and a new build's service worker replacing the old build's caches.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite, watchedPage, type Site } from './helpers.js';
import { serveBuilds, type TwoBuilds } from './two-builds.js';

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site?.close();
});

/** Waits until the service worker controls the page (it claims the pages that registered it). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

const results = (page: Page) => page.locator('a[data-result]').count();
const listOf = (pack: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../dist/offline/${pack}.json`), 'utf8')) as { urls: string[] };
const visitedResults = (page: Page) =>
  page.$$eval(
    'a[data-result]',
    (links: HTMLAnchorElement[]) => links.filter((a) => new URL(a.href).pathname === '/es/cards/murderous-redcap/').length,
  );

async function searchFor(page: Page, base: string, lang: string, query: string): Promise<string> {
  await page.goto(`${base}/${lang}/search/?q=${encodeURIComponent(query)}`);
  await page.waitForFunction(() => !/…$/.test(document.querySelector('[data-search-status]')?.textContent ?? '…'));
  return (await page.locator('[data-search-status]').textContent()) ?? '';
}

describe('offline, as a reader opened them', () => {
  it('shows visited pages, searches what was kept, and says in the reader language when a page was never opened', async () => {
    const { page, problems } = await watchedPage(site);
    const context = page.context();
    await page.goto(`${site.base}/es/`);
    await controlled(page);
    await page.goto(`${site.base}/es/cards/murderous-redcap/`);
    await searchFor(page, site.base, 'es', 'asesino');
    const online = await results(page);
    expect(online).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.goto(`${site.base}/es/cards/murderous-redcap/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Asesino gorro rojo');
    await searchFor(page, site.base, 'es', 'asesino');
    await expect(results(page)).resolves.toBe(online);
    // Each result whose page was never opened says it is not saved; the card opened before does not.
    await page.waitForFunction((n) => document.querySelectorAll('.not-saved').length >= n, online - (await visitedResults(page)));
    const marks = await page.$$eval('a[data-result]', (links: HTMLAnchorElement[]) =>
      links.map((a) => [new URL(a.href).pathname, a.nextElementSibling?.textContent === 'no guardada en este dispositivo'] as const),
    );
    for (const [path, marked] of marks) expect(marked, path).toBe(path !== '/es/cards/murderous-redcap/');
    // Never opened: the network really is off for the service worker too, and the page says so in Spanish.
    await page.goto(`${site.base}/es/documents/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Página no guardada');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');
    expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(p))).toEqual([]);
    await context.close();
  });
});

describe('a language downloaded for offline use', () => {
  it('shows the size first, counts its progress, then every page and search of the language work offline', async () => {
    const { page, problems } = await watchedPage(site, 'fr-FR');
    const context = page.context();
    await page.goto(`${site.base}/fr/`);
    await controlled(page);
    // The size is in the page as built, before any script.
    const size = page.locator('.offline data[data-pack-size="fr"]');
    await expect(size.textContent()).resolves.toMatch(/^[\d,]+\s(?:Mo|ko)$/);
    await page.evaluate(() => {
      const status = document.querySelector('[data-offline-status]')!;
      const seen: string[] = ((window as unknown as { seen: string[] }).seen = []);
      new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await page.getByRole('button', { name: 'Télécharger pour utiliser hors connexion' }).click();
    await page.waitForFunction(() => /^Terminé/.test(document.querySelector('[data-offline-status]')?.textContent ?? ''), undefined, {
      timeout: 240_000,
    });
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.some((s) => /^Téléchargement : [\d\s]+ sur [\d\s]+ fichiers…$/.test(s))).toBe(true);

    await context.setOffline(true);
    const { urls } = listOf('fr');
    const pages = urls.filter((u) => u.endsWith('/'));
    for (const url of [0, 0.25, 0.5, 0.75, 1].map((f) => pages[Math.floor(f * (pages.length - 1))])) {
      await page.goto(`${site.base}${url}`);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
      await expect(page.locator('h1').first().textContent()).resolves.not.toBe('Page non enregistrée');
    }
    for (const query of ['ninjutsu', 'règle 702.79', 'piscine']) {
      const status = await searchFor(page, site.base, 'fr', query);
      expect(status, query).not.toMatch(/Hors connexion/);
      expect(await results(page), query).toBeGreaterThan(0);
    }
    // Every card's names are searched offline: a card no document prints is found, its page said not saved.
    await searchFor(page, site.base, 'fr', 'contresort');
    await expect(page.locator('a[data-result] > span').first().textContent()).resolves.toBe('Contresort');
    await page.waitForFunction(() => document.querySelector('a[data-result]')?.nextElementSibling?.classList.contains('not-saved'));
    // The home page, reopened offline, says what this device keeps.
    await page.goto(`${site.base}/fr/`);
    await page.waitForFunction(() =>
      /^Enregistré sur cet appareil : le site\.$/.test(document.querySelector('[data-offline-status]')?.textContent ?? ''),
    );
    expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(p))).toEqual([]);
    await context.close();
  }, 300_000);
});

describe('a set chosen for offline use', () => {
  it('shows every size first, totals what is ticked, downloads that set alone, and its cards read offline', async () => {
    const { page, problems } = await watchedPage(site);
    const context = page.context();
    await page.goto(`${site.base}/es/download/`);
    await controlled(page);
    // Opened again through the worker, which keeps it.
    await page.reload();
    // The smallest set of the newest year, chosen alone: the total is its size.
    const smallest = await page.$$eval('details[open] input[name="pack"]', (inputs: HTMLInputElement[]) => {
      const size = (i: HTMLInputElement) => Number(i.closest('label')!.querySelector('data')!.value);
      return inputs.sort((a, b) => size(a) - size(b))[0].value;
    });
    await page.locator('input[name="pack"][value="es"]').uncheck();
    await page.locator(`input[name="pack"][value="${smallest}"]`).check();
    const setSize = await page.locator(`label:has(input[value="${smallest}"]) data`).textContent();
    await expect(page.locator('[data-offline-total] data').textContent()).resolves.toBe(setSize);
    await page.getByRole('button', { name: 'Descargar lo elegido' }).click();
    await page.waitForFunction(() => /^Listo/.test(document.querySelector('[data-offline-status]')?.textContent ?? ''), undefined, {
      timeout: 120_000,
    });
    const { urls } = listOf(smallest);
    const card = urls.find((u) => /^\/es\/cards\/[^/]+\/$/.test(u))!;
    // A card of another set, never opened: offline, it says so.
    const otherSet = readdirSync(resolve(import.meta.dirname, '../dist/offline')).find(
      (f) => f.startsWith('es-set-') && f !== `${smallest}.json`,
    )!;
    const notInSet = listOf(otherSet.replace(/\.json$/, '')).urls.find((u) => /^\/es\/cards\/[^/]+\/$/.test(u) && !urls.includes(u))!;

    await context.setOffline(true);
    await page.goto(`${site.base}${card}`);
    await expect(page.locator('h1').textContent()).resolves.not.toBe('Página no guardada');
    await expect(page.locator('.card-box.oracle').count()).resolves.toBe(1);
    await page.goto(`${site.base}${notInSet}`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Página no guardada');
    // The choosing page, opened before, says which set this device keeps.
    await page.goto(`${site.base}/es/download/`);
    await page.waitForFunction(
      (pack) => document.querySelector(`li:has(input[value="${pack}"]) .kept-mark`)?.textContent === 'ya en este dispositivo',
      smallest,
    );
    expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(p))).toEqual([]);
    await context.close();
  }, 180_000);
});

describe('the offline box', () => {
  it('holds its place: the home page does not move while its script asks the worker what is kept', async () => {
    for (const [lang, viewport] of [
      ['es', { width: 390, height: 844 }],
      ['pt', { width: 1280, height: 800 }],
    ] as const) {
      const context = await site.browser.newContext({ viewport, locale: lang });
      const page = await context.newPage();
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) (window as unknown as { shifts: number }).shifts += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${site.base}/${lang}/`);
      await controlled(page);
      // Twice: the second load has a worker to answer what is kept.
      await page.reload();
      await page.waitForTimeout(1500);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), `${lang} ${viewport.width}`).toBeLessThan(0.01);
      await context.close();
    }
  }, 120_000);
});

describe('a new build', () => {
  let builds: TwoBuilds;
  let context: BrowserContext;
  beforeAll(async () => {
    builds = await serveBuilds(resolve(import.meta.dirname, '../dist'));
  });
  afterAll(async () => {
    await context?.close();
    await builds?.close();
  });

  it('replaces the old build caches whole, reloads its open pages, and downloads again what the reader had downloaded', async () => {
    context = await site.browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${builds.base}/pt/`);
    await controlled(page);
    await page.getByRole('button', { name: 'Baixar para usar sem conexão' }).click();
    await page.waitForFunction(() => /^Pronto/.test(document.querySelector('[data-offline-status]')?.textContent ?? ''));
    const cacheNames = () => page.evaluate(() => caches.keys());
    expect((await cacheNames()).filter((n) => n.includes(builds.first))).not.toEqual([]);

    builds.deploySecond();
    const reloaded = page.waitForEvent('load', { timeout: 60_000 });
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await reloaded;
    await page.waitForFunction(
      async ([second, urls]) => {
        const kept = new Set((await (await caches.open(`rulings-pages-${second}`)).keys()).map((r) => new URL(r.url).pathname));
        return urls.every((u) => kept.has(u));
      },
      [builds.second, builds.listed('pt')] as const,
      { timeout: 60_000 },
    );
    const names = await cacheNames();
    expect(names.filter((n) => n.includes(builds.first))).toEqual([]);
    expect(names).toContain(`rulings-shell-${builds.second}`);
  }, 180_000);
});
