import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGS } from '../languages.js';
import { builtPages, sitemapEntries, writeSitemaps } from './sitemap.js';
import { SITEMAP_INDEX } from './urls.js';

const SITE = 'https://reglas.example.org';
let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function site(files: string[]): string {
  dir = mkdtempSync(join(tmpdir(), 'sitemap-'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), '<!DOCTYPE html>');
  }
  return dir;
}

describe('builtPages', () => {
  it('is every index.html as the path it is served at, and nothing else of the site', () => {
    const root = site([
      'index.html',
      'es/index.html',
      'es/cards/x/index.html',
      '404.html',
      'es/404.html',
      'data/es.json',
      'search/names-es-0.json',
    ]);
    expect(builtPages(root).sort()).toEqual(['/', '/es/', '/es/cards/x/']);
  });
});

describe('sitemapEntries', () => {
  const pages = ['/es/rules/100.10/', '/', '/fr/cards/x/', '/es/rules/100.9/', '/es/404/', '/pt/offline/', '/es/cards/es/old/', '/es/'];

  it('lists the pages search engines should list, numbers by value, each with the alternates its head declares', () => {
    const entries = sitemapEntries(pages, SITE, new Set(['cards/es/old/']));
    expect(entries.map((e) => e.url)).toEqual([
      `${SITE}/`,
      `${SITE}/es/`,
      `${SITE}/es/rules/100.9/`,
      `${SITE}/es/rules/100.10/`,
      `${SITE}/fr/cards/x/`,
    ]);
    expect(entries[4].links).toEqual([
      { lang: 'es', url: `${SITE}/es/cards/x/` },
      { lang: 'fr', url: `${SITE}/fr/cards/x/` },
      { lang: 'pt', url: `${SITE}/pt/cards/x/` },
    ]);
    expect(entries[1].links?.at(-1)).toEqual({ lang: 'x-default', url: `${SITE}/` });
  });
});

describe('writeSitemaps', () => {
  it('writes a sitemap index pointing at well-formed sitemaps with their hreflang links', async () => {
    const root = site([]);
    const entries = sitemapEntries(['/es/cards/x/', '/fr/cards/x/'], SITE, new Set());
    expect(await writeSitemaps(root, SITE, entries)).toBe(1);
    const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['sitemap', 'url', 'xhtml:link'].includes(name) });
    const indexXml = readFileSync(join(root, SITEMAP_INDEX.slice(1)), 'utf8');
    expect(XMLValidator.validate(indexXml)).toBe(true);
    expect(parser.parse(indexXml).sitemapindex.sitemap.map((s: { loc: string }) => s.loc)).toEqual([`${SITE}/sitemap-0.xml`]);
    const sitemapXml = readFileSync(join(root, 'sitemap-0.xml'), 'utf8');
    expect(XMLValidator.validate(sitemapXml)).toBe(true);
    const urls = parser.parse(sitemapXml).urlset.url;
    expect(urls.map((u: { loc: string }) => u.loc)).toEqual([`${SITE}/es/cards/x/`, `${SITE}/fr/cards/x/`]);
    expect(urls[0]['xhtml:link'].map((l: Record<string, string>) => l['@_hreflang'])).toEqual([...LANGS]);
  });
});
