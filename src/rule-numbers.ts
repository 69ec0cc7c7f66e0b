/**
 * The grammar of Comprehensive Rules numbers, in one place: chapter `7`, section `702`, rule `702.79`, subrule
 * `702.79a`. Documents cite sections, rules and subrules; the rules history also numbers chapters. Free of zod and of
 * Node, so the schema, the importer, the parser, the site and the browser's search all read numbers the same way.
 */

export type RuleKind = 'chapter' | 'section' | 'rule' | 'subrule';

/** Pattern source of a section number (no anchors, no groups): `601`. */
export const SECTION_SOURCE = String.raw`\d{3}`;

/** Pattern source of a section, rule or subrule number (no anchors, no groups): `601`, `601.2`, `601.2b`. */
export const RULE_NUMBER_SOURCE = String.raw`${SECTION_SOURCE}(?:\.\d{1,3}[a-z]?)?`;

/** Pattern source of a rule or subrule number, dotted (no anchors; the number is group 1): `601.2`, `601.2b`. */
export const DOTTED_RULE_SOURCE = String.raw`(${SECTION_SOURCE}\.\d{1,3}[a-z]?)`;

/** Exactly one section, rule or subrule number: what documents cite. */
export const RULE_NUMBER = new RegExp(`^${RULE_NUMBER_SOURCE}$`);

/** Exactly one number of the rules history: a chapter (`7`) or a section, rule or subrule. */
export const HISTORY_NUMBER = new RegExp(`^(?:\\d|${RULE_NUMBER_SOURCE})$`);

/** A rule number as a reader types it in a search box (a trailing dot allowed: `601.2.`). */
export const TYPED_RULE_NUMBER = new RegExp(`^${RULE_NUMBER_SOURCE}\\.?$`);

/** A number taken apart. */
export interface RuleNumberParts {
  kind: RuleKind;
  /** The chapter (`7` for 702.79a). */
  chapter: number;
  /** The section (702); null for a chapter. */
  section: number | null;
  /** The rule within its section (79); null for a chapter or section. */
  rule: number | null;
  /** The subrule letter ('a'); '' for anything else. */
  letter: string;
}

const PARTS = /^(?:(\d)|(\d{3})(?:\.(\d{1,3})([a-z])?)?)$/;

/** `702.79a` → its parts; null when the text is no rule number. */
export function parseRuleNumber(number: string): RuleNumberParts | null {
  const m = PARTS.exec(number);
  if (!m) return null;
  if (m[1] !== undefined) return { kind: 'chapter', chapter: Number(m[1]), section: null, rule: null, letter: '' };
  const section = Number(m[2]);
  const chapter = chapterOf(section);
  if (m[3] === undefined) return { kind: 'section', chapter, section, rule: null, letter: '' };
  const letter = m[4] ?? '';
  return { kind: letter ? 'subrule' : 'rule', chapter, section, rule: Number(m[3]), letter };
}

/** A rule or a subrule (`601.2`, `601.2b`), not a section or chapter. */
export function isRuleOrSubrule(number: string): boolean {
  const kind = ruleKind(number);
  return kind === 'rule' || kind === 'subrule';
}

/** The kind of a number, or null when it is none. */
export function ruleKind(number: string): RuleKind | null {
  return parseRuleNumber(number)?.kind ?? null;
}

/** The section a section, rule or subrule number is in (`702.79a` → `702`); null for a chapter or no number. */
export function sectionOf(number: string): string | null {
  const section = parseRuleNumber(number)?.section;
  return section == null ? null : String(section);
}

/** The chapter of a section (702 → 7). */
export function chapterOf(section: number): number {
  return Math.floor(section / 100);
}

/**
 * Reading order: 6 < 601 < 601.1 < 601.1a < 601.2 < 601.10 < 7; a chapter comes right before its sections. Text
 * that is no number sorts after every number, by code unit.
 */
export function compareRuleNumbers(a: string, b: string): number {
  const x = parseRuleNumber(a);
  const y = parseRuleNumber(b);
  if (!x || !y) return x ? -1 : y ? 1 : a < b ? -1 : a > b ? 1 : 0;
  const key = (p: RuleNumberParts) => [p.chapter, p.section ?? -1, p.rule ?? -1, p.letter ? p.letter.charCodeAt(0) : 0];
  const kx = key(x);
  const ky = key(y);
  for (let i = 0; i < kx.length; i++) if (kx[i] !== ky[i]) return kx[i] - ky[i];
  return 0;
}

/** `702.94a` → `702.94`; `601.2`, `601` and `6` stay as they are. */
export function ruleBase(number: string): string {
  return number.replace(/[a-z]$/, '');
}

/** `601.2b` → `601.2`; `601.2` → `601`; `601` → `6`; `6` → null. */
export function parentRule(number: string): string | null {
  const p = parseRuleNumber(number);
  if (!p || p.kind === 'chapter') return null;
  if (p.kind === 'subrule') return ruleBase(number);
  if (p.kind === 'rule') return number.split('.')[0];
  return String(p.chapter);
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
