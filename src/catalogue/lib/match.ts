/**
 * Which card of the catalogue a document's card is, never guessed:
 *
 * 1. By the name it prints, in the document's language (today's and earlier printed names, whole or one face), or
 *    in English: among the cards printed in the document's sets (and the sets that complete them: OPC2 for PC2) when
 *    any is; else across the whole catalogue when the name belongs to one card. Several cards → ambiguous.
 * 2. A name no card of the document's sets prints (a typo, a name changed before print): by its rules text, among the
 *    cards of those sets (match-by-text.ts).
 * 3. A name no data gives at all (a card never printed in the document's language): by what the printing shows — cost,
 *    keywords, power/toughness — when exactly one card of the catalogue has them (characteristics.ts).
 *
 * The printing is the document's own: a printing of its sets, else the newest released on or before its date.
 */
import type { CatalogueCard, Printing } from '../../schema/catalogue.js';
import type { Lang } from '../../languages.js';
import { foldText } from '../../text/index.js';
import { NAME_LANGS, namesIn, wordingsIn, type Catalogue, type NameLang } from './catalogue.js';
import { characteristicsIndex, printedCharacteristics, type DocumentCardLines, type KnownKeyword } from './characteristics.js';
import { matchByText } from './match-by-text.js';

/**
 * The key names are compared under: accents and case folded, apostrophes (’ ‘ ` ´ ʼ) as ', whitespace runs as one
 * space, trimmed, and `//` between faces spaced as ` // `.
 */
export function foldCardName(name: string): string {
  return foldText(name)
    .replace(/\s+/g, ' ')
    .trim()
    .split(/\s*\/\/\s*/)
    .join(' // ');
}

export interface CardMatcher {
  readonly catalogue: Catalogue;
  /** Folded whole name → cards, per language. */
  readonly byName: Readonly<Record<NameLang, ReadonlyMap<string, readonly CatalogueCard[]>>>;
  /** Folded face name → cards of several faces having that face, per language. */
  readonly byFace: Readonly<Record<NameLang, ReadonlyMap<string, readonly CatalogueCard[]>>>;
  readonly keywords: readonly KnownKeyword[];
}

function add(map: Map<string, CatalogueCard[]>, key: string, card: CatalogueCard) {
  const list = map.get(key);
  if (!list) map.set(key, [card]);
  else if (!list.includes(card)) list.push(card);
}

/** Builds the name lookups once; `matchDocumentCard` then costs a few map reads. */
export function cardMatcher(catalogue: Catalogue, keywords: readonly KnownKeyword[] = []): CardMatcher {
  const byName = Object.fromEntries(NAME_LANGS.map((l) => [l, new Map<string, CatalogueCard[]>()])) as Record<
    NameLang,
    Map<string, CatalogueCard[]>
  >;
  const byFace = Object.fromEntries(NAME_LANGS.map((l) => [l, new Map<string, CatalogueCard[]>()])) as Record<
    NameLang,
    Map<string, CatalogueCard[]>
  >;
  for (const card of catalogue.cards)
    for (const lang of NAME_LANGS) {
      const whole = new Set(wholeNames(card, lang));
      for (const name of namesIn(card, lang)) add(whole.has(name) ? byName[lang] : byFace[lang], foldCardName(name), card);
    }
  return { catalogue, byName, byFace, keywords };
}

/** The names a card goes by whole in a language (not one of its faces). */
function wholeNames(card: CatalogueCard, lang: NameLang): string[] {
  if (lang === 'en') return [card.name, ...(card.otherNames ?? [])];
  return wordingsIn(card, lang).flatMap((w) => (w.name ? [w.name] : []));
}

export interface DocumentCardQuery {
  /** The name as the document prints it. */
  name: string;
  lang: NameLang;
  /** The document's set codes (`sets[].code`), any case. */
  setCodes: readonly string[];
  /** The last day of the document's date (YYYY-MM-DD), to choose the printing when none of its sets prints the card. */
  date?: string;
  /** The card's lines as the document prints them (type line, rules text, power/toughness), for steps 2 and 3. */
  printed?: DocumentCardLines;
}

