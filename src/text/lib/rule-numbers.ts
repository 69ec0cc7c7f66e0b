/**
 * Comprehensive Rules numbers as documents print them: section `601`, rule `601.2`, subrule `601.2b`.
 * One pattern for the whole pipeline: the schema validates with it, the parser and the site find citations with it,
 * the records layer orders and nests numbers with it.
 */
const NUMBER = String.raw`\d{3}(?:\.\d{1,3}[a-z]?)?`;

/** Exactly one rule number. */
export const RULE_NUMBER = new RegExp(`^${NUMBER}$`);

/** A rule number as a reader types it in a search box (a trailing dot allowed: `601.2.`). */
export const TYPED_RULE_NUMBER = new RegExp(`^${NUMBER}\\.?$`);

/** `601.2b` cited in running text, and ranges such as `601.2e–g`. */
const CITED = /(?<![\d.])(\d{3})\.(\d{1,3})([a-z])?(?:\s*[–-]\s*([a-z])(?![\p{L}]))?/gu;

/** A rule number cited in a text, with its place (for links) and, for a range, its last number. */
export interface RuleCitation {
  number: string;
  through: string | null;
  start: number;
  end: number;
}

const barePatterns = new Map<string, RegExp>();
/** A bare section number after a rule word of the language: "ver la regla 717". */
function barePattern(ruleWords: readonly string[]): RegExp {
  const key = ruleWords.join('|');
  let re = barePatterns.get(key);
  if (!re) {
    const words = ruleWords.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    re = new RegExp(`\\b(?:${words})\\s+(\\d{3})(?!\\d|\\.\\d)`, 'giu');
    barePatterns.set(key, re);
  }
  return re;
}

/** Every rule number a text cites: dotted numbers and ranges first, then bare numbers after a rule word. */
export function ruleCitations(text: string, ruleWords: readonly string[]): RuleCitation[] {
  const found: RuleCitation[] = [];
  if (!/\d{3}/.test(text)) return found;
  if (/\d{3}\./.test(text))
    for (const m of text.matchAll(CITED)) {
      const number = `${m[1]}.${m[2]}${m[3] ?? ''}`;
      const through = m[4] && m[3] ? `${m[1]}.${m[2]}${m[4]}` : null;
      found.push({ number, through, start: m.index!, end: m.index! + m[0].length });
    }
  for (const m of text.matchAll(barePattern(ruleWords))) {
    const end = m.index! + m[0].length;
    found.push({ number: m[1], through: null, start: end - m[1].length, end });
  }
  return found;
}

/** `702.94a` → `702.94`; `601.2` and `601` stay as they are. */
export function ruleBase(number: string): string {
  return number.replace(/[a-z]$/, '');
}

/** `601.2b` → `601.2`; `601.2` → `601`; `601` → null. */
export function parentRule(number: string): string | null {
  if (/[a-z]$/.test(number)) return number.slice(0, -1);
  if (number.includes('.')) return number.split('.')[0];
  return null;
}

/** The numbers a range such as 601.2a–g covers; a single number when there is no range. */
export function expandRange(number: string, through: string | null): string[] {
  if (!through) return [number];
  const from = number.slice(-1).charCodeAt(0);
  const to = through.slice(-1).charCodeAt(0);
  if (to < from || to - from > 26) return [number, through];
  const stem = number.slice(0, -1);
  return Array.from({ length: to - from + 1 }, (_, k) => stem + String.fromCharCode(from + k));
}

/** 601 < 601.1 < 601.1a < 601.2 < 601.10 */
export function compareRuleNumbers(a: string, b: string): number {
  const key = (n: string) => {
    const m = /^(\d{3})(?:\.(\d+)([a-z])?)?$/.exec(n);
    return m ? [Number(m[1]), m[2] ? Number(m[2]) : -1, m[3] ? m[3].charCodeAt(0) : 0] : [0, 0, 0];
  };
  const ka = key(a);
  const kb = key(b);
  for (let i = 0; i < 3; i++) if (ka[i] !== kb[i]) return ka[i] - kb[i];
  return 0;
}
