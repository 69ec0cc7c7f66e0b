/**
 * The site's absolute URLs, as search engines and browsers see them: one origin, set by the environment variable
 * SITE_URL, from which the canonical links, the `hreflang` alternates, the sitemap, robots.txt, the OpenSearch
 * descriptions and the open data are all written. Plain TypeScript (no Astro, no zod): astro.config.mjs imports it.
 */
import { LANGS, isLang, languageOf, type Lang } from '../languages.js';

export const DEFAULT_SITE_URL = 'https://rulings.example';

/** A SITE_URL the site cannot be written from: the message says what was given and what is expected, in one line. */
export class SiteUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteUrlError';
  }
}

/**
 * The site's origin ("https://rulings.example", no trailing slash) from SITE_URL, or the default when it is unset or
 * empty. Every link of the site is root-absolute, so the site must live at the root of its origin: a path, query,
 * fragment or credentials in SITE_URL are refused rather than silently dropped.
 */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const raw = env.SITE_URL?.trim();
  if (!raw) return DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SiteUrlError(`SITE_URL must be an absolute http(s) URL such as ${DEFAULT_SITE_URL}, not ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new SiteUrlError(`SITE_URL must be an http(s) URL, not ${JSON.stringify(raw)}`);
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/')
    throw new SiteUrlError(
      `SITE_URL must be the site's origin only (scheme, host, optional port), such as ${DEFAULT_SITE_URL}, not ${JSON.stringify(raw)}`,
    );
  return url.origin;
}

const roots = new Map<string, string>();

/** The site's root URL without its final slash ("https://rulings.example"), asked of the URL parser once per site. */
function rootOf(site: string | URL): string {
  const key = String(site);
  let root = roots.get(key);
  if (root === undefined) roots.set(key, (root = new URL('/', site).href.slice(0, -1)));
  return root;
}

/** A path the URL parser leaves as it is: segments of unreserved characters, none empty or starting with a dot. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/;

/** The absolute URL of a root-absolute path ("/es/cards/x/") on the site. Every page asks for four (canonical and
 *  alternates) and the sitemap as many again: a plain path is joined to the site's root without parsing a URL. */
export function absoluteUrl(path: string, site: string | URL): string {
  if (!path.startsWith('/')) throw new Error(`absoluteUrl wants a root-absolute path, not "${path}"`);
  return PLAIN_PATH.test(path) ? rootOf(site) + path : new URL(path, site).href;
}

export interface Alternate {
  /** A language (es, fr, pt) or x-default. */
  hreflang: string;
  href: string;
}

/**
 * The language versions of the page at `path` below the language prefix ("cards/es/x/", "" for a home page): the
 * same page in every UI language, and for the home pages also the language picker at the root as x-default (it
 * lists the three home pages back; no other page has an x-default, since the picker is no version of it).
 */
export function languageAlternates(path: string, site: string | URL): Alternate[] {
  const alternates: Alternate[] = LANGS.map((l) => ({ hreflang: l, href: absoluteUrl(`/${l}/${path}`, site) }));
  if (path === '') alternates.push({ hreflang: 'x-default', href: absoluteUrl('/', site) });
  return alternates;
}

/** Where a built page's URL sits: its UI language and its path below the language prefix, or the root picker. */
export function pagePlace(url: string, site: string | URL): { lang: Lang; path: string } | { lang: null; path: '' } | null {
  const base = `${rootOf(site)}/`;
  if (!url.startsWith(base)) return null;
  const rest = url.slice(base.length);
  if (rest === '') return { lang: null, path: '' };
  const slash = rest.indexOf('/');
  const first = slash < 0 ? rest : rest.slice(0, slash);
  if (!isLang(first) || slash < 0) return null;
  return { lang: first, path: rest.slice(slash + 1) };
}

/** The `hreflang` alternates of a sitemap entry: those its page declares in its head (the root picker's too). */
export function sitemapAlternates(url: string, site: string | URL): { lang: string; url: string }[] | undefined {
  const place = pagePlace(url, site);
  if (!place) return undefined;
  return languageAlternates(place.path, site).map((a) => ({ lang: a.hreflang, url: a.href }));
}

/** Pages that are no version of anything a search engine should list: not found, and not saved for offline use. */
export const UNLISTED_PATHS: readonly string[] = ['404/', 'offline/'];

/** Pages that belong in the sitemap: every HTML page but the unlisted ones and the old paths of pages that moved
 *  (`moved`: paths below the language prefix, src/site-paths.ts movedCardPaths). */
export function inSitemap(url: string, site: string | URL, moved: ReadonlySet<string> = new Set()): boolean {
  const place = pagePlace(url, site);
  return place !== null && url.endsWith('/') && !UNLISTED_PATHS.includes(place.path) && !moved.has(place.path);
}

export const SITEMAP_INDEX = '/sitemap-index.xml';

export function robotsTxt(site: string | URL): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(SITEMAP_INDEX, site)}`, ''].join('\n');
}

/** The search page and the query parameter it reads (src/client/search-page.ts, src/html/layout.ts searchForm). */
export const searchPagePath = (lang: Lang) => `/${lang}/search/`;
export const SEARCH_PARAM = 'q';
export const openSearchPath = (lang: Lang) => `/${lang}/opensearch.xml`;

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An OpenSearch 1.1 description: the browser's search box sends its words to the search page in `lang`. */
export function openSearchDescription(lang: Lang, site: string | URL, texts: { name: string; description: string }): string {
  const search = absoluteUrl(searchPagePath(lang), site);
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${xmlEscape(languageOf(lang).openSearchShortName)}</ShortName>
  <LongName>${xmlEscape(texts.name)}</LongName>
  <Description>${xmlEscape(texts.description)}</Description>
  <Language>${lang}</Language>
  <InputEncoding>UTF-8</InputEncoding>
  <OutputEncoding>UTF-8</OutputEncoding>
  <Url type="text/html" method="get" template="${xmlEscape(`${search}?${SEARCH_PARAM}={searchTerms}`)}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${xmlEscape(absoluteUrl(openSearchPath(lang), site))}"/>
  <moz:SearchForm>${xmlEscape(search)}</moz:SearchForm>
</OpenSearchDescription>
`;
}