export type MatchResult =
  | {
      kind: 'matched';
      card: CatalogueCard;
      printing: Printing;
      /** Where it was found: in the document's own sets, or elsewhere (a name unique in all the data). */
      scope: 'document-sets' | 'all-sets';
      byText?: { similarity: number };
      /** `{7}{U}{U}; council's dilemma`: found by what the printing shows, no name giving it. */
      byCharacteristics?: string;
    }
  | { kind: 'ambiguous'; candidates: CatalogueCard[]; scope: 'document-sets' | 'all-sets' }
  | { kind: 'none' };

/** The cards a folded name can be: whole names, and faces when the name is a single face. */
function lookup(m: CardMatcher, key: string, lang: NameLang): CatalogueCard[] {
  const whole = m.byName[lang].get(key) ?? [];
  if (key.includes(' // ')) return [...whole];
  return [...new Set([...whole, ...(m.byFace[lang].get(key) ?? [])])];
}

/** The document's sets and the sets that complete them. */
export function documentSets(catalogue: Catalogue, setCodes: readonly string[]): Set<string> {
  return new Set(setCodes.flatMap((s) => [s.toUpperCase(), ...(catalogue.completedBy.get(s.toUpperCase()) ?? [])]));
}

/** The document's printing of a card: one of its sets' (the first printed there), else the newest on or before its date. */
export function documentPrinting(card: CatalogueCard, sets: ReadonlySet<string>, date: string | undefined): Printing {
  const inSets = card.printings.find((p) => sets.has(p.set));
  if (inSets) return inSets;
  // Printings are oldest first: the last one out by the document's date, or the first printing for a document older
  // than every printing (a preview).
  const before = date ? card.printings.filter((p) => p.released <= date) : card.printings;
  return before.length ? before[before.length - 1] : card.printings[0];
}

type Matched = Extract<MatchResult, { kind: 'matched' }>;
type Scope = Matched['scope'];

/** A card found: the document's printing of it, where it was found and, when no name gave it, how it was. */
function matched(
  card: CatalogueCard,
  scope: Scope,
  sets: ReadonlySet<string>,
  date: string | undefined,
  how?: Pick<Matched, 'byText' | 'byCharacteristics'>,
): Matched {
  return { kind: 'matched', card, printing: documentPrinting(card, sets, date), scope, ...how };
}

function decide(found: CatalogueCard[], scope: Scope, sets: ReadonlySet<string>, date?: string): MatchResult {
  if (found.length === 1) return matched(found[0], scope, sets, date);
  return { kind: 'ambiguous', candidates: found, scope };
}

/** Which card `query` is; see the module comment for the rules. */
export function matchDocumentCard(m: CardMatcher, query: DocumentCardQuery): MatchResult {
  const key = foldCardName(query.name);
  if (!key) return { kind: 'none' };
  const sets = documentSets(m.catalogue, query.setCodes);
  // A name printed as in English (French "Sacrifice", a plane's "Akoum") is found under the English name.
  const printed = lookup(m, key, query.lang);
  const named = printed.length || query.lang === 'en' ? printed : lookup(m, key, 'en');
  const inSets = named.filter((c) => c.printings.some((p) => sets.has(p.set)));
  if (inSets.length) return decide(inSets, 'document-sets', sets, query.date);
  if (query.printed && query.lang !== 'en') {
    const byText = matchByText(m.catalogue, { text: query.printed.rulesText.join('\n'), lang: query.lang, sets });
    if (byText) return matched(byText.card, 'document-sets', sets, query.date, { byText: { similarity: byText.similarity } });
  }
  if (named.length) return decide(named, 'all-sets', sets, query.date);
  if (query.printed && query.lang !== 'en') {
    const found = matchByCharacteristics(m, query.printed, query.lang);
    if (found) return matched(found.card, 'all-sets', sets, query.date, { byCharacteristics: found.by });
  }
  return { kind: 'none' };
}

const characteristics = new WeakMap<CardMatcher, ReturnType<typeof characteristicsIndex>>();

function matchByCharacteristics(m: CardMatcher, printed: DocumentCardLines, lang: Lang) {
  let index = characteristics.get(m);
  if (!index) characteristics.set(m, (index = characteristicsIndex(m.catalogue.cards, m.keywords)));
  const c = printedCharacteristics(printed, lang, index.names);
  if (!c) return undefined;
  const cards = index.cardsByKey.get(c.key);
  return cards?.length === 1 ? { card: cards[0], by: c.by } : undefined;
}
