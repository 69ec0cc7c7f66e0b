/**
 * The names the documents could print a card under: the name of every card a document prints (a short line followed
 * by a mana cost), folded, per language. A card of a set the documents do not name (a release's special guests, an
 * older card a FAQ quotes) is taken into the table when one of its printed names, or its English name, is such a line.
 */
import type { Lang } from '../../languages.js';
import { foldCardName } from '../lib/match.js';
import { printedCards, type DocumentText } from './document-cards.js';
import { MTGJSON_LANGUAGES } from './identities.js';
import type { MtgjsonCard } from './mtgjson-types.js';

export type { DocumentText } from './document-cards.js';

/** Folded card names per language, and all of them together (an English name may be printed in any document). */
export function documentNameLines(documents: readonly DocumentText[]): { byLang: Map<Lang, Set<string>>; any: Set<string> } {
  const byLang = new Map<Lang, Set<string>>();
  const any = new Set<string>();
  for (const doc of documents) {
    const names = byLang.get(doc.lang) ?? new Set<string>();
    byLang.set(doc.lang, names);
    for (const card of printedCards(doc)) {
      const key = foldCardName(card.name);
      names.add(key);
      any.add(key);
    }
  }
  return { byLang, any };
}

/** Whether a card row is printed in the documents under one of its names (or one face's name). */
export function printedInDocuments(documents: readonly DocumentText[]): (card: MtgjsonCard) => boolean {
  const { byLang, any } = documentNameLines(documents);
  const has = (set: Set<string> | undefined, name: string | undefined) => !!name && !!set?.has(foldCardName(name));
  return (card) =>
    has(any, card.name) ||
    has(any, card.faceName) ||
    card.foreign.some((f) => {
      const lang = MTGJSON_LANGUAGES[f.language];
      return !!lang && !f.nameCopied && (has(byLang.get(lang), f.name) || has(byLang.get(lang), f.faceName));
    });
}

/** Every name the data gives a card (English, and each printed language), folded: what a document's name may be. */
export class NamesInData {
  private readonly names = new Map<Lang | 'en', Set<string>>();

  private add(lang: Lang | 'en', name: string | undefined): void {
    if (!name) return;
    const set = this.names.get(lang) ?? new Set<string>();
    this.names.set(lang, set);
    set.add(foldCardName(name));
  }

  /** Records the names of one row. */
  note(row: MtgjsonCard): void {
    this.add('en', row.name);
    this.add('en', row.faceName);
    for (const f of row.foreign) {
      const lang = MTGJSON_LANGUAGES[f.language];
      if (!lang || f.nameCopied) continue;
      this.add(lang, f.name);
      this.add(lang, f.faceName);
    }
  }

  /** Whether some card of the data has this name in that language or in English. */
  has(lang: Lang, name: string): boolean {
    const key = foldCardName(name);
    return !!this.names.get(lang)?.has(key) || !!this.names.get('en')?.has(key);
  }
}
