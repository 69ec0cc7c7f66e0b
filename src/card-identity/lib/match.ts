/**
 * Which card a document's card is: matched by the name it prints, in the document's language, never guessed.
 *
 * 1. Within the document's sets (and the sets that complete them: OPC2's planes for PC2): the printings whose printed name (or, for a name without `//`, one printed face)
 *    folds to the same key. One English name among them → matched; several → ambiguous.
 * 2. Only when nothing matched there: across all sets, and only when the folded name belongs to one card (one
 *    English name) in all the data; several → ambiguous.
 *
 * Names are the printed ones and, for a card never printed in a language, the names the importer found documents
 * give it by its characteristics (`documentNames`).
 *
 * A multi-face name `A // B` matches only the card whose faces are A and B; `A` alone matches that card only because
 * the document prints only that half — and then a card that is whole-named `A` is a candidate too.
 */
import type { Lang } from '../../languages.js';
import type { CardIdentity, CardIdentityTable } from '../../schema/card-identity.js';
import { foldText } from '../../text/index.js';
import { LANGS } from '../../languages.js';
import { matchByText } from './match-by-text.js';

/** The languages a name can be looked up in: the printed ones and English. */
export type MatchLang = Lang | 'en';

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

export interface IdentityIndex {
  /** Every printing, in table order. */
  readonly cards: readonly CardIdentity[];
  /** Folded whole name (`a // b` for multi-face) → printings, per language. */
  readonly byName: Readonly<Record<MatchLang, ReadonlyMap<string, readonly CardIdentity[]>>>;
  /** Folded face name → printings of multi-face cards having that face, per language. */
  readonly byFace: Readonly<Record<MatchLang, ReadonlyMap<string, readonly CardIdentity[]>>>;
  /** Exact English name → its printings. */
  readonly byEnglish: ReadonlyMap<string, readonly CardIdentity[]>;
  /** The set codes the table holds. */
  readonly sets: ReadonlySet<string>;
  /** Set code → the sets that complete it (the table's `parent` links). */
  readonly completedBy: ReadonlyMap<string, readonly string[]>;
  /** Each printing's place in the table (to keep results in table order). */
  readonly position: ReadonlyMap<CardIdentity, number>;
}

const MATCH_LANGS: readonly MatchLang[] = ['en', ...LANGS];

function add(map: Map<string, CardIdentity[]>, key: string, card: CardIdentity) {
  const list = map.get(key);
  if (!list) map.set(key, [card]);
  else if (!list.includes(card)) list.push(card);
}

/** Builds the lookups once; `matchCard` then costs a few map reads. */
export function identityIndex(table: CardIdentityTable | readonly CardIdentity[]): IdentityIndex {
  const cards = 'cards' in table ? table.cards : table;
  const byName = Object.fromEntries(MATCH_LANGS.map((l) => [l, new Map<string, CardIdentity[]>()])) as Record<
    MatchLang,
    Map<string, CardIdentity[]>
  >;
  const byFace = Object.fromEntries(MATCH_LANGS.map((l) => [l, new Map<string, CardIdentity[]>()])) as Record<
    MatchLang,
    Map<string, CardIdentity[]>
  >;
  const byEnglish = new Map<string, CardIdentity[]>();
  const sets = new Set<string>();
  for (const card of cards) {
    sets.add(card.set);
    add(byEnglish, card.name, card);
    add(byName.en, foldCardName(card.name), card);
    for (const face of card.faces ?? []) add(byFace.en, foldCardName(face), card);
    for (const lang of LANGS) {
      const printed = card.names[lang];
      if (printed) add(byName[lang], foldCardName(printed), card);
      for (const name of card.documentNames?.[lang] ?? []) add(byName[lang], foldCardName(name), card);
      for (const face of card.faceNames?.[lang] ?? []) add(byFace[lang], foldCardName(face), card);
    }
  }
  const completedBy = new Map<string, string[]>();
  for (const s of 'sets' in table ? table.sets : [])
    if (s.parent) completedBy.set(s.parent, [...(completedBy.get(s.parent) ?? []), s.code]);
  return { cards, byName, byFace, byEnglish, sets, completedBy, position: new Map(cards.map((c, i) => [c, i])) };
}

export interface MatchQuery {
  /** The name as the document prints it. */
  name: string;
  /** The rules text as the document prints it: when no name matches in the document's sets, the text may. */
  text?: string;
  /** The document's language (`en` looks up English names). */
  lang: MatchLang;
  /** The document's set codes (`sets[].code`), any case. */
  setCodes: readonly string[];
}

export type MatchResult =
  | {
      kind: 'matched';
      /** The first printing (table order) of the matched card in the sets where it was found. */
      identity: CardIdentity;
      /** Every printing of the matched card in those sets (several for basic lands, alternative arts). */
      printings: CardIdentity[];
      /** Where it was found: in the document's own sets, or (a name unique in all the data) elsewhere. */
      scope: 'document-sets' | 'all-sets';
      /** Found by its rules text, not its name (the document prints another name than the printing). */
      byText?: { similarity: number };
    }
  | {
      kind: 'ambiguous';
      /** One printing per distinct card (English name) the name could be, in table order. */
      candidates: CardIdentity[];
      scope: 'document-sets' | 'all-sets';
    }
  | { kind: 'none' };

/** The printings a folded name can be: whole names, and faces when the name is a single face. */
function lookup(index: IdentityIndex, key: string, lang: MatchLang): CardIdentity[] {
  const whole = index.byName[lang].get(key) ?? [];
  if (key.includes(' // ')) return [...whole];
  const faces = index.byFace[lang].get(key) ?? [];
  if (!faces.length) return [...whole];
  return [...new Set([...whole, ...faces])].sort((a, b) => (index.position.get(a) ?? 0) - (index.position.get(b) ?? 0));
}

function decide(found: CardIdentity[], scope: 'document-sets' | 'all-sets'): MatchResult {
  const byCard = new Map<string, CardIdentity[]>();
  for (const c of found) byCard.set(c.name, [...(byCard.get(c.name) ?? []), c]);
  if (byCard.size === 1) return { kind: 'matched', identity: found[0], printings: found, scope };
  return { kind: 'ambiguous', candidates: [...byCard.values()].map((p) => p[0]), scope };
}

/** Which card `query.name` is; see the module comment for the rules. */
export function matchCard(index: IdentityIndex, query: MatchQuery): MatchResult {
  const key = foldCardName(query.name);
  if (!key) return { kind: 'none' };
  // A name printed as in English (French "Sacrifice", a plane's "Akoum") is found under the English name.
  const printed = lookup(index, key, query.lang);
  const all = printed.length || query.lang === 'en' ? printed : lookup(index, key, 'en');
  const sets = new Set(query.setCodes.flatMap((s) => [s.toUpperCase(), ...(index.completedBy.get(s.toUpperCase()) ?? [])]));
  const inSets = all.filter((c) => sets.has(c.set));
  if (inSets.length) return decide(inSets, 'document-sets');
  const byText = query.text && query.lang !== 'en' ? matchByText(index, { text: query.text, lang: query.lang, sets }) : undefined;
  if (byText) {
    const printings = index.cards.filter((c) => c.name === byText.identity.name && sets.has(c.set));
    return { kind: 'matched', identity: printings[0], printings, scope: 'document-sets', byText: { similarity: byText.similarity } };
  }
  if (!all.length) return { kind: 'none' };
  return decide(all, 'all-sets');
}
