/**
 * The document rulings that translate a card's official ruling (the build's alignment, src/records/align/): shown
 * under that official ruling, those of the reader's language in full, the others as links by language.
 */
import { languageName } from '../../i18n/intl.js';
import type { Lang } from '../../languages.js';
import type { Ruling } from '../../schema/index.js';
import type { SiteCorpus } from '../corpus.js';
import { rulingHref } from '../ruling-links.js';
import type { PageContext } from './context.js';
import { sourceOf } from './source.js';

const indexes = new WeakMap<SiteCorpus, Map<string, Ruling[]>>();

const key = (oracleId: string, text: string) => `${oracleId}\n${text}`;

/** Every ruling that translates an official ruling, by the card and text of that ruling (one pass per corpus). */
function translationsIndex(c: SiteCorpus): Map<string, Ruling[]> {
  let index = indexes.get(c);
  if (!index) {
    indexes.set(c, (index = new Map()));
    for (const r of c.ruling.values())
      if (r.original)
        for (const id of r.original.oracleIds) {
          const k = key(id, r.original.text);
          (index.get(k) ?? index.set(k, []).get(k)!).push(r);
        }
  }
  return index;
}

/** The translations of one official ruling of a card: in the reader's language, each with its source; in the other
 *  languages, one link per language (to its first translation, the newest document first). */
export function translationsOf(oracleId: string, text: string, p: PageContext) {
  const { c, lang } = p;
  const date = (r: Ruling) => c.document.get(r.documentId)?.date ?? '';
  const all = [...(translationsIndex(c).get(key(oracleId, text)) ?? [])].sort((a, b) =>
    date(a) < date(b) ? 1 : date(a) > date(b) ? -1 : 0,
  );
  const own = all
    .filter((r) => r.lang === lang)
    .map((r) => ({ ruling: r, href: rulingHref(r, lang, c), source: sourceOf(r.documentId, r.line, p) }));
  const others = new Map<Lang, Ruling>();
  for (const r of all) if (r.lang !== lang && !others.has(r.lang)) others.set(r.lang, r);
  return {
    own,
    alsoIn: [...others].map(([l, r]) => ({ lang: l, language: languageName(l, lang), href: rulingHref(r, lang, c) })),
  };
}
