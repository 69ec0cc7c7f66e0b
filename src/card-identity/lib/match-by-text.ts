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

/** Each printed text's words, and which printings use each word, per language: built once per index. */
interface TextIndex {
  bags: Map<CardIdentity, Map<string, number>>;
  postings: Map<string, CardIdentity[]>;
  /** A word used by more printings than this is too common to find candidates by (it still counts in the score). */
  rare: number;
}

const textIndexes = new WeakMap<IdentityIndex, Map<Lang, TextIndex>>();

function textIndex(index: IdentityIndex, lang: Lang): TextIndex {
  let perLang = textIndexes.get(index);
  if (!perLang) textIndexes.set(index, (perLang = new Map()));
  let built = perLang.get(lang);
  if (built) return built;
  const bags = new Map<CardIdentity, Map<string, number>>();
  const postings = new Map<string, CardIdentity[]>();
  for (const card of index.cards) {
    const printed = card.texts?.[lang];
    if (!printed) continue;
    const bag = words(printed.join('\n'));
    bags.set(card, bag);
    for (const w of bag.keys()) postings.set(w, [...(postings.get(w) ?? []), card]);
  }
  built = { bags, postings, rare: Math.max(5, Math.ceil(bags.size / 20)) };
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
  const { bags, postings, rare } = textIndex(index, query.lang);
  const candidates = new Set<CardIdentity>();
  for (const w of bag.keys()) {
    const users = postings.get(w);
    if (users && users.length <= rare) for (const c of users) if (query.sets.has(c.set)) candidates.add(c);
  }
  const best = new Map<string, { identity: CardIdentity; similarity: number }>();
  for (const card of candidates) {
    const similarity = dice(bag, bags.get(card)!);
    const known = best.get(card.name);
    if (!known || similarity > known.similarity) best.set(card.name, { identity: card, similarity });
  }
  const [first, second] = [...best.values()].sort((a, b) => b.similarity - a.similarity);
  if (!first || first.similarity < MIN_SIMILARITY) return undefined;
  if (second && first.similarity - second.similarity < MIN_LEAD) return undefined;
  return first;
}
