import { LANGS, type Lang } from '../languages.js';
import { cardPath, setPath } from '../site-paths.js';
import { setPack, sitePack, type Pack, type PackList } from './packs.js';

/** A file of the built site: its path below dist/ ("es/cards/x/index.html"), its size and a hash of its bytes. */
export interface BuiltFile {
  path: string;
  bytes: number;
  hash: string;
}

/** A set a reader can keep: its code and the catalogue slugs of the cards printed in it. */
export interface OfflineSet {
  code: string;
  slugs: readonly string[];
}

/** What the packs are made of, besides the built files: the slugs of the cards the documents print (their pages come
 *  with the language's site) and the sets. */
export interface PackSources {
  documentCards: ReadonlySet<string>;
  sets: readonly OfflineSet[];
}

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

/** What kind of page of its language a built file is, for the packs: a card's, a set's, a list's, a set's coverage
 *  (a translator's worklist, some 40 MB of English rulings per language: in no pack), or the site's. */
type PageKind = { kind: 'card'; slug: string } | { kind: 'set'; code: string } | { kind: 'list' } | { kind: 'coverage' } | { kind: 'site' };

/** A catalogue card's page (`es/cards/<slug>/index.html`): its slug; null for any other file. */
export function cardPageSlug(path: string): string | null {
  const slug = /^[a-z]{2}\/cards\/([^/]+)\/index\.html$/.exec(path)?.[1];
  return slug && slug !== 'a-z' ? slug : null;
}

function pageOf(path: string, lang: Lang): PageKind | null {
  if (!path.startsWith(`${lang}/`) || !path.endsWith('/index.html') || path === `${lang}/404/index.html`) return null;
  if (path.startsWith(`${lang}/cards/a-z/`)) return { kind: 'list' };
  if (/^[a-z]{2}\/sets\/[^/]+\/coverage\/index\.html$/.test(path)) return { kind: 'coverage' };
  const card = cardPageSlug(path);
  if (card) return { kind: 'card', slug: card };
  const set = /^[a-z]{2}\/sets\/([^/]+)\/index\.html$/.exec(path)?.[1];
  return set ? { kind: 'set', code: set } : { kind: 'site' };
}

/** A page a set's pack should hold that the built site lacks: the catalogue and the pages disagree. */
export class MissingPage extends Error {}

function missing(path: string, code: string): never {
  throw new MissingPage(`${path}: a page of set ${code} the built site does not have`);
}

/**
 * Every pack of the site, with its files. A language's site: its pages but the card pages of cards no document prints,
 * the set pages and the A–Z lists (every card's page is in the pack of each of its sets; search finds any card by its
 * names), then its search files. A set's pack: its page, then the page of each of its cards.
 */
export function packFiles(files: BuiltFile[], sources: PackSources): Map<Pack, BuiltFile[]> {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const packs = new Map<Pack, BuiltFile[]>();
  for (const lang of LANGS) {
    const site = files.filter((f) => {
      const page = pageOf(f.path, lang);
      return page?.kind === 'site' || (page?.kind === 'card' && sources.documentCards.has(page.slug));
    });
    packs.set(sitePack(lang), [...site, ...files.filter((f) => isSearchFileOf(f.path, lang))]);
    for (const set of sources.sets) {
      const pages = [setPath(set.code), ...set.slugs.map(cardPath)].map((page) => `${lang}/${page}index.html`);
      packs.set(
        setPack(lang, set.code),
        pages.map((path) => byPath.get(path) ?? missing(path, set.code)),
      );
    }
  }
  return packs;
}

/** Each pack's list, stamped with the build it belongs to. */
export function offlineLists(files: BuiltFile[], build: string, sources: PackSources): PackList[] {
  return [...packFiles(files, sources)].map(([pack, own]) => ({
    build,
    pack,
    bytes: own.reduce((sum, f) => sum + f.bytes, 0),
    urls: own.map((f) => servedUrl(f.path)),
  }));
}
