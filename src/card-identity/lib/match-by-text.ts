/**
 * A card whose printed name matches nothing in its document's sets (a typo, a translation changed before print:
 * "Déchetuse de haies" for the printed "Déchiqueteuse de haies") is found by its rules text: among the printings of
 * those sets that print a text in the document's language, the one whose words are clearly the closest. Never a
 * guess: the best must be close (a Dice coefficient of the words ≥ MIN_SIMILARITY) and clearly ahead of any other card.
 */
import type { CardIdentity } from '../../schema/card-identity.js';
import type { Lang } from '../../languages.js';
import { foldText } from '../../text/index.js';
import type { IdentityIndex } from './match.js';

/** How close two texts must be, in shared words (a reworded sentence or two still passes; another card does not). */
export const MIN_SIMILARITY = 0.7;
/** How far ahead of the next card the best must be. */
const MIN_LEAD = 0.15;

/** The words of a text, folded, with how often each occurs (mana symbols and numbers count as words). */
function words(text: string): Map<string, number> {
  const bag = new Map<string, number>();
  for (const w of foldText(text).match(/\{[^}]*\}|[\p{L}\p{N}]+/gu) ?? []) bag.set(w, (bag.get(w) ?? 0) + 1);
  return bag;
}

function size(bag: Map<string, number>): number {
  let n = 0;
  for (const v of bag.values()) n += v;
  return n;
}

/** Dice coefficient of two texts' bags of words: 1 for the same words, 0 for none shared. */
export function textSimilarity(a: string, b: string): number {
  return dice(words(a), words(b));
}

export interface TextQuery {
  /** The card's rules text as the document prints it (all faces). */
  text: string;
  lang: Lang;
  /** The sets to look in (the document's, and the sets that complete them). */
  sets: ReadonlySet<string>;
}

/** Each printed text's words as numbers, and which printings use each word, per language: built once per index. */
interface TextIndex {
  /** The printings that print a text in the language, in table order. */
  cards: CardIdentity[];
  /** Word → its number. */
  wordIds: Map<string, number>;
  /** Per printing: the numbers of its distinct words, how often each occurs, and how many words it has in all. */
  bags: { ids: Int32Array; counts: Int32Array; size: number }[];
  /** Per word number: the printings (their places in `cards`) that use it. */
  postings: number[][];
  /** A word used by more printings than this is too common to find candidates by (it still counts in the score). */
  rare: number;
  /** Scratch: the query's count of each word number (zeroed after each query). */
  query: Int32Array;
}

const textIndexes = new WeakMap<IdentityIndex, Map<Lang, TextIndex>>();

function textIndex(index: IdentityIndex, lang: Lang): TextIndex {
  let perLang = textIndexes.get(index);
  if (!perLang) textIndexes.set(index, (perLang = new Map()));
  let built = perLang.get(lang);
  if (built) return built;
  const cards: CardIdentity[] = [];
  const wordIds = new Map<string, number>();
  const bags: TextIndex['bags'] = [];
  const postings: number[][] = [];
  for (const card of index.cards) {
    const printed = card.texts?.[lang];
    if (!printed) continue;
    const bag = words(printed.join('\n'));
    const ids = new Int32Array(bag.size);
    const counts = new Int32Array(bag.size);
    let k = 0;
    for (const [w, n] of bag) {
      let id = wordIds.get(w);
      if (id === undefined) {
        wordIds.set(w, (id = postings.length));
        postings.push([]);
      }
      postings[id].push(cards.length);
      ids[k] = id;
      counts[k++] = n;
    }
    bags.push({ ids, counts, size: size(bag) });
    cards.push(card);
  }
  built = { cards, wordIds, bags, postings, rare: Math.max(5, Math.ceil(cards.length / 20)), query: new Int32Array(postings.length) };
  perLang.set(lang, built);
  return built;
}

function dice(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0;
  for (const [w, n] of a) shared += Math.min(n, b.get(w) ?? 0);
  const total = size(a) + size(b);
  return total ? (2 * shared) / total : 0;
}

/**
 * The printings of the one card whose printed text is clearly the document's, or none. Candidates are the printings
 * of the sets asked for that share a rare word with the text (so a large corpus costs a few comparisons per card).
 */
export function matchByText(index: IdentityIndex, query: TextQuery): { identity: CardIdentity; similarity: number } | undefined {
  const bag = words(query.text);
  if (bag.size < 3) return undefined;
  const text = textIndex(index, query.lang);
  const candidates = candidatesOf(text, bag, query.sets);
  const querySize = size(bag);
  const counted: number[] = [];
  for (const [w, n] of bag) {
    const id = text.wordIds.get(w);
    if (id !== undefined) ((text.query[id] = n), counted.push(id));
  }
  const similarities = candidates.map((c) => diceWithQuery(text.query, querySize, text.bags[c]));
  for (const id of counted) text.query[id] = 0;
  const [first, second] = bestTwoCards(text, candidates, similarities);
  if (!first || first.similarity < MIN_SIMILARITY) return undefined;
  if (second && first.similarity - second.similarity < MIN_LEAD) return undefined;
  return first;
}

type Scored = { identity: CardIdentity; similarity: number };

/**
 * The two closest cards (English names) among the candidates, each by its closest printing: the first such printing
 * where two are as close, the card found first where two cards are.
 */
function bestTwoCards(text: TextIndex, candidates: number[], similarities: number[]): [Scored?, Scored?] {
  const best = new Map<string, Scored>();
  for (let k = 0; k < candidates.length; k++) {
    const card = text.cards[candidates[k]];
    const known = best.get(card.name);
    if (!known || similarities[k] > known.similarity) best.set(card.name, { identity: card, similarity: similarities[k] });
  }
  let first: Scored | undefined;
  let second: Scored | undefined;
  for (const scored of best.values())
    if (!first || scored.similarity > first.similarity) [first, second] = [scored, first];
    else if (!second || scored.similarity > second.similarity) second = scored;
  return [first, second];
}

/** The printings of the sets asked for that share a rare word with the text, in the order the words find them. */
function candidatesOf(text: TextIndex, bag: Map<string, number>, sets: ReadonlySet<string>): number[] {
  const seen = new Set<number>();
  for (const w of bag.keys()) {
    const id = text.wordIds.get(w);
    const users = id === undefined ? undefined : text.postings[id];
    if (users && users.length <= text.rare) for (const c of users) if (sets.has(text.cards[c].set)) seen.add(c);
  }
  return [...seen];
}

/** `dice` of the query (its count per word number in `query`, `querySize` words in all) and one printing's bag. */
function diceWithQuery(query: Int32Array, querySize: number, bag: TextIndex['bags'][number]): number {
  let shared = 0;
  for (let k = 0; k < bag.ids.length; k++) shared += Math.min(bag.counts[k], query[bag.ids[k]]);
  const total = querySize + bag.size;
  return total ? (2 * shared) / total : 0;
}
