/**
 * The sitemap: `sitemap-index.xml` and `sitemap-0.xml`, `sitemap-1.xml`… at the root of the built site, written with
 * the `sitemap` library from the pages Astro built (the `sitemap` stage, scripts/build-sitemap.ts): every page but the
 * unlisted ones and the old paths of moved pages (urls.ts inSitemap), each with the hreflang alternates its head
 * declares. Not Astro's sitemap integration: that one runs inside the astro build, over every page once more.
 */
import { createWriteStream, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SitemapAndIndexStream, SitemapStream, type SitemapItemLoose } from 'sitemap';
import { servedPath } from '../site-paths.js';
import { absoluteUrl, inSitemap, SITEMAP_INDEX, sitemapAlternates } from './urls.js';

/** URLs per sitemap file (the protocol allows 50,000). */
export const SITEMAP_LIMIT = 45_000;

/** English collation, numbers by value: `rules/100.9/` before `rules/100.10/`. */
const URL_ORDER = new Intl.Collator('en', { numeric: true });

/** The pages of a built site: every `index.html` below `dir`, as the path it is served at ("/es/cards/x/"). */
export function builtPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => basename(file) === 'index.html')
    .map(servedPath);
}

/** The sitemap's entries for the built pages (`/es/cards/x/`): the listed ones, in URL order, with their alternates. */
export function sitemapEntries(pages: readonly string[], site: string, moved: ReadonlySet<string>): SitemapItemLoose[] {
  return pages
    .map((page) => absoluteUrl(page, site))
    .filter((url) => inSitemap(url, site, moved))
    .sort(URL_ORDER.compare)
    .map((url) => ({ url, links: sitemapAlternates(url, site) }));
}

/** Writes the sitemap files of `entries` into `dir`; the number of sitemap files (the index aside). */
export async function writeSitemaps(dir: string, site: string, entries: readonly SitemapItemLoose[]): Promise<number> {
  let files = 0;
  const sitemaps = new SitemapAndIndexStream({
    limit: SITEMAP_LIMIT,
    getSitemapStream: (i) => {
      files++;
      const name = `sitemap-${i}.xml`;
      const sitemap = new SitemapStream({ hostname: site, xmlns: { news: false, xhtml: true, image: false, video: false } });
      return [absoluteUrl(`/${name}`, site), sitemap, sitemap.pipe(createWriteStream(join(dir, name)))];
    },
  });
  await pipeline(Readable.from(entries), sitemaps, createWriteStream(join(dir, SITEMAP_INDEX.slice(1))));
  return files;
}
