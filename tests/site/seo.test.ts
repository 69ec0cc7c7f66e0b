/**
 * What search engines and browsers read from the built site: the sitemap with its hreflang alternates, robots.txt,
 * canonical links and the OpenSearch descriptions. Run after `npm run build` (npm test builds first), with the same
 * SITE_URL as the build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { fromHtml } from 'hast-util-from-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteUrl } from '../../src/seo/urls.js';
import { $, $$, DIST, attr, breathe, generated, htmlFilesUnder, page, readsPage } from '../helpers/dist.js';
import { movedCardPaths } from '../../src/site-paths.js';
import { CARD_LETTERS } from '../../src/site/sort.js';
import { LANG_ALTERNATIVES, LANGS } from '../../src/languages.js';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const OPENSEARCH_NS = 'http://a9.com/-/spec/opensearch/1.1/';
const site = siteUrl(process.env);
const abs = (path: string) => new URL(path, site).href;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['sitemap', 'url', 'xhtml:link', 'Url'].includes(name),
});
/** A dist file parsed as XML, after a real well-formedness check. */
function xml(file: string) {
  const source = readFileSync(join(DIST, file), 'utf8');
  const valid = XMLValidator.validate(source);
  expect(valid, `${file} is not well-formed: ${JSON.stringify(valid)}`).toBe(true);
  return parser.parse(source);
}
/** The file behind a URL of the site ("https://…/es/x/" → es/x/index.html). */
function fileOf(url: string): string {
  expect(url.startsWith(`${site}/`), `${url} is on ${site}`).toBe(true);
  const path = decodeURIComponent(new URL(url).pathname);
  return path.endsWith('/') ? join(path, 'index.html') : path;
}
// The site's not-found pages: /404.html and /<lang>/404/ (not the page of rule section 404).
/** Pages kept out of the sitemap: not found, the page a page never saved for offline use is answered with, and the old
 *  paths that send the reader on to a page that moved. */
