/**
 * A card a document prints under a name no printing gives (a card never printed in the document's language: a special
 * guest from a set printed in English only) is recognised by what its printing shows whatever the language: its mana
 * cost, its keyword abilities and ability words (read through their official names in that language), and its
 * power/toughness. Never a guess: the document must show at least one keyword, and exactly one card of the catalogue
 * must have that cost, those keywords and that power/toughness.
 */
import { LANGS, type Lang } from '../../languages.js';
import type { Keyword } from '../../schema/glossary.js';
import type { CatalogueCard } from '../../schema/catalogue.js';
import { foldText, titleKey } from '../../text/index.js';

/** A keyword as the glossary gives it: English name, kind, and its official name, aliases and older names per language. */
export type KnownKeyword = Pick<Keyword, 'english' | 'kind' | 'official' | 'names' | 'searchNames'>;

/** What a document prints of a card, face by face as the parser read it: its cost, type line, text, power/toughness. */
export interface DocumentCardLines {
  manaCost: string | null;
  typeLine: string | null;
  rulesText: readonly string[];
  power: string | null;
  toughness: string | null;
}

/** The keyword abilities and ability words (not actions: verbs in running text), by folded name per language. */
export type KeywordNames = ReadonlyMap<Lang, ReadonlyMap<string, string>>;

/** Marks a name two keywords share while the names are gathered. */
const SHARED = '\u0000shared';
const fold = (name: string) => foldText(name).replace(/\s+/g, ' ').trim();

function addName(names: Map<string, string>, name: string, english: string): void {
  const key = fold(name);
  names.set(key, names.has(key) && names.get(key) !== english ? SHARED : english);
}

/** A keyword's own name wins over another's older name; a name two keywords share at the same rank tells neither. */
function keywordNames(keywords: readonly KnownKeyword[]): { byName: KeywordNames; english: Set<string> } {
  const byName = new Map<Lang, Map<string, string>>();
  const abilities = keywords.filter((k) => k.kind === 'keyword-ability' || k.kind === 'ability-word');
  const english = new Set(abilities.map((k) => titleKey(k.english)));
  for (const lang of LANGS) {
    const own = new Map<string, string>();
    const older = new Map<string, string>();
    for (const k of abilities) {
      const official = k.official[lang];
      for (const name of [...(official ? [official.name] : []), ...k.names[lang]]) addName(own, name, titleKey(k.english));
      for (const name of k.searchNames[lang]) addName(older, name, titleKey(k.english));
    }
    const merged = new Map([...older, ...own]);
    for (const [key, en] of merged) if (en === SHARED) merged.delete(key);
    byName.set(lang, merged);
  }
  return { byName, english };
}

/** `Ward {2}`, `Annihilator 2`, `Ninjutsu {1}{U}` → the keyword's name: a trailing cost or number taken off. */
function withoutParameter(item: string): string {
  return item.replace(/(\s+(\{[^}]*\}\s*)+|\s+(\d+|X))$/i, '').trim();
}

/** A line that ends as a sentence does (rules text), rather than as a list of keywords. */
const SENTENCE_END = /[.!?:»"”]$/;

/**
 * The keywords one text line prints: an ability word before its dash, or a line made only of keywords. A line that
 * looks like a keyword line (no sentence) but holds a word no keyword is named gives `undefined`: the card's keywords
 * cannot be told, so it must not be matched on the ones that could.
 */
function lineKeywords(line: string, names: ReadonlyMap<string, string>): string[] | undefined {
  const text = line.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  if (!text) return [];
  const abilityWord = /^(.+?)\s+[—–]\s/.exec(text);
  if (abilityWord) {
    const english = names.get(fold(abilityWord[1]));
    return english ? [english] : [];
  }
  const items = text.split(/\s*[,;]\s*/).map((item) => names.get(fold(withoutParameter(item))));
  if (items.every((k): k is string => !!k)) return items;
  return SENTENCE_END.test(text) ? [] : undefined;
}

/** The characteristics' key and how a report says them (`{7}{U}{U}; council's dilemma`). */
export interface Characteristics {
  key: string;
  by: string;
}

function characteristicsOf(cost: string, keywords: string[], pt: string | null): Characteristics {
  const sorted = [...new Set(keywords)].sort();
  return { key: `${cost}|${sorted.join(',')}|${pt ?? ''}`, by: [cost, ...sorted, ...(pt ? [pt] : [])].join('; ') };
}

/** What a document's card shows of itself; undefined when it shows no keyword (a cost alone says too little). */
export function printedCharacteristics(card: DocumentCardLines, lang: Lang, names: KeywordNames): Characteristics | undefined {
  if (!card.manaCost) return undefined;
  const known = names.get(lang) ?? new Map<string, string>();
  const perLine = card.rulesText.map((l) => lineKeywords(l, known));
  if (perLine.some((k) => k === undefined)) return undefined;
  const keywords = perLine.flat() as string[];
  if (!keywords.length) return undefined;
  return characteristicsOf(
    card.manaCost,
    keywords,
    card.power !== null && card.toughness !== null ? `${card.power}/${card.toughness}` : null,
  );
}

/** The same characteristics of a catalogue card of one face (its keyword actions left out, as on the document side). */
function cardCharacteristics(card: CatalogueCard, english: ReadonlySet<string>): Characteristics | undefined {
  const face = card.faces[0];
  if (card.faces.length > 1 || !face.manaCost) return undefined;
  const keywords = card.keywords.map(titleKey).filter((k) => english.has(k));
  if (!keywords.length) return undefined;
  return characteristicsOf(face.manaCost, keywords, face.power && face.toughness ? `${face.power}/${face.toughness}` : null);
}

/** The catalogue's cards by characteristics, and the keyword names to read a document's card with. */
export function characteristicsIndex(cards: readonly CatalogueCard[], keywords: readonly KnownKeyword[]) {
  const { byName, english } = keywordNames(keywords);
  const cardsByKey = new Map<string, CatalogueCard[]>();
  for (const card of cards) {
    const c = cardCharacteristics(card, english);
    if (c) cardsByKey.set(c.key, [...(cardsByKey.get(c.key) ?? []), card]);
  }
  return { names: byName, cardsByKey };
}
