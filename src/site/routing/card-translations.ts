/**
 * The document rulings that translate a card's official ruling (the build's alignment, src/records/align/): each
 * official ruling stands once on the card's page — in the reader's language where a document of that language
 * translates it (the newest document's words, with their source, marks and permalink; the English original one tap
 * away), else in English — with a link to its translation in each other language.
 */
import { languageName } from '../../i18n/intl.js';
import type { Lang } from '../../languages.js';
import type { CatalogueCard, Ruling } from '../../schema/index.js';
import { shortHash } from '../../text/index.js';
import type { SiteCorpus } from '../corpus.js';
import { rulingHref, translatesOfficialRulingOf } from '../ruling-links.js';
import type { PageContext } from './context.js';
import { rulingMarks } from './ruling-marks.js';
import { sourceOf } from './source.js';

/** The anchor of a card's official ruling on its page: made from its English text, so that a ruling Gatherer
 *  re-dates keeps its link (a text the card repeats takes a number after the first). */
export const officialRulingAnchor = (text: string, nth = 1) => `o-${shortHash(text)}${nth > 1 ? `-${nth}` : ''}`;

const indexes = new WeakMap<SiteCorpus, Map<string, Ruling[]>>();

const key = (oracleId: string, text: string) => `${oracleId}\n${text}`;

/** Every ruling that translates an official ruling, by the card and text of that ruling, the newest document first
 *  (one pass per corpus). */
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
    const date = (r: Ruling) => c.document.get(r.documentId)?.date ?? '';
    for (const list of index.values()) list.sort((a, b) => (date(a) < date(b) ? 1 : date(a) > date(b) ? -1 : 0));
  }
  return index;
}

/** The rulings that translate one official ruling of a card (its English text), the newest document first. */
export function translationsOfRuling(oracleId: string, text: string, c: SiteCorpus): readonly Ruling[] {
  return translationsIndex(c).get(key(oracleId, text)) ?? [];
}

/** The translation of an official ruling in one language: the newest document's; null where none translates it. */
export function translationIn(oracleId: string, text: string, lang: Lang, c: SiteCorpus): Ruling | null {
  return translationsOfRuling(oracleId, text, c).find((r) => r.lang === lang) ?? null;
}

/** Whether a ruling stands under one of the card's official rulings (today's or superseded) on the card's page. */
export function shownUnderOfficial(r: Ruling, card: Pick<CatalogueCard, 'oracleId' | 'rulings' | 'superseded'>): boolean {
  if (!translatesOfficialRulingOf(r, card.oracleId)) return false;
  const text = r.original!.text;
  return card.rulings.some((o) => o.text === text) || (card.superseded ?? []).some((o) => o.text === text);
}

/** A translation as the page shows it: the ruling, its source and marks, its address. */
function translationView(r: Ruling, p: PageContext) {
  return { ruling: r, href: rulingHref(r, p.lang, p.c), source: sourceOf(r.documentId, r.line, p), marks: rulingMarks(r, p) };
}

/**
 * The translations of one official ruling of a card on the page of one reader's language: the one it is shown in
 * (the newest document's of that language; null: shown in English), the older ones of that language folded under
 * it, and one link per other language (to its newest translation's own page). A text the card repeats has them at
 * its first anchor only.
 */
export function translationsOf(oracleId: string, text: string, p: PageContext, anchor = officialRulingAnchor(text)) {
  const { lang } = p;
  const all = anchor === officialRulingAnchor(text) ? translationsOfRuling(oracleId, text, p.c) : [];
  const [shown, ...older] = all.filter((r) => r.lang === lang);
  const others = new Map<Lang, Ruling>();
  for (const r of all) if (r.lang !== lang && !others.has(r.lang)) others.set(r.lang, r);
  return {
    shown: shown ? translationView(shown, p) : null,
    older: older.map((r) => ({
      ...translationView(r, p),
      label: p.t('card.alsoIn', { language: languageName(r.lang, lang), year: (p.c.document.get(r.documentId)?.date ?? '').slice(0, 4) }),
    })),
    alsoIn: [...others].map(([l, r]) => ({ lang: l, language: languageName(l, lang), href: rulingHref(r, lang, p.c) })),
  };
}
export type TranslationsView = ReturnType<typeof translationsOf>;