const moved = new Set(movedCardPaths(generated<Parameters<typeof movedCardPaths>[0]>('cards'), LANGS, CARD_LETTERS).map((m) => m.from));
const unlisted = (file: string) =>
  /^\/?(?:[a-z]{2}\/)?(?:404|offline)(\/index)?\.html$/.test(file) ||
  moved.has(file.replace(/^\/?[a-z]{2}\//, '').replace(/index\.html$/, ''));

interface Entry {
  loc: string;
  alternates: { hreflang: string; href: string }[];
}
let sitemapFiles: string[] = [];
let entries: Entry[] = [];
const headOf = (url: string) => {
  const html = readFileSync(join(DIST, fileOf(url)), 'utf8');
  return fromHtml(html.slice(0, html.indexOf('</head>') + '</head>'.length));
};

beforeAll(() => {
  if (!existsSync(DIST)) throw new Error('dist/ is missing: run `npm run build` first (npm test does)');
  const index = xml('sitemap-index.xml').sitemapindex;
  expect(index['@xmlns']).toBe(SITEMAP_NS);
  sitemapFiles = index.sitemap.map((s: { loc: string }) => fileOf(s.loc));
  entries = sitemapFiles.flatMap((file) => {
    const set = xml(file).urlset;
    expect(set['@xmlns'], file).toBe(SITEMAP_NS);
    expect(set['@xmlns:xhtml'], file).toBe(XHTML_NS);
    return (set.url as { loc: string; 'xhtml:link'?: Record<string, string>[] }[]).map((u) => ({
      loc: u.loc,
      alternates: (u['xhtml:link'] ?? []).map((l) => {
        expect(l['@rel']).toBe('alternate');
        return { hreflang: l['@hreflang'], href: l['@href'] };
      }),
    }));
  });
});

describe('sitemap', () => {
  it('is a sitemap index of well-formed sitemaps (sitemap and xhtml namespaces) on the site URL', () => {
    expect(sitemapFiles.length).toBeGreaterThan(0);
    for (const file of sitemapFiles) expect(existsSync(join(DIST, file)), file).toBe(true);
    expect(entries.length).toBeGreaterThan(1000);
    expect(new Set(entries.map((e) => e.loc)).size).toBe(entries.length);
  });

  it('lists every page of dist/ but the not-found, not-saved-offline and moved ones, and nothing else', async () => {
    const pages = (await htmlFilesUnder(DIST))
      .map((f) => f.slice(DIST.length).split('\\').join('/'))
      .filter((f) => !unlisted(f))
      .map((f) => abs(f.replace(/index\.html$/, '')));
    // Compared as sets, the differences listed: a diff of two arrays of 100,000 URLs takes minutes.
    const listed = new Set(entries.map((e) => e.loc));
    const built = new Set(pages);
    expect(pages.filter((u) => !listed.has(u)).slice(0, 20), 'built, not in the sitemap').toEqual([]);
    expect([...listed].filter((u) => !built.has(u)).slice(0, 20), 'in the sitemap, not built').toEqual([]);
    expect(listed.size).toBe(built.size);
  });

  it('gives every page its three language versions (home pages also the root picker as x-default), all listed too', () => {
    const listed = new Set(entries.map((e) => e.loc));
    for (const { loc, alternates } of entries) {
      const path = new URL(loc).pathname;
      const rest = path === '/' ? '' : path.replace(new RegExp(`^/(${LANG_ALTERNATIVES})/`), '');
      expect(rest, loc).not.toBe(path);
      const expected: Entry['alternates'] = LANGS.map((l) => ({ hreflang: l, href: abs(`/${l}/${rest}`) }));
      if (rest === '') expected.push({ hreflang: 'x-default', href: abs('/') });
      expect(alternates, loc).toEqual(expected);
      for (const a of alternates) expect(listed.has(a.href), `${loc} → ${a.href}`).toBe(true);
    }
  });

  it('each alternate is in the language it claims (its <html lang>)', () => {
    for (const path of ['/', '/es/cards/', '/pt/keywords/persist/', '/fr/search/']) {
      const entry = entries.find((e) => e.loc === abs(path))!;
      for (const a of entry.alternates.filter((x) => x.hreflang !== 'x-default'))
        expect(attr($(page(new URL(a.href).pathname), 'html') as never, 'lang'), a.href).toBe(a.hreflang);
    }
  });
});

describe('page heads', { timeout: 600_000 }, () => {
  it('every page in the sitemap has a canonical link equal to its sitemap URL, and the same alternates', async () => {
    for (const [i, { loc, alternates }] of entries.filter((e) => readsPage(new URL(e.loc).pathname)).entries()) {
      if (i % 200 === 0) await breathe();
      const head = headOf(loc);
      const canonical = $$(head, 'link[rel=canonical]');
      expect(
        canonical.map((l) => attr(l, 'href')),
        loc,
      ).toEqual([loc]);
      const declared = $$(head, 'link[rel=alternate][hreflang]').map((l) => ({ hreflang: attr(l, 'hrefLang')!, href: attr(l, 'href')! }));
      expect(declared, loc).toEqual(alternates);
    }
  });

  it('not-found and not-saved-offline pages are kept out of the index: noindex, no canonical', () => {
    for (const url of ['/404.html', '/es/404/', '/pt/404/', '/es/offline/', '/fr/offline/']) {
      const tree = page(url);
      expect(attr($(tree, 'meta[name=robots]') as never, 'content'), url).toBe('noindex');
      expect($(tree, 'link[rel=canonical]'), url).toBeNull();
    }
  });

  it('every page links the OpenSearch description of its language (the root picker: all three)', async () => {
    for (const [i, { loc }] of entries.filter((e) => readsPage(new URL(e.loc).pathname)).entries()) {
      if (i % 200 === 0) await breathe();
      const head = headOf(loc);
      const lang = attr($(head, 'html') as never, 'lang');
      const links = $$(head, 'link[rel=search]');
      expect(links.length, loc).toBeGreaterThan(0);
      for (const l of links) {
        expect(attr(l, 'type')).toBe('application/opensearchdescription+xml');
        expect(attr(l, 'title')).toBeTruthy();
      }
      const hrefs = links.map((l) => attr(l, 'href'));
      if (new URL(loc).pathname === '/') expect(hrefs).toEqual(LANGS.map((l) => `/${l}/opensearch.xml`));
      else expect(hrefs, loc).toEqual([`/${lang}/opensearch.xml`]);
    }
  });
});

describe('robots.txt', () => {
  it('lets crawlers in and points at the sitemap index', () => {
    const robots = readFileSync(join(DIST, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    const sitemaps = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map((m) => m[1]);
    expect(sitemaps).toEqual([abs('/sitemap-index.xml')]);
    expect(existsSync(join(DIST, fileOf(sitemaps[0])))).toBe(true);
  });
});

describe('OpenSearch', () => {
  it('one valid description per language, whose template is that language’s search page with the parameter it reads', () => {
    for (const lang of LANGS) {
      const doc = xml(`${lang}/opensearch.xml`).OpenSearchDescription;
      expect(doc['@xmlns']).toBe(OPENSEARCH_NS);
      expect(doc.ShortName.length).toBeGreaterThan(0);
      expect(doc.ShortName.length).toBeLessThanOrEqual(16);
      expect(doc.Description.length).toBeLessThanOrEqual(1024);
      expect(doc.Language).toBe(lang);
      const html = doc.Url.find((u: Record<string, string>) => u['@type'] === 'text/html');
      expect(html['@template']).toBe(abs(`/${lang}/search/?q={searchTerms}`));
      expect(doc.Url.find((u: Record<string, string>) => u['@rel'] === 'self')['@template']).toBe(abs(`/${lang}/opensearch.xml`));
      // The template's page exists, in that language, and its search box submits the parameter the template fills.
      const searchPage = page(new URL(html['@template'].replace('{searchTerms}', '')).pathname);
      expect(attr($(searchPage, 'html') as never, 'lang')).toBe(lang);
      const param = new URL(html['@template']).searchParams;
      expect([...param.keys()]).toEqual(['q']);
      expect($(searchPage, '[data-search-page] form input[name=q]')).toBeTruthy();
    }
    // The search page's script reads that same parameter.
    expect(readFileSync(new URL('../../src/client/search-page.ts', import.meta.url), 'utf8')).toContain("searchParams.get('q')");
  });
});
