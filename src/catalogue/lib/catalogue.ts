/**
 * The catalogue as lookups, pure (the loading is content's): every card by oracle id and by slug, every set by code,
 * and each card's names per language — what the records match document cards against and what the pages read.
 */
import { LANGS, type Lang } from '../../languages.js';
import type { CatalogueCard, CatalogueIndex, CatalogueSet, PrintedWording, Printing } from '../../schema/catalogue.js';

/** The languages a name can be looked up in: the printed ones and English. */
export type NameLang = Lang | 'en';
export const NAME_LANGS: readonly NameLang[] = ['en', ...LANGS];

export interface Catalogue {
  /** Every card, in oracle-id order. */
  readonly cards: readonly CatalogueCard[];
  readonly sets: readonly CatalogueSet[];
  readonly byOracleId: ReadonlyMap<string, CatalogueCard>;
  readonly bySlug: ReadonlyMap<string, CatalogueCard>;
  readonly set: ReadonlyMap<string, CatalogueSet>;
  /** Set code → the sets that complete it (MTGJSON's `parentCode`: OPC2 completes PC2). */
  readonly completedBy: ReadonlyMap<string, readonly string[]>;
  /** The newest MTGJSON build the catalogue was derived from. */
  readonly asOf: string;
  readonly counts: CatalogueIndex['counts'];
}

export function catalogueOf(index: Pick<CatalogueIndex, 'sets' | 'data' | 'counts'>, cards: readonly CatalogueCard[]): Catalogue {
  const completedBy = new Map<string, string[]>();
  for (const s of index.sets) if (s.parent) completedBy.set(s.parent, [...(completedBy.get(s.parent) ?? []), s.code]);
  return {
    cards,
    sets: index.sets,
    byOracleId: new Map(cards.map((c) => [c.oracleId, c])),
    bySlug: new Map(cards.map((c) => [c.slug, c])),
    set: new Map(index.sets.map((s) => [s.code, s])),
    completedBy,
    asOf: index.data.newest,
    counts: index.counts,
  };
}

/** The shard a card lives in, in content/catalogue/ and in the open data: the first two hex digits of its oracle id. */
export const shardOf = (oracleId: string) => oracleId.slice(0, 2).toLowerCase();

/** The cards printed in each set (by code), in catalogue order: a set's page lists them, its offline pack keeps them. */
export function cardsBySet(catalogue: Pick<Catalogue, 'cards'>): Map<string, CatalogueCard[]> {
  const bySet = new Map<string, CatalogueCard[]>();
  for (const card of catalogue.cards)
    for (const code of new Set(card.printings.map((p) => p.set))) (bySet.get(code) ?? bySet.set(code, []).get(code)!).push(card);
  return bySet;
}

/** A card's wordings in a language, newest first: today's printed one, then the earlier ones. */
export function wordingsIn(card: CatalogueCard, lang: Lang): PrintedWording[] {
  const now = card.printed[lang];
  return now ? [now, ...(card.earlier?.[lang] ?? [])] : [];
}

/** The name a card goes by in a language: its printed name there, `undefined` where it was never printed in it. */
export function printedName(card: CatalogueCard, lang: Lang): string | undefined {
  return card.printed[lang]?.name;
}

/**
 * Every name a card was printed under in `lang` (today's and earlier wordings', whole and per face), or in English:
 * its name, its faces and its other names. What a document may call it.
 */
export function namesIn(card: CatalogueCard, lang: NameLang): string[] {
  if (lang === 'en')
    return unique([card.name, ...(card.faces.length > 1 ? card.faces.map((f) => f.name) : []), ...(card.otherNames ?? [])]);
  return unique(wordingsIn(card, lang).flatMap((w) => [w.name, ...(w.faces.length > 1 ? w.faces.map((f) => f.name) : [])]));
}

/** The printing of a set and number, or undefined. */
export function printingOf(card: CatalogueCard, set: string, number?: string): Printing | undefined {
  return card.printings.find((p) => p.set === set && (number === undefined || p.number === number));
}

/** Every Scryfall id of the card's printings, in every language. */
export function scryfallIdsOf(card: CatalogueCard): string[] {
  return card.printings.flatMap((p) => Object.values(p.ids));
}

function unique(xs: (string | undefined)[]): string[] {
  return [...new Set(xs.filter((x): x is string => !!x))];
}
