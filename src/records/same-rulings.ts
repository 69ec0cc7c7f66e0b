import type { Lang } from '../languages.js';
import type { Card, CardIdentity, CorpusCard, Ruling, Vocabulary } from '../schema/index.js';
import { likeness, rulingFeatures, SAME_RULING_DICE, SAME_RULING_MIN_SHARED, termMatchers, wordStems } from './ruling-sameness.js';

interface Candidate {
  id: string;
  lang: Lang;
  features: Set<string>;
  stems: Set<string>;
}

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
  // A card named in two languages is one card: compared by its identity.
  const keyOf = new Map(cards.map((c) => [c.id, c.identity?.name ?? c.id]));
  const candidate = (id: string): Candidate | null => {
    const cached = candidates.get(id);
    if (cached) return cached;
    const r = byId.get(id);
    if (!r) return null;
    let m = matchers.get(r.lang);
    if (!m) matchers.set(r.lang, (m = termMatchers(vocabulary[r.lang].gameTerms)));
    const c = { id, lang: r.lang, features: rulingFeatures(r, m, (cardId) => keyOf.get(cardId) ?? cardId), stems: wordStems(r.text) };
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
      if (a.lang === b.lang) continue;
      const { dice, shared } = likeness(a.features, b.features);
      if (dice < SAME_RULING_DICE || shared < SAME_RULING_MIN_SHARED) continue;
      // Equal likeness is settled by the stems the two texts share (cognates: "declaración", "déclaration").
      scored.push({ a, b, dice, stems: likeness(a.stems, b.stems).dice });
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
