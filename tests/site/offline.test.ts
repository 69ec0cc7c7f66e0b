/**
 * What the offline stage left in the built site: download lists that name real files and weigh what they say, one
 * build id everywhere, a service worker whose shell holds each language's start pages, and app manifests whose icons
 * exist. Run after `npm run build` (npm test builds first).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/languages.js';
import type { OfflineList, OfflineSummary } from '../../src/offline/download-list.js';
import { PACKS, packLang } from '../../src/offline/packs.js';
import { DIST } from '../helpers/dist.js';

const json = <T>(path: string) => JSON.parse(readFileSync(join(DIST, path), 'utf8')) as T;
const fileOf = (url: string) => join(DIST, url.endsWith('/') ? `${url}index.html` : url);

describe('offline download lists', () => {
  it.each(PACKS)('%s: every URL is a file of the site, and the size shown first is their sum', (pack) => {
    const lang = packLang(pack);
    const summary = json<OfflineSummary>(`offline/${pack}.json`);
    const list = json<OfflineList>(`offline/${pack}-files.json`);
    expect(list.build).toBe(summary.build);
    expect(new Set(list.urls).size).toBe(list.urls.length);
    expect(summary.files).toBe(list.urls.length);
    expect(summary.bytes).toBe(list.urls.reduce((sum, url) => sum + statSync(fileOf(url)).size, 0));
    if (pack === lang) expect(list.urls).toContain(`/${lang}/`);
    if (pack === lang) expect(list.urls).toContain('/search/manifest.json');
    expect(list.urls.filter((u) => u.endsWith('/')).every((u) => u.startsWith(`/${lang}/`))).toBe(true);
  });

  it("holds every page of the language's interface but its not-found page: the cards no document gives in a pack of their own", () => {
    const pagesIn = (pack: string) => json<OfflineList>(`offline/${pack}-files.json`).urls.filter((u) => u.endsWith('/'));
    for (const lang of LANGS) {
      const pages = readdirSync(join(DIST, lang), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && e.name === 'index.html')
        .map((e) => `/${relative(DIST, e.parentPath).split(sep).join('/')}/`)
        .filter((u) => u !== `/${lang}/404/`);
      const site = pagesIn(lang);
      const cards = pagesIn(`${lang}-cards`);
      expect([...site, ...cards].sort()).toEqual(pages.sort());
      expect(cards.length).toBeGreaterThan(20_000);
      expect(cards.every((u) => /^\/[a-z]{2}\/cards\/[^/]+\/$/.test(u))).toBe(true);
      // The documents' cards are in the language's own pack.
      expect(site).toContain(`/${lang}/cards/murderous-redcap/`);
    }
  });
});

describe('service worker', () => {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  it('carries the build id of the lists, and precaches each language start, search and offline pages', () => {
    expect(sw).toContain(json<OfflineSummary>('offline/es.json').build);
    for (const lang of LANGS)
      for (const url of [`/${lang}/`, `/${lang}/search/`, `/${lang}/offline/`, `/${lang}/manifest.webmanifest`])
        expect(sw, url).toContain(`"${url}"`);
  });

  it.each(LANGS)('%s: the app manifest names icons the site has', (lang) => {
    const manifest = json<{ icons: { src: string }[]; start_url: string }>(`${lang}/manifest.webmanifest`);
    expect(manifest.start_url).toBe(`/${lang}/`);
    for (const icon of manifest.icons) expect(statSync(join(DIST, icon.src)).size).toBeGreaterThan(0);
  });
});
