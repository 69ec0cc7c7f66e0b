/**
 * A card whose printed name matches nothing in its document's sets (a typo, a translation changed before print:
 * "Déchetuse de haies" for the printed "Déchiqueteuse de haies") is found by its rules text: among the cards of those
 * sets that print a text in the document's language (today's wording or an earlier one), the one whose words are
 * clearly the closest. Never a guess: the best must be close (MIN_SIMILARITY of shared words) and clearly ahead of any
 * other card (MIN_LEAD).
 */
import type { CatalogueCard } from '../../schema/catalogue.js';
import type { Lang } from '../../languages.js';
import { dice, foldText, wordBag, type WordBag } from '../../text/index.js';
import { wordingsIn, type Catalogue } from './catalogue.js';

/** How close two texts must be, in shared words (a reworded sentence or two still passes; another card does not). */
export const MIN_SIMILARITY = 0.7;
/** How far ahead of the next card the best must be. */
const MIN_LEAD = 0.15;

export interface TextQuery {
  /** The card's rules text as the document prints it (all faces). */
  text: string;
  lang: Lang;
  /** The sets to look in (the document's, and the sets that complete them). */
  sets: ReadonlySet<string>;
}

/** One wording's words as numbers: its card, the numbers of its distinct words, how often each occurs, its length. */
interface IndexedText {
  card: CatalogueCard;
  ids: Int32Array;
  counts: Int32Array;
  size: number;
}

/** Every printed wording of one language, as numbered words, with which wordings use each word: built once. */
interface TextIndex {
  texts: IndexedText[];
  wordIds: Map<string, number>;
  postings: number[][];
  /** A word used by more wordings than this is too common to find candidates by (it still counts in the score). */
  rare: number;
  /** Scratch: the query's count of each word number (zeroed after each query). */
  query: Int32Array;
}

const textIndexes = new WeakMap<Catalogue, Map<Lang, TextIndex>>();

function textIndex(catalogue: Catalogue, lang: Lang): TextIndex {
  let perLang = textIndexes.get(catalogue);
  if (!perLang) textIndexes.set(catalogue, (perLang = new Map()));
  let built = perLang.get(lang);
  if (built) return built;
  const texts: IndexedText[] = [];
  const wordIds = new Map<string, number>();
  const postings: number[][] = [];
  for (const card of catalogue.cards)
    for (const wording of wordingsIn(card, lang)) {
      const text = wording.faces.flatMap((f) => (f.text ? [f.text] : [])).join('\n');
      if (!text) continue;
      const bag = wordBag(foldText(text));
      const ids = new Int32Array(bag.counts.size);
      const counts = new Int32Array(bag.counts.size);
      let k = 0;
      for (const [w, n] of bag.counts) {
        let id = wordIds.get(w);
        if (id === undefined) (wordIds.set(w, (id = postings.length)), postings.push([]));
        postings[id].push(texts.length);
        ids[k] = id;
        counts[k++] = n;
      }
      texts.push({ card, ids, counts, size: bag.size });
    }
  built = { texts, wordIds, postings, rare: Math.max(5, Math.ceil(texts.length / 20)), query: new Int32Array(postings.length) };
  perLang.set(lang, built);
  return built;
}

type Scored = { card: CatalogueCard; similarity: number };

/** The one card whose printed text is clearly the document's, or none. */
export function matchByText(catalogue: Catalogue, query: TextQuery): Scored | undefined {
  const bag: WordBag = wordBag(foldText(query.text));
  if (bag.counts.size < 3) return undefined;
  const index = textIndex(catalogue, query.lang);
  const candidates = candidatesOf(index, bag, query.sets);
  const counted: number[] = [];
  for (const [w, n] of bag.counts) {
    const id = index.wordIds.get(w);
    if (id !== undefined) ((index.query[id] = n), counted.push(id));
  }
  const best = new Map<CatalogueCard, number>();
  for (const c of candidates) {
    const similarity = diceWithQuery(index.query, bag.size, index.texts[c]);
    const card = index.texts[c].card;
    if (similarity > (best.get(card) ?? -1)) best.set(card, similarity);
  }
  for (const id of counted) index.query[id] = 0;
  const [first, second] = [...best].map(([card, similarity]) => ({ card, similarity })).sort((a, b) => b.similarity - a.similarity);
  if (!first || first.similarity < MIN_SIMILARITY) return undefined;
  if (second && first.similarity - second.similarity < MIN_LEAD) return undefined;
  return first;
}

/** The wordings of cards printed in the sets asked for that share a rare word with the text. */
function candidatesOf(index: TextIndex, bag: WordBag, sets: ReadonlySet<string>): number[] {
  const seen = new Set<number>();
  for (const w of bag.counts.keys()) {
    const id = index.wordIds.get(w);
    const users = id === undefined ? undefined : index.postings[id];
    if (users && users.length <= index.rare)
      for (const t of users) if (index.texts[t].card.printings.some((p) => sets.has(p.set))) seen.add(t);
  }
  return [...seen];
}

/** The Dice coefficient of the query's words (counts per word number in `query`, `querySize` in all) and a wording's. */
function diceWithQuery(query: Int32Array, querySize: number, text: IndexedText): number {
  let shared = 0;
  for (let k = 0; k < text.ids.length; k++) shared += Math.min(text.counts[k], query[text.ids[k]]);
  return dice(shared, querySize, text.size);
}
