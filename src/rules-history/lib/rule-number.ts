/**
 * Comprehensive Rules numbers: `7` (chapter), `702` (section), `702.79` (rule), `702.79a` (subrule).
 */

export type RuleKind = 'chapter' | 'section' | 'rule' | 'subrule';

export interface RuleNumber {
  /** Chapter (1 digit) or section (3 digits). */
  s: number;
  /** Rule within the section; 0 for a chapter or section. */
  r: number;
  /** Subrule letter; '' for anything else. */
  l: string;
  kind: RuleKind;
}

const NUMBER = /^(\d{3})(?:\.(\d+)([a-z]?))?$|^(\d)$/;

export function parseRuleNumber(number: string): RuleNumber | null {
  const m = NUMBER.exec(number);
  if (!m) return null;
  if (m[4] !== undefined) return { s: Number(m[4]), r: 0, l: '', kind: 'chapter' };
  const s = Number(m[1]);
  if (m[2] === undefined) return { s, r: 0, l: '', kind: 'section' };
  const r = Number(m[2]);
  const l = m[3] ?? '';
  return { s, r, l, kind: l ? 'subrule' : 'rule' };
}

/** The chapter of a section (702 → 7). */
export function chapterOf(section: number): number {
  return Math.floor(section / 100);
}

/** Total order on numbers: chapters first, then sections, rules and subrules in reading order. */
export function compareRuleNumbers(a: string, b: string): number {
  const x = parseRuleNumber(a);
  const y = parseRuleNumber(b);
  if (!x || !y) return a < b ? -1 : a > b ? 1 : 0;
  const rank = (n: RuleNumber) => (n.kind === 'chapter' ? 0 : 1);
  return rank(x) - rank(y) || x.s - y.s || x.r - y.r || (x.l < y.l ? -1 : x.l > y.l ? 1 : 0);
}
