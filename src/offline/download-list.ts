import { type Lang } from '../languages.js';
import { isCardsPack, packLang, PACKS, type Pack } from './packs.js';

/** A file of the built site: its path below dist/ ("es/cards/x/index.html"), its size and a hash of its bytes. */
export interface BuiltFile {
  path: string;
  bytes: number;
  hash: string;
}

/** What the home page shows before a download: how many files and bytes one pack takes. */
export interface OfflineSummary {
  build: string;
  pack: Pack;
  files: number;
  bytes: number;
}

/** What the service worker fetches to keep a pack offline: every URL, in the order it downloads them. */
export interface OfflineList {
  build: string;
  pack: Pack;
  urls: string[];
}

/** Where the summaries and lists live in the built site. */
export const offlineSummaryPath = (pack: Pack) => `offline/${pack}.json`;
export const offlineListPath = (pack: Pack) => `offline/${pack}-files.json`;

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

/** A page of `lang`'s interface, worth keeping offline (not its not-found page, not its machine-readable files, not a
 *  set's coverage page: a translator's worklist, some 40 MB of English rulings per language). */
function isPageOf(path: string, lang: Lang): boolean {
  return (
    path.startsWith(`${lang}/`) &&
    path.endsWith('/index.html') &&
    path !== `${lang}/404/index.html` &&
    !/^[a-z]{2}\/sets\/[^/]+\/coverage\/index\.html$/.test(path)
  );
}

/** A catalogue card's page (`es/cards/<slug>/index.html`): its slug; null for any other file. */
export function cardPageSlug(path: string): string | null {
  const slug = /^[a-z]{2}\/cards\/([^/]+)\/index\.html$/.exec(path)?.[1];
  return slug && slug !== 'a-z' ? slug : null;
}

/**
 * What a pack holds. A language's own pack: its pages but the card pages of cards no document gives (`documentCards`:
 * the slugs of the cards the documents print), then its search files; its cards pack: those other card pages.
 */
export function packFiles(files: BuiltFile[], pack: Pack, documentCards: ReadonlySet<string>): BuiltFile[] {
  const lang = packLang(pack);
  const otherCard = (path: string) => {
    const slug = cardPageSlug(path);
    return slug !== null && !documentCards.has(slug);
  };
  const pages = files.filter((f) => isPageOf(f.path, lang) && otherCard(f.path) === isCardsPack(pack));
  return isCardsPack(pack) ? pages : [...pages, ...files.filter((f) => isSearchFileOf(f.path, lang))];
}

/** Each pack's summary and list, stamped with the build they belong to. */
export function offlineLists(
  files: BuiltFile[],
  build: string,
  documentCards: ReadonlySet<string>,
): { summary: OfflineSummary; list: OfflineList }[] {
  return PACKS.map((pack) => {
    const own = packFiles(files, pack, documentCards);
    return {
      summary: { build, pack, files: own.length, bytes: own.reduce((sum, f) => sum + f.bytes, 0) },
      list: { build, pack, urls: own.map((f) => servedUrl(f.path)) },
    };
  });
}
