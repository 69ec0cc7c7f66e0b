import { likeness } from '../ruling-sameness.js';
import type { TextFeatures } from './features.js';
import { dateLikeness } from './dates.js';
import { lexicalLikeness, type Lexicon } from './lexicon.js';

/** How a document ruling and an official ruling compare: each kind of evidence, and the score they make. */
export interface PairScore {
  /** The score before the lengths are weighed (see `lengthWeighed`). */
  score: number;
  /** The anchors both texts hold (`number:2`, `card:<oracle id>`, `keyword:ninjutsu`…). */
  shared: string[];
  /** How far the anchors agree (null when neither text holds any). */
  anchors: number | null;
  /** Dice coefficient of the word stems. */
  stems: number;
  /** How well the words translate each other, by the lexicon learned from the document's surest pairs (null before). */
  words: number | null;
  /** The translation's length over its original's, in letters. */
  lengthRatio: number;
  letters: { doc: number; official: number };
  /** How well the original's date fits the document's (null: undated document): it settles between near-identical
   *  wordings of a ruling, and never lowers a score below what the texts make it. */
  date: number | null;
  /** When only some of the translation's sentences are compared (see pool.ts's `weighed`): how many, and how many
   *  before them are left out (0: its first sentences). */
  sentences?: { count: number; skipped: number };
}

/** How much each kind of evidence weighs in the score. */
const WEIGHTS = { printed: 0.25, cards: 0.25, keywords: 0.15, stems: 0.5, words: 0.5 };

/**
 * Printed anchors (numbers, power/toughness, mana symbols, rule numbers) read alike in every language: one that only
 * one text holds tells them apart. Cards are found in each language by their own names, and an original may name a
 * card by a form the scan misses (a misprinted name, a possessive): they count where both texts name one, by how much
 * of the shorter list the other holds, and against an original that names none where the translation names one. Keywords are found by names that are ordinary words too ("équipement" for equip, inflected actions
 * the names miss): only those both name count, for the pair.
 */
function split(anchors: Set<string>, ignored: ReadonlySet<string>) {
  const printed = new Set<string>();
  const cards = new Set<string>();
  const keywords = new Set<string>();
  for (const a of anchors) if (!ignored.has(a)) (a.startsWith('card:') ? cards : a.startsWith('keyword:') ? keywords : printed).add(a);
  return { printed, cards, keywords };
}

/** The evidence of the anchors, by kind (null: no evidence either way). */
function anchorParts(doc: Set<string>, official: Set<string>, ignored: ReadonlySet<string>) {
  const d = split(doc, ignored);
  const o = split(official, ignored);
  const printed = d.printed.size + o.printed.size ? likeness(d.printed, o.printed).dice : null;
  const fewer = Math.min(d.cards.size, o.cards.size);
  // A card the translation names is one its original names: Gatherer keeps a ruling's example card.
  const cards = fewer ? likeness(d.cards, o.cards).shared / fewer : d.cards.size ? 0 : null;
  const keywords = likeness(d.keywords, o.keywords).shared ? 1 : null;
  return { printed, cards, keywords };
}

/** Letters added to both lengths before comparing them: a short sentence's length says little ("Il ne peut pas" is
 *  "He can't" and more). */
const LENGTH_SMOOTHING = 40;

/** How far a translation's length is from its original's times the document's usual ratio: 1 within a fifth, falling
 *  to 0 at twice or half. */
function lengthFactor(doc: number, official: number, usual: number): number {
  const off = Math.abs(Math.log2((doc + LENGTH_SMOOTHING) / (official * usual + LENGTH_SMOOTHING)));
  return Math.max(0, Math.min(1, (1 - off) / 0.75));
}

/** What a pool knows besides the two texts: the lexicon (null: cognates only), the anchors that tell nothing apart
 *  there (a card's own name, in the pool of that card's rulings), and the official ruling's date after the document's. */
export interface ScoreContext {
  lexicon: Lexicon | null;
  ignored?: ReadonlySet<string>;
  daysAfter?: number | null;
}

/**
 * The score of a pair (0 to 1): a translation keeps its original's anchors and translates its words (the lexicon's,
 * or cognates where there is none). A kind of evidence that says nothing is left out and the others weigh more.
 */
export function scorePair(
  doc: TextFeatures,
  official: TextFeatures,
  { lexicon, ignored = new Set(), daysAfter = null }: ScoreContext,
): PairScore {
  const { printed, cards, keywords } = anchorParts(doc.anchors, official.anchors, ignored);
  const shared = [...doc.anchors].filter((a) => official.anchors.has(a)).sort();
  const stems = likeness(doc.stems, official.stems).dice;
  const words = lexicon ? lexicalLikeness(lexicon, doc.words, official.words) : null;
  const parts: [number, number][] = [words === null ? [WEIGHTS.stems, stems] : [WEIGHTS.words, words]];
  if (printed !== null) parts.push([WEIGHTS.printed, printed]);
  if (cards !== null) parts.push([WEIGHTS.cards, cards]);
  if (keywords !== null) parts.push([WEIGHTS.keywords, keywords]);
  const weight = parts.reduce((sum, [w]) => sum + w, 0);
  const score = parts.reduce((sum, [w, v]) => sum + w * v, 0) / weight;
  const known = [printed, cards, keywords].filter((x): x is number => x !== null);
  const anchors = known.length ? known.reduce((a, b) => a + b, 0) / known.length : null;
  const letters = { doc: doc.letters, official: official.letters };
  const date = daysAfter === null ? null : dateLikeness(daysAfter);
  return { score, shared, anchors, stems, words, lengthRatio: doc.letters / Math.max(1, official.letters), letters, date };
}

/** How much a pair's date adds to its standing in the assignment (not to its score): enough to settle between two
 *  wordings of one ruling, Gatherer's older and newer. */
const DATE_PREFERENCE = 0.05;

/** A pair's standing in the assignment: its score, and a little for a fitting date. */
export const preference = (pair: PairScore) => pair.score + DATE_PREFERENCE * (pair.date ?? 1);

/** The pair's score with its lengths weighed: a translation is as much longer or shorter than its original as the
 *  document's translations usually are (`usualRatio`). */
export function lengthWeighed(pair: PairScore, usualRatio: number): PairScore {
  return { ...pair, score: weighedScore(pair, usualRatio) };
}

/** The score alone of `lengthWeighed` (a pool asks it of each of its hundreds of thousands of pairs). */
export const weighedScore = (pair: PairScore, usualRatio: number) =>
  pair.score * lengthFactor(pair.letters.doc, pair.letters.official, usualRatio);
