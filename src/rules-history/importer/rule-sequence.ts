/**
 * Which numbered line of an edition is the next rule. Real editions have hard-wrapped text (a wrapped line may start
 * with a rule number: `419.8 "Sources of Damage."`) and misprinted numbers (`501.2` for 510.2, `306.b`, a subrule
 * printed twice). A numbered line is taken as a rule only when its number plausibly follows the previous rule; a
 * misprint one edit away from the expected number is read as that number (and noted), anything else is text.
 */

/** A number while reading: section, rule (0 right after a section heading; -1 when not printed), subrule letter. */
export interface SequenceNumber {
  s: number;
  r: number;
  l: string;
}

/** Before the first rule. */
export const NO_NUMBER: SequenceNumber = { s: -1, r: 0, l: '' };

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function nextLetter(l: string): string {
  const i = LETTERS.indexOf(l);
  return i < 0 || i + 1 >= LETTERS.length ? '' : LETTERS[i + 1];
}

function cmp(a: SequenceNumber, b: SequenceNumber): number {
  return a.s - b.s || a.r - b.r || (a.l < b.l ? -1 : a.l > b.l ? 1 : 0);
}

/** `{ s: 702, r: 79, l: 'a' }` → `702.79a`; a section alone → `702`. */
export function formatNumber(n: SequenceNumber): string {
  const s = String(n.s).padStart(3, '0');
  return n.r > 0 ? `${s}.${n.r}${n.l}` : s;
}

/** Optimal string alignment distance (edits, with adjacent transpositions), capped at 3. */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return Math.min(d[a.length][b.length], 3);
}

/** Numbers that may come right after `cur` (a section just opened has r = 0). */
function expected(cur: SequenceNumber): SequenceNumber[] {
  if (cur.r === 0) return [{ s: cur.s, r: 1, l: '' }];
  const out: SequenceNumber[] = [];
  const next = nextLetter(cur.l || '`');
  if (next) out.push({ s: cur.s, r: cur.r, l: next });
  out.push({ s: cur.s, r: cur.r + 1, l: '' });
  return out;
}

/** Does `x` plausibly follow `cur` as the next rule (a gap of a few numbers at most, same section)? */
function plausible(cur: SequenceNumber, x: SequenceNumber): boolean {
  if (cmp(x, cur) <= 0 || x.s !== cur.s) return false;
  if (x.r === cur.r) return LETTERS.indexOf(x.l) - LETTERS.indexOf(cur.l || '`') <= 3;
  if (x.r - cur.r > 3) return false;
  return LETTERS.indexOf(x.l) <= 3;
}

/** What a numbered line is: the next rule (its number, repaired when misprinted), or text; with a note when odd. */
export interface NumberedLine {
  number: SequenceNumber | null;
  note: string | null;
}

/**
 * The rule a numbered line opens, given the previous rule's number `cur`, the number as printed (`x`, `printed`) and
 * whether a blank line comes before it (a wrapped line never follows a blank line). `lastRule` names the rule the
 * line is read into when it is text.
 */
export function readNumberedLine(
  cur: SequenceNumber,
  x: SequenceNumber,
  printed: string,
  afterBlank: boolean,
  lastRule: string | null,
): NumberedLine {
  const exp = cur.s < 0 ? [] : expected(cur);
  if (cur.s < 0 && x.r > 0) return { number: x, note: null };
  if (x.r >= 0 && exp.some((e) => cmp(e, x) === 0)) return { number: x, note: null };
  if (x.r >= 0 && afterBlank && plausible(cur, x)) return { number: x, note: null };
  if (!afterBlank) return { number: null, note: null };
  const fix = exp.find((e) => editDistance(formatNumber(e), printed) <= 1);
  if (fix) return { number: fix, note: `rule number ${printed} read as ${formatNumber(fix)} (misprint: it follows ${formatNumber(cur)})` };
  if (x.r > 0 && cmp(x, cur) > 0) return { number: x, note: `rule ${printed} follows ${formatNumber(cur)} with a gap` };
  return {
    number: null,
    note: `numbered line ${printed} out of order after ${formatNumber(cur)}: read as text of ${lastRule ?? 'nothing'}`,
  };
}
