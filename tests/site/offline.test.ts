/**
 * What the offline stage left in the built site: pack lists that name real files and weigh what they say, every page
 * of a language in a pack, the sizes written into the pages that offer the packs, one build id everywhere, a small
 * service worker whose shell holds each language's start pages, and app manifests whose icons exist. Run after
 * `npm run build` (npm test builds first).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/languages.js';
import { isPack, packLang, sitePack, type PackList } from '../../src/offline/packs.js';
import { DIST } from '../helpers/dist.js';

const json = <T>(path: string) => JSON.parse(readFileSync(join(DIST, path), 'utf8')) as T;
const fileOf = (url: string) => join(DIST, url.endsWith('/') ? `${url}index.html` : url);
const lists = readdirSync(join(DIST, 'offline'))
  .map((name) => name.replace(/\.json$/, ''))
  .filter(isPack)
  .map((pack) => json<PackList>(`offline/${pack}.json`));
const build = json<PackList>('offline/es.json').build;

describe('offline packs', () => {
  it('a list per pack: every URL a file of the site, once, of this build, the bytes their sum', () => {
    expect(lists.length).toBeGreaterThan(3 * 100);
    for (const list of lists) {
      expect(list.build, list.pack).toBe(build);
      expect(new Set(list.urls).size, list.pack).toBe(list.urls.length);
      expect(list.bytes, list.pack).toBe(list.urls.reduce((sum, url) => sum + statSync(fileOf(url)).size, 0));
      const lang = packLang(list.pack);
      expect(
        list.urls.filter((u) => u.endsWith('/')).every((u) => u.startsWith(`/${lang}/`)),
        list.pack,
      ).toBe(true);
    }
  });

  it("every page of a language in its site's pack or a set's (the A–Z lists and the sets' coverage aside), every card's in a set's", () => {
    for (const lang of LANGS) {
      const pages = readdirSync(join(DIST, lang), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && e.name === 'index.html')
        .map((e) => `/${relative(DIST, e.parentPath).split(sep).join('/')}/`)
        .filter((u) => u !== `/${lang}/404/` && !u.startsWith(`/${lang}/cards/a-z/`) && !/^\/[a-z]{2}\/sets\/[^/]+\/coverage\/$/.test(u));
      const own = lists.filter((l) => packLang(l.pack) === lang);
      const site = own.find((l) => l.pack === sitePack(lang))!;
      const inSets = new Set(own.filter((l) => l !== site).flatMap((l) => l.urls));
      expect(pages.filter((u) => !site.urls.includes(u) && !inSets.has(u))).toEqual([]);
      expect(site.urls).toContain('/search/manifest.json');
      expect(site.urls).toContain(`/${lang}/cards/murderous-redcap/`);
      const cards = pages.filter((u) => /^\/[a-z]{2}\/cards\/[^/]+\/$/.test(u) && u !== `/${lang}/cards/a-z/`);
      expect(cards.filter((u) => !inSets.has(u) && !site.urls.includes(u))).toEqual([]);
    }
  });

  it('the home page and the choosing page show each size, written before any script runs', () => {
    const bytes = new Map(lists.map((l) => [l.pack, l.bytes]));
    for (const lang of LANGS)
      for (const page of [`/${lang}/`, `/${lang}/download/`]) {
        const slots = [...readFileSync(fileOf(page), 'utf8').matchAll(/<data data-pack-size="([^"]+)" value="(\d+)">([^<]+)<\/data>/g)];
        expect(slots.length, page).toBeGreaterThan(0);
        // A page that shows sizes is a little larger once it does: its own pack's size is that of before.
        for (const [, pack, value] of slots)
          expect(Math.abs(Number(value) - bytes.get(pack as never)!), `${page} ${pack}`).toBeLessThan(20_000);
      }
    expect(readFileSync(fileOf('/fr/download/'), 'utf8')).not.toMatch(/value="0"><\/data>/);
  });
});

describe('service worker', () => {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  it('is small, carries the build id of the lists, and precaches each language start, search and offline pages', () => {
    expect(sw.length).toBeLessThan(60_000);
    expect(sw).toContain(build);
    expect(json<{ build: string }>('offline/search.json').build).toBe(build);
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
