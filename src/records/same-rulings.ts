import type { Lang } from '../languages.js';
import type { Card, CardIdentity, CorpusCard, Ruling, Vocabulary } from '../schema/index.js';
import { dice, sharedSorted } from '../text/index.js';
import { likeness, rulingFeatures, SAME_RULING_DICE, SAME_RULING_MIN_SHARED, termMatchers, wordStems } from './ruling-sameness.js';

interface Candidate {
  id: string;
  lang: Lang;
  /** Its features as numbers (`FeatureNumbers`), ascending: compared by one merge, held compactly for every ruling. */
  features: Int32Array;
  text: string;
  /** Its word stems, worked out only for the pairs that need them. */
  stems?: Set<string>;
}

/** Each distinct feature as a number, so that a ruling's features are a small sorted array. */
export class FeatureNumbers {
  private readonly numbers = new Map<string, number>();

  of(features: Iterable<string>): Int32Array {
    const out: number[] = [];
    for (const f of features) {
      let n = this.numbers.get(f);
      if (n === undefined) this.numbers.set(f, (n = this.numbers.size));
      out.push(n);
    }
    return Int32Array.from(out).sort();
  }
}

/** `likeness` of two features sets given as ascending numbers: the same figures, by one merge. */
export function sortedLikeness(a: Int32Array, b: Int32Array): { dice: number; shared: number } {
  const shared = sharedSorted(a, b);
  return { dice: shared ? dice(shared, a.length, b.length) : 0, shared };
}

/** Could two rulings with this many features each be the same? (Not when even sharing all of the smaller set.) */
function mayBeSame(a: number, b: number): boolean {
  const most = Math.min(a, b);
  return most >= SAME_RULING_MIN_SHARED && dice(most, a, b) >= SAME_RULING_DICE;
}

const stemsOf = (c: Candidate) => (c.stems ??= wordStems(c.text));

/**
 * For each card, the pairs of its rulings (own and general) in different languages that say the same, so that the page
 * shows one and folds the other under it ("also in: español, 2008"). Pairs are chosen best first and one to one per
 * pair of languages: a ruling is folded with at most one ruling of each other language, its closest.
 */
export function withSameRulings<C extends Card & Pick<CorpusCard, 'mechanicRulingIds'> & { identity?: CardIdentity | null }>(
  cards: C[],
  rulings: Ruling[],
  vocabulary: Vocabulary,
): (C & Pick<CorpusCard, 'sameRulings'>)[] {
  const matchers = new Map<Lang, ReturnType<typeof termMatchers>>();
  const byId = new Map(rulings.map((r) => [r.id, r]));
  const candidates = new Map<string, Candidate>();
  const numbers = new FeatureNumbers();
  // A card named in two languages is one card: compared by its identity.
  const keyOf = new Map(cards.map((c) => [c.id, c.identity?.name ?? c.id]));
  const candidate = (id: string): Candidate | null => {
    const cached = candidates.get(id);
    if (cached) return cached;
    const r = byId.get(id);
    if (!r) return null;
    let m = matchers.get(r.lang);
    if (!m) matchers.set(r.lang, (m = termMatchers(vocabulary[r.lang].gameTerms)));
    const features = numbers.of(rulingFeatures(r, m, (cardId) => keyOf.get(cardId) ?? cardId));
    const c: Candidate = { id, lang: r.lang, features, text: r.text };
    candidates.set(id, c);
    return c;
  };
  return cards.map((card) => {
    const all = [...card.rulingIds, ...card.mechanicRulingIds].map(candidate).filter((c): c is Candidate => c !== null);
    return { ...card, sameRulings: sameRulingPairs(all) };
  });
}

/** The pairs that say the same among one page's rulings, best first, each ruling paired once per other language. */
export function sameRulingPairs(rulings: Candidate[]): [string, string][] {
  const scored: { a: Candidate; b: Candidate; dice: number; stems: number }[] = [];
  for (let i = 0; i < rulings.length; i++)
    for (let j = i + 1; j < rulings.length; j++) {
      const a = rulings[i];
      const b = rulings[j];
      if (a.lang === b.lang || !mayBeSame(a.features.length, b.features.length)) continue;
      const { dice, shared } = sortedLikeness(a.features, b.features);
      if (dice < SAME_RULING_DICE || shared < SAME_RULING_MIN_SHARED) continue;
      // Equal likeness is settled by the stems the two texts share (cognates: "declaración", "déclaration").
      scored.push({ a, b, dice, stems: likeness(stemsOf(a), stemsOf(b)).dice });
    }
  scored.sort((x, y) => y.dice - x.dice || y.stems - x.stems);
  const paired = new Set<string>();
  const pairs: [string, string][] = [];
  for (const { a, b } of scored) {
    if (paired.has(`${a.id}>${b.lang}`) || paired.has(`${b.id}>${a.lang}`)) continue;
    paired.add(`${a.id}>${b.lang}`).add(`${b.id}>${a.lang}`);
    pairs.push([a.id, b.id]);
  }
  return pairs;
}
