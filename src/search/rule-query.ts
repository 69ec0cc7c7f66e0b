/**
 * Search by rule number, query side. A query that is a rule number, alone or after a rule word of any language or an
 * abbreviation (`702.47`, `regla 601.2`, `règle 702.79`, `regra 118.8`, `CR 702.79a`, `r. 601.2f`), is answered from
 * the number lists of its section: that exact number first, then the older meanings documents gave it, then the
 * numbers below it in reading order (a prefix such as `601.2` lists its subrules). Nothing else is a match.
 */
import type { Lang } from '../languages.js';
import { compareRuleNumbers, parentRule, TYPED_RULE_NUMBER } from '../rule-numbers.js';
import { foldText } from '../text/index.js';
import type { SearchHit } from './query.js';
import type { RuleNumberEntry } from './rule-numbers.js';

/** The rule number a query asks for, or null when the query is anything else. */
export function ruleNumberQuery(query: string, ruleWords: readonly string[]): string | null {
  const words = foldText(query.slice(0, 60)).trim().split(/\s+/);
  if (words.length > 2) return null;
  const number = words[words.length - 1].replace(/\.$/, '').toLowerCase();
  if (!TYPED_RULE_NUMBER.test(number)) return null;
  if (words.length === 1) return number;
  const word = words[0].replace(/\.$/, '');
  return ruleWords.some((w) => foldText(w) === word) ? number : null;
}

/** Is `number` below `above` (a subrule of a rule, a rule of a section, at any depth)? */
function isBelow(number: string, above: string): boolean {
  for (let p = parentRule(number); p !== null; p = parentRule(p)) if (p === above) return true;
  return false;
}

/** The hits for `number` in its section's entries, exact first, older meanings next, then what is below, in order. */
export function ruleNumberHits(number: string, entries: readonly RuleNumberEntry[], lang: Lang, limit: number): SearchHit[] {
  const exact = entries.filter((e) => e[0] === number);
  const below = entries.filter((e) => e[4] === 0 && isBelow(e[0], number)).sort((a, b) => compareRuleNumbers(a[0], b[0]));
  return [...exact.filter((e) => e[4] === 0), ...exact.filter((e) => e[4] === 1), ...below].slice(0, limit).map((e, i) => ({
    k: 'rule' as const,
    t: e[2],
    u: e[1],
    s: e[3],
    l: lang,
    ...(e[3] && { sl: 'en' }),
    ref: `n${e[0]}${e[4] ? `~${i}` : ''}`,
    score: limit - i,
  }));
}
