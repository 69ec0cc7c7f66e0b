/**
 * Names on both sides: the names the documents print their cards under, and the names the data gives each card row.
 * A card of a set the documents do not name (a release's special guests, an older card a FAQ quotes) is taken into
 * the table when one of its printed names, or its English name, is the name of a card a document prints.
 */
import type { Lang } from '../../languages.js';
import { foldCardName } from '../lib/match.js';
import type { PrintedCard } from './document-cards.js';
import { MTGJSON_LANGUAGES } from './identities.js';
import type { MtgjsonCard } from './mtgjson-types.js';

export type { DocumentText } from './document-cards.js';

type NameLang = Lang | 'en';

/** Every name the data gives one row, folded: English (whole and face), and each language's printed name and face. */
function rowNames(row: MtgjsonCard): [NameLang, string][] {
  const names: [NameLang, string | undefined][] = [
    ['en', row.name],
    ['en', row.faceName],
  ];
  for (const f of row.foreign) {
    const lang = MTGJSON_LANGUAGES[f.language];
    if (lang && !f.nameCopied) names.push([lang, f.name], [lang, f.faceName]);
  }
  return names.filter((n): n is [NameLang, string] => !!n[1]).map(([lang, name]) => [lang, foldCardName(name)]);
}

/** Folded names per language (`en` for English), as a lookup. */
class NameSets {
  private readonly names = new Map<NameLang, Set<string>>();

  add(lang: NameLang, folded: string): void {
    const set = this.names.get(lang) ?? new Set<string>();
    this.names.set(lang, set);
    set.add(folded);
  }

  has(lang: NameLang, folded: string): boolean {
    return !!this.names.get(lang)?.has(folded);
  }
}

/**
 * Whether a card row is printed in the documents under one of its names (or one face's name): a printed name in the
 * document's language, or the English name in any document.
 */
export function printedInDocuments(cards: readonly PrintedCard[]): (row: MtgjsonCard) => boolean {
  const printed = new NameSets();
  for (const card of cards) {
    const key = foldCardName(card.name);
    printed.add(card.lang, key);
    printed.add('en', key);
  }
  return (row) => rowNames(row).some(([lang, key]) => printed.has(lang, key));
}

/** Every name the data gives a card (English, and each printed language): what a document's name may be. */
export class NamesInData {
  private readonly names = new NameSets();

  /** Records the names of one row. */
  note(row: MtgjsonCard): void {
    for (const [lang, key] of rowNames(row)) this.names.add(lang, key);
  }

  /** Whether some card of the data has this name in that language or in English. */
  has(lang: Lang, name: string): boolean {
    const key = foldCardName(name);
    return this.names.has(lang, key) || this.names.has('en', key);
  }
}
