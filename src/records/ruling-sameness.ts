import type { LanguageVocabulary, RuleReference } from '../schema/index.js';
import { dice, foldText, sharedSet } from '../text/index.js';
import escapeStringRegexp from 'escape-string-regexp';

/**
 * Whether two rulings in different languages say the same, decided from what they are about rather than their words:
 * the game terms they use (as concepts shared by the languages: "cementerio", "cimetière" and "cemitério" are one
 * graveyard), the keywords and cards they name, the rule numbers they cite and the numbers they print ("+1/+1",
 * "-1/-1", "2"). Two rulings are the same when most of what either says is also in the other (Dice coefficient).
 */
export type RulingFeatures = Set<string>;

/** The least share of features two rulings must have in common to be read as one. */
export const SAME_RULING_DICE = 0.8;
/** The least number of features they must share: short rulings differ by what they leave unsaid. */
export const SAME_RULING_MIN_SHARED = 4;

interface TermMatcher {
  concept: string;
  test: RegExp;
  /** The words (without their `*`): a text holds none of them → the test cannot match, and is not run. */
  literals: string[];
}

/** One matcher per concept and language: its words as whole words, or as word starts where they end in `*`. */
export function termMatchers(terms: LanguageVocabulary['gameTerms']): TermMatcher[] {
  return Object.entries(terms).map(([concept, words]) => {
    const folded = words.map((w) => foldText(w));
    const literals = folded.map((w) => (w.endsWith('*') ? w.slice(0, -1) : w));
    const alternatives = folded.map((w, i) =>
      w.endsWith('*') ? `${escapeStringRegexp(literals[i])}[\\p{L}\\d']*` : escapeStringRegexp(w),
    );
    return { concept, test: new RegExp(`(?<![\\p{L}\\d])(?:${alternatives.join('|')})(?![\\p{L}\\d])`, 'u'), literals };
  });
}

/** Whether a folded text holds one of a concept's words anywhere (else its test cannot match). */
function holdsAWordOf(folded: string, matcher: TermMatcher): boolean {
  for (const literal of matcher.literals) if (folded.includes(literal)) return true;
  return false;
}

/** Numbers as printed: power/toughness changes ("+2/+2", "-1/-1") and bare numbers ("2 points"), not rule numbers. */
const NUMBERS = /[+\-−]?\d+\/[+\-−]?\d+|(?<![\d.\/])\d+(?!\.?\d|\/)/gu;

/** What a ruling says it is about: the keywords and cards it names and the rules it cites (a ruling record's
 *  `mentions`, or the same found in an official ruling's English text). */
export interface RulingMentions {
  keywords: readonly string[];
  cardIds: readonly string[];
  rules: readonly Pick<RuleReference, 'number' | 'todayNumber'>[];
}

/** A ruling's features: its concepts, keywords, named cards (by a key shared across languages), rules and numbers. */
export function rulingFeatures(
  ruling: { text: string; mentions: RulingMentions },
  matchers: TermMatcher[],
  cardKey: (cardId: string) => string = (id) => id,
): RulingFeatures {
  const folded = foldText(ruling.text);
  const features = new Set<string>();
  for (const m of matchers) if (holdsAWordOf(folded, m) && m.test.test(folded)) features.add(`term:${m.concept}`);
  for (const k of ruling.mentions.keywords) features.add(`keyword:${k}`);
  for (const id of ruling.mentions.cardIds) features.add(`card:${cardKey(id)}`);
  for (const r of ruling.mentions.rules) features.add(`rule:${r.todayNumber ?? r.number}`);
  for (const n of folded.match(NUMBERS) ?? []) features.add(`number:${n.replace('−', '-')}`);
  return features;
}

/** How alike two feature sets are: twice what they share over their sizes (0 to 1; nothing shared, two empty sets
 *  included, is 0), and what they share. */
export function likeness(a: RulingFeatures, b: RulingFeatures): { dice: number; shared: number } {
  const shared = sharedSet(a, b);
  return { dice: shared ? dice(shared, a.size, b.size) : 0, shared };
}

/** The first four letters of each word of four or more letters: Spanish, French and Portuguese share most stems of the
 *  game's words ("déclaration", "declarar" → "decl"), so two translations of one ruling share many of them. */
export function wordStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const word of foldText(text).match(/\p{L}{4,}/gu) ?? []) stems.add(word.slice(0, 4));
  return stems;
}
