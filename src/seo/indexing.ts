/**
 * What a page's head tells search engines: its canonical URL and its language versions, or that it is not to be
 * indexed. One answer per kind of page; the site's layouts only pick which (src/html/layout.ts writes it).
 */
import type { Lang } from '../languages.js';
import { absoluteUrl, languageAlternates, UNLISTED_PATHS, type Alternate } from './urls.js';

export interface Indexing {
  noindex: boolean;
  canonical: string | null;
  alternates: Alternate[];
}

/** A page of one UI language at `path` below its prefix: its own URL and its versions, or, unlisted (not found, not
 *  saved offline: no version of anything), kept out of the index. */
export function pageIndexing(lang: Lang, path: string, site: string | URL): Indexing {
  if (UNLISTED_PATHS.includes(path)) return NOT_INDEXED;
  return { noindex: false, canonical: absoluteUrl(`/${lang}/${path}`, site), alternates: languageAlternates(path, site) };
}

/** The root language picker: canonical, the three home pages and itself as x-default. */
export function pickerIndexing(site: string | URL): Indexing {
  return { noindex: false, canonical: absoluteUrl('/', site), alternates: languageAlternates('', site) };
}

/** A page in no single UI language that is no version of anything (the site-wide not-found page). */
export const NOT_INDEXED: Indexing = { noindex: true, canonical: null, alternates: [] };

/** An old path of a page that moved (`href`, root-absolute): not indexed, its canonical the page it moved to. */
export function movedIndexing(href: string, site: string | URL): Indexing {
  return { noindex: true, canonical: absoluteUrl(href, site), alternates: [] };
}
