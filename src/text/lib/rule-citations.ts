import { DOTTED_RULE_SOURCE, SECTION_SOURCE } from '../../rule-numbers.js';
import escapeStringRegexp from 'escape-string-regexp';

/**
 * Rule numbers cited in running text: `601.2b`, ranges such as `601.2e–g`, bare sections after a rule word
 * ("ver la regla 717"). The grammar of a number itself is src/rule-numbers.ts.
 */

/** `601.2b` cited in running text, and ranges such as `601.2e–g`. */
const CITED = new RegExp(String.raw`(?<![\d.])${DOTTED_RULE_SOURCE}(?:\s*[–-]\s*([a-z])(?![\p{L}]))?`, 'gu');

/** A rule number cited in a text, with its place (for links) and, for a range, its last number. */
export interface RuleCitation {
  number: string;
  through: string | null;
  start: number;
  end: number;
}

const ANY_SECTION = new RegExp(SECTION_SOURCE);
const ANY_DOTTED = new RegExp(DOTTED_RULE_SOURCE);

const barePatterns = new Map<string, RegExp>();
/** A bare section number after a rule word of the language: "ver la regla 717". */
function barePattern(ruleWords: readonly string[]): RegExp {
  const key = ruleWords.join('|');
  let re = barePatterns.get(key);
  if (!re) {
    const words = ruleWords.map((w) => escapeStringRegexp(w)).join('|');
    re = new RegExp(`\\b(?:${words})\\s+(${SECTION_SOURCE})(?!\\d|\\.\\d)`, 'giu');
    barePatterns.set(key, re);
  }
  return re;
}

/** Every rule number a text cites, in reading order: dotted numbers and ranges, and bare numbers after a rule word. */
export function ruleCitations(text: string, ruleWords: readonly string[]): RuleCitation[] {
  const found: RuleCitation[] = [];
  // Most texts cite nothing: two cheap tests before the full patterns.
  if (!ANY_SECTION.test(text)) return found;
  if (ANY_DOTTED.test(text))
    for (const m of text.matchAll(CITED)) {
      const number = m[1];
      // A range runs from a subrule to another letter of its rule: 601.2e–g.
      const through = m[2] && /[a-z]$/.test(number) ? number.slice(0, -1) + m[2] : null;
      found.push({ number, through, start: m.index!, end: m.index! + m[0].length });
    }
  for (const m of text.matchAll(barePattern(ruleWords))) {
    const end = m.index! + m[0].length;
    found.push({ number: m[1], through: null, start: end - m[1].length, end });
  }
  // In reading order: the two patterns find their numbers in two passes.
  return found.sort((a, b) => a.start - b.start);
}
