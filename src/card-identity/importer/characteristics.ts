/**
 * A card a document prints under a name no printing gives (a card never printed in the document's language: a
 * special guest from a set printed in English only) is recognised by what its printing shows whatever the language:
 * its mana cost, its keyword abilities and ability words (read through their official names in that language), and
 * its power/toughness. Never a guess: the document must show at least one keyword, and exactly one card of all the
 * data must have that cost, those keywords and that power/toughness.
 */
import type { Lang } from '../../languages.js';
import { LANGS } from '../../languages.js';
import type { Keyword } from '../../schema/glossary.js';
import { foldCardName } from '../lib/match.js';
import type { PrintedCard } from './document-cards.js';
import type { MtgjsonCard } from './mtgjson-types.js';

/** A keyword as the glossary gives it: English name, kind, and its official name, aliases and older names per language. */
export type KnownKeyword = Pick<Keyword, 'english' | 'kind' | 'official' | 'names' | 'searchNames'>;

/** The names documents write a keyword under in a language: its own (official, aliases), then older ones. */
function namesIn(k: KnownKeyword, lang: Lang): { own: string[]; older: string[] } {
  const official = k.official[lang];
  return { own: [...(official ? [official.name] : []), ...k.names[lang]], older: k.searchNames[lang] };
}

/** What a printed card shows of itself in any language. */
export interface Characteristics {
  cost: string;
  /** English names, lower-cased, sorted: the keyword abilities and ability words it prints. */
  keywords: string[];
  /** `2/3`, when the card prints a power/toughness. */
  pt?: string;
}

/** The keyword abilities and ability words (not actions: they are verbs in running text), by folded name per language. */
export interface KeywordNames {
  byName: Map<Lang, Map<string, string>>;
  /** English names of the abilities and ability words, lower-cased. */
  english: Set<string>;
}

/** Marks a name two keywords share while the names are gathered. */
const SHARED = '\u0000shared';

function addName(names: Map<string, string>, name: string, english: string): void {
  const key = foldCardName(name);
  names.set(key, names.has(key) && names.get(key) !== english ? SHARED : english);
}

/**
 * Keyword abilities and ability words only: actions are verbs in running text, and mechanics print no word. A
 * keyword's own name wins over another's older name; a name two keywords share at the same rank tells neither.
 */
export function keywordNames(keywords: readonly KnownKeyword[]): KeywordNames {
  const byName = new Map<Lang, Map<string, string>>();
  const english = new Set<string>();
  const abilities = keywords.filter((k) => k.kind === 'keyword-ability' || k.kind === 'ability-word');
  for (const k of abilities) english.add(k.english.toLowerCase());
  for (const lang of LANGS) {
    const own = new Map<string, string>();
    const older = new Map<string, string>();
    for (const k of abilities) {
      const names = namesIn(k, lang);
      for (const name of names.own) addName(own, name, k.english.toLowerCase());
      for (const name of names.older) addName(older, name, k.english.toLowerCase());
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
  const abilityWord = /^(.+?)\s+[—–]\s/.exec(text);
  if (abilityWord) {
    const english = names.get(foldCardName(abilityWord[1]));
    return english ? [english] : [];
  }
  const items = text.split(/\s*[,;]\s*/).map((item) => names.get(foldCardName(withoutParameter(item))));
  if (items.every((k): k is string => !!k)) return items;
  return SENTENCE_END.test(text) || PT.test(text) ? [] : undefined;
}

/** A power/toughness line: `2/3`, `X/4`, `1+X/1+X` (a star for X too). */
const PT = /^([\dX*+-]+)\s*\/\s*([\dX*+-]+)$/;

/** What a document's card shows of itself; undefined when it shows no keyword (a cost alone says too little). */
export function printedCharacteristics(card: PrintedCard, known: KeywordNames): Characteristics | undefined {
  const names = known.byName.get(card.lang) ?? new Map<string, string>();
  // The first line is the type line.
  const perLine = card.lines.slice(1).map((l) => lineKeywords(l, names));
  if (perLine.some((k) => k === undefined)) return undefined;
  const keywords = [...new Set(perLine.flat() as string[])].sort();
  if (!keywords.length) return undefined;
  const pt = card.lines.map((l) => PT.exec(l)).find((m) => m);
  return { cost: card.cost, keywords, ...(pt ? { pt: `${pt[1]}/${pt[2]}` } : {}) };
}

/** The same characteristics read from an English card row (its keyword actions left out, as on the document side). */
export function rowCharacteristics(row: MtgjsonCard, known: KeywordNames): Characteristics | undefined {
  if (!row.manaCost || row.faceName) return undefined;
  const keywords = [...new Set((row.keywords ?? []).filter((k) => known.english.has(k)))].sort();
  if (!keywords.length) return undefined;
  return { cost: row.manaCost, keywords, ...(row.power && row.toughness ? { pt: `${row.power}/${row.toughness}` } : {}) };
}

/** One key for equal characteristics. */
export function characteristicsKey(c: Characteristics): string {
  return `${c.cost}|${c.keywords.join(',')}|${c.pt ?? ''}`;
}

/** A document's card found by its characteristics: the one card (English name) of all the data that has them. */
export interface CharacteristicsMatch {
  card: PrintedCard;
  characteristics: Characteristics;
  /** The English name of the one card. */
  english: string;
}

/**
 * Each printed card that no name finds → the one card with its characteristics, among `rows` (every row of the data
 * with characteristics some printed card has). Two cards or none: not matched.
 */
export function matchByCharacteristics(
  unnamed: readonly PrintedCard[],
  rows: readonly MtgjsonCard[],
  known: KeywordNames,
): CharacteristicsMatch[] {
  const cardsByKey = new Map<string, Set<string>>();
  for (const row of rows) {
    const c = rowCharacteristics(row, known);
    if (!c) continue;
    const key = characteristicsKey(c);
    cardsByKey.set(key, (cardsByKey.get(key) ?? new Set()).add(row.name));
  }
  const matches: CharacteristicsMatch[] = [];
  for (const card of unnamed) {
    const characteristics = printedCharacteristics(card, known);
    const cards = characteristics && cardsByKey.get(characteristicsKey(characteristics));
    if (characteristics && cards?.size === 1) matches.push({ card, characteristics, english: [...cards][0] });
  }
  return matches;
}
