import { DEFAULT_LANG, isLang, type Lang } from '../../languages.js';
import { packListPath, type Pack } from '../packs.js';

/** What the service worker caches, by URL path (the site's pages end in "/", its search files live in /search/). */
export const CACHE_PREFIX = 'rulings';

const firstSegment = (path: string) => /^\/([^/]+)\//.exec(path)?.[1];
export const isPage = (path: string) => path.endsWith('/') && (path === '/' || isLang(firstSegment(path)));
export const isSearchFile = (path: string) => /^\/search\/[^/]+\.json$/.test(path);
export const langOf = (path: string): Lang => {
  const first = firstSegment(path);
  return isLang(first) ? first : DEFAULT_LANG;
};
/** The list of a pack's URLs, written by the build (src/offline/download-list.ts). */
export const listUrl = (pack: Pack) => `/${packListPath(pack)}`;
/** The hash of every search file of a build (`{ build, files: { url: hash } }`), written by the build. */
export const SEARCH_HASHES_URL = '/offline/search.json';
