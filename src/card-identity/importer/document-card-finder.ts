/**
 * Which rows of the data the documents' cards need from sets the documents do not name, in one pass over every file:
 * the rows they print by name, and, for a card whose name no data gives (never printed in its document's language),
 * the rows that show its characteristics (see characteristics.ts). After the pass, each such card is matched to the
 * one card with its characteristics, and that card's row in the table records the name the document gave it.
 */
import type { Lang } from '../../languages.js';
import type { CardIdentity, CardIdentityTable } from '../../schema/card-identity.js';
import {
  characteristicsKey,
  keywordNames,
  matchByCharacteristics,
  printedCharacteristics,
  rowCharacteristics,
  type CharacteristicsMatch,
  type KeywordNames,
  type KnownKeyword,
} from './characteristics.js';
import { printedCards, type DocumentText, type PrintedCard } from './document-cards.js';
import { NamesInData, printedInDocuments } from './document-names.js';
import type { MtgjsonCard, MtgjsonSet } from './mtgjson-types.js';
import { validTable } from './table-file.js';

/** A document's card found by its characteristics, as the import reports it. */
export interface CardFoundByCharacteristics {
  lang: Lang;
  file?: string;
  line: number;
  /** The name the document prints. */
  name: string;
  /** The card's English name, set and collector number in the table. */
  english: string;
  set: string;
  number?: string;
  /** `{7}{U}{U}; council's dilemma` */
  by: string;
}

export class DocumentCardFinder {
  private readonly printed: (row: MtgjsonCard) => boolean;
  private readonly cards: PrintedCard[];
  private readonly known: KeywordNames;
  private readonly wanted: Set<string>;
  private readonly names = new NamesInData();
  private matches: CharacteristicsMatch[] = [];

  constructor(documents: readonly DocumentText[], keywords: readonly KnownKeyword[]) {
    this.cards = documents.flatMap(printedCards);
    this.printed = printedInDocuments(this.cards);
    this.known = keywordNames(keywords);
    this.wanted = new Set(
      this.cards.flatMap((card) => {
        const c = printedCharacteristics(card, this.known);
        return c ? [characteristicsKey(c)] : [];
      }),
    );
  }

  /** For the pass over every file: notes the row's names; keeps it when a document prints it or may show it. */
  readonly keep = (row: MtgjsonCard): boolean => {
    this.names.note(row);
    if (this.printed(row)) return true;
    const c = rowCharacteristics(row, this.known);
    return !!c && this.wanted.has(characteristicsKey(c));
  };

  /** After the pass: matches the cards no name finds, and keeps of each set only the rows the documents need. */
  settle(sets: readonly MtgjsonSet[]): MtgjsonSet[] {
    const unnamed = this.cards.filter((card) => !this.names.has(card.lang, card.name));
    this.matches = matchByCharacteristics(
      unnamed,
      sets.flatMap((s) => s.cards),
      this.known,
    );
    const matched = new Set(this.matches.map((m) => m.english));
    return sets.map((s) => ({ ...s, cards: s.cards.filter((row) => this.printed(row) || matched.has(row.name)) }));
  }

  /**
   * The rows taken from other sets for a matched card, with the names the documents gave it. A card already in the
   * documents' own sets is left to the build's match by rules text.
   */
  private foundRows(table: CardIdentityTable): Map<CharacteristicsMatch, CardIdentity> {
    const namedOnly = new Set(table.sets.filter((s) => s.namedOnly).map((s) => s.code));
    const rows = new Map<CharacteristicsMatch, CardIdentity>();
    for (const m of this.matches) {
      const row = table.cards.find((c) => c.name === m.english && namedOnly.has(c.set));
      if (row) rows.set(m, row);
    }
    return rows;
  }

  /** The table with each matched card's document names (sorted, once each), validated again. */
  addDocumentNames(table: CardIdentityTable): CardIdentityTable {
    const names = new Map<CardIdentity, Partial<Record<Lang, Set<string>>>>();
    for (const [m, row] of this.foundRows(table)) {
      const perLang = names.get(row) ?? {};
      names.set(row, perLang);
      (perLang[m.card.lang] ??= new Set()).add(m.card.name);
    }
    const cards = table.cards.map((row) => {
      const perLang = names.get(row);
      if (!perLang) return row;
      const documentNames = Object.fromEntries(Object.entries(perLang).map(([lang, set]) => [lang, [...set].sort()]));
      return { ...row, documentNames };
    });
    return validTable({ ...table, cards });
  }

  /** What was found by characteristics, for the report (only cards the table took from other sets). */
  found(table: CardIdentityTable): CardFoundByCharacteristics[] {
    const out: CardFoundByCharacteristics[] = [];
    for (const m of this.matches) {
      const row = table.cards.find((c) => c.name === m.english && c.documentNames?.[m.card.lang]?.includes(m.card.name));
      if (!row) continue;
      const c = m.characteristics;
      out.push({
        lang: m.card.lang,
        ...(m.card.file ? { file: m.card.file } : {}),
        line: m.card.line,
        name: m.card.name,
        english: m.english,
        set: row.set,
        ...(row.number ? { number: row.number } : {}),
        by: [c.cost, ...c.keywords, ...(c.pt ? [c.pt] : [])].join('; '),
      });
    }
    return out;
  }
}
