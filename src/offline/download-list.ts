import { LANGS, type Lang } from '../languages.js';

/** A file of the built site: its path below dist/ ("es/cards/x/index.html"), its size and a hash of its bytes. */
export interface BuiltFile {
  path: string;
  bytes: number;
  hash: string;
}

/** What the home page shows before a download: how many files and bytes one language's offline copy takes. */
export interface OfflineSummary {
  build: string;
  lang: Lang;
  files: number;
  bytes: number;
}

/** What the service worker fetches to keep a language offline: every URL, in the order it downloads them. */
export interface OfflineList {
  build: string;
  lang: Lang;
  urls: string[];
}

/** Where the summaries and lists live in the built site. */
export const offlineSummaryPath = (lang: Lang) => `offline/${lang}.json`;
export const offlineListPath = (lang: Lang) => `offline/${lang}-files.json`;

/** A built file's URL as the site serves it: es/cards/x/index.html → /es/cards/x/. */
export function servedUrl(path: string): string {
  const url = `/${path}`;
  return url.endsWith('/index.html') ? url.slice(0, -'index.html'.length) : url;
}

/**
 * The search files a reader of `lang` can ask for: the manifest, the names and result metadata of every language
 * (names are searched in all three), the rules' English (searched from every language), and the running text and
 * rule-number lists of the reader's language.
 */
function isSearchFileOf(path: string, lang: Lang): boolean {
  const m = /^search\/(?:(manifest)|(names|meta)-[a-z]+-\d+|english-\d+|(text)-([a-z]+)-\d+|(rules)-([a-z]+)-[^/]+)\.json$/.exec(path);
  if (m && m[3] === undefined && m[5] === undefined && !m[1] && !m[2]) return true;
  if (!m) return false;
  if (m[1] || m[2]) return true;
  return (m[3] ? m[4] : m[6]) === lang;
}

/** A page of `lang`'s interface, worth keeping offline (not its not-found page, not its machine-readable files). */
function isPageOf(path: string, lang: Lang): boolean {
  return path.startsWith(`${lang}/`) && path.endsWith('/index.html') && path !== `${lang}/404/index.html`;
}

/** Everything a language's offline copy holds: its pages, then its search files. */
export function languageFiles(files: BuiltFile[], lang: Lang): BuiltFile[] {
  const pages = files.filter((f) => isPageOf(f.path, lang));
  const search = files.filter((f) => isSearchFileOf(f.path, lang));
  return [...pages, ...search];
}

/** Each language's summary and list, stamped with the build they belong to. */
export function offlineLists(files: BuiltFile[], build: string): { summary: OfflineSummary; list: OfflineList }[] {
  return LANGS.map((lang) => {
    const own = languageFiles(files, lang);
    return {
      summary: { build, lang, files: own.length, bytes: own.reduce((sum, f) => sum + f.bytes, 0) },
      list: { build, lang, urls: own.map((f) => servedUrl(f.path)) },
    };
  });
}
