import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_URL,
  absoluteUrl,
  inSitemap,
  languageAlternates,
  openSearchDescription,
  robotsTxt,
  siteUrl,
  sitemapAlternates,
} from './urls.js';
import { LANGS } from '../languages.js';

describe('siteUrl', () => {
  it('is https://rulings.example when SITE_URL is unset or empty', () => {
    expect(siteUrl({})).toBe(DEFAULT_SITE_URL);
    expect(siteUrl({ SITE_URL: '' })).toBe('https://rulings.example');
    expect(siteUrl({ SITE_URL: '  ' })).toBe('https://rulings.example');
  });

  it('is the origin SITE_URL names, with or without a trailing slash, port kept', () => {
    expect(siteUrl({ SITE_URL: 'https://reglas.example.org' })).toBe('https://reglas.example.org');
    expect(siteUrl({ SITE_URL: 'https://reglas.example.org/' })).toBe('https://reglas.example.org');
    expect(siteUrl({ SITE_URL: 'http://localhost:4321' })).toBe('http://localhost:4321');
    expect(siteUrl({ SITE_URL: 'HTTPS://Reglas.Example.ORG' })).toBe('https://reglas.example.org');
  });

  it('refuses what the site cannot be served from: not a URL, not http(s), a path, a query, credentials', () => {
    for (const bad of [
      'reglas.example.org',
      'ftp://reglas.example.org',
      'https://reglas.example.org/kb/',
      'https://reglas.example.org/?x=1',
      'https://u:p@reglas.example.org',
    ])
      expect(() => siteUrl({ SITE_URL: bad }), bad).toThrow(/SITE_URL/);
  });
});

describe('absolute URLs follow SITE_URL', () => {
  const other = siteUrl({ SITE_URL: 'https://reglas.example.org/' });

  it('canonical and alternates', () => {
    expect(absoluteUrl('/fr/cards/es/x/', DEFAULT_SITE_URL)).toBe('https://rulings.example/fr/cards/es/x/');
    expect(absoluteUrl('/fr/cards/es/x/', other)).toBe('https://reglas.example.org/fr/cards/es/x/');
    expect(languageAlternates('cards/es/x/', other)).toEqual([
      { hreflang: 'es', href: 'https://reglas.example.org/es/cards/es/x/' },
      { hreflang: 'fr', href: 'https://reglas.example.org/fr/cards/es/x/' },
      { hreflang: 'pt', href: 'https://reglas.example.org/pt/cards/es/x/' },
    ]);
    expect(() => absoluteUrl('es/', other)).toThrow(/root-absolute/);
  });

  it('a path joined to the site without the URL parser reads as the parser reads it', () => {
    const paths = ['/', '/es/', '/es/cards/x-y_z/', '/es/rules/702.79/', '/data/catalogue/6b.json', '/sitemap-index.xml'];
    const odd = ['//x.example/', '/es/./cards/', '/es/../fr/', '/es/cartas con espacio/', '/es/carta-ñ/', '/es/a%20b/', '/.x/', '/es//x/'];
    for (const site of [DEFAULT_SITE_URL, other, new URL('http://localhost:4321')])
      for (const path of [...paths, ...odd]) expect(absoluteUrl(path, site), `${path} on ${String(site)}`).toBe(new URL(path, site).href);
  });

  it('home pages and the root picker have the picker as x-default; other pages have none', () => {
    expect(languageAlternates('', other).at(-1)).toEqual({ hreflang: 'x-default', href: 'https://reglas.example.org/' });
    expect(sitemapAlternates('https://reglas.example.org/', other)).toEqual(sitemapAlternates('https://reglas.example.org/pt/', other));
    expect(sitemapAlternates('https://reglas.example.org/pt/', other)?.map((l) => l.lang)).toEqual([...LANGS, 'x-default']);
    expect(sitemapAlternates('https://reglas.example.org/pt/rules/702.79/', other)).toEqual([
      { lang: 'es', url: 'https://reglas.example.org/es/rules/702.79/' },
      { lang: 'fr', url: 'https://reglas.example.org/fr/rules/702.79/' },
      { lang: 'pt', url: 'https://reglas.example.org/pt/rules/702.79/' },
    ]);
    // A URL of another origin or outside the language folders has no alternates.
    expect(sitemapAlternates('https://rulings.example/pt/', other)).toBeUndefined();
    expect(sitemapAlternates('https://reglas.example.org/data/es.json', other)).toBeUndefined();
  });

  it('the sitemap keeps pages and leaves out not-found pages and files', () => {
    expect(inSitemap('https://reglas.example.org/', other)).toBe(true);
    expect(inSitemap('https://reglas.example.org/es/cards/es/x/', other)).toBe(true);
    expect(inSitemap('https://reglas.example.org/es/404/', other)).toBe(false);
    expect(inSitemap('https://reglas.example.org/es/opensearch.xml', other)).toBe(false);
    expect(inSitemap('https://rulings.example/es/', other)).toBe(false);
  });

  it('robots.txt names the sitemap index on the site', () => {
    expect(robotsTxt(other)).toContain('\nSitemap: https://reglas.example.org/sitemap-index.xml\n');
    expect(robotsTxt(DEFAULT_SITE_URL)).toContain('\nSitemap: https://rulings.example/sitemap-index.xml\n');
  });

  it('the OpenSearch description sends searches to the search page on the site, and is well-formed XML', () => {
    const xml = openSearchDescription('fr', other, { name: 'Règles <des> cartes & "Magic"', description: 'Tout' });
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml).OpenSearchDescription;
    expect(doc.LongName).toBe('Règles <des> cartes & "Magic"');
    expect(doc.ShortName.length).toBeLessThanOrEqual(16);
    expect(doc.Url[0]).toMatchObject({ type: 'text/html', template: 'https://reglas.example.org/fr/search/?q={searchTerms}' });
    expect(doc.Url[1]).toMatchObject({ rel: 'self', template: 'https://reglas.example.org/fr/opensearch.xml' });
  });
});
