/**
 * An edition is whole or refused. Each file must state its own effective date (within a month of the date in its
 * name: the archive names some editions by their release, a few days off), hold the glossary after the rules and
 * every chapter the edition before it held, and number about as many rules as its neighbours. A file that holds an
 * older edition (the same rules as an edition already read, or a date before the previous edition's) is a stale
 * copy: reported and skipped. A date after the day of the import is refused. No rule is far longer than any real one,
 * and no run of rules the edition before held is missing unless it was found moved elsewhere (a hole: `--allow-missing`
 * for a deliberate change).
 */
import { createHash } from 'node:crypto';
import { RulesHistoryError } from './errors.js';
import type { MissingRun } from './follow-rules.js';
import type { EditionRule, EditionRules } from './read-edition.js';

/** How far the date an edition states may be from the date in its file name. */
export const STATED_DATE_TOLERANCE_DAYS = 31;
/** The range of an edition's rule count, relative to the edition before it (the largest real step is +34%). */
export const RULE_COUNT_RANGE = { min: 0.9, max: 1.5 } as const;
/** The most characters of a rule's wording: the longest of the 110 real editions has 2,917 (510.1c, 2011-07-15). */
export const RULE_MAX_CHARACTERS = 20_000;
/**
 * The most rules in a row an edition may drop (no counterpart anywhere in the next edition, not even moved): the real
 * archive's longest runs are 7 (2003-07-01, 2009-07-11, 2023-04-14). A longer run is a hole: the edition is refused.
 */
export const MISSING_RUN_LIMIT = 9;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** The date an edition states in its header ("These rules are effective as of July 11, 2009."), or null. */
export function statedDate(lines: readonly string[]): string | null {
  for (const line of lines.slice(0, 60)) {
    const m = /(?:current|effective) as of ([A-Za-z]+) (\d{1,2}), (\d{4})/i.exec(line);
    if (!m) continue;
    const month = MONTHS.indexOf(m[1].toLowerCase()) + 1;
    if (month === 0) return null;
    return `${m[3]}-${String(month).padStart(2, '0')}-${m[2].padStart(2, '0')}`;
  }
  return null;
}

const days = (a: string, b: string) => Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

/** An edition read and accepted so far. */
export interface AcceptedEdition {
  date: string;
  file: string;
  rules: EditionRule[];
  /** Content signature: the same rules with the same wordings give the same signature. */
  signature: string;
}

/** The signature of an edition's rules: numbers and wordings as read, whatever the encoding or line ends. */
export function contentSignature(rules: readonly EditionRule[]): string {
  const hash = createHash('sha256');
  for (const r of rules) hash.update(`${r.number}\u0000${r.wording}\u0001`);
  return hash.digest('hex');
}

/** A file after its name is checked: its date is not after the day of the import. */
export function checkNotFuture(file: string, date: string, today: string): void {
  if (date > today)
    throw new RulesHistoryError(file, null, `dated ${date}, after the day of the import (${today}): an edition not yet in effect`);
}

/**
 * The edition of `file` against what was accepted before it: null when it is to be read, a reason when it is a
 * stale copy to skip. Throws when its date is missing or does not fit.
 */
export function staleCopy(
  file: string,
  date: string,
  stated: string | null,
  signature: string,
  accepted: readonly AcceptedEdition[],
): string | null {
  if (stated === null)
    throw new RulesHistoryError(file, null, 'states no effective date (expected "These rules are effective as of <Month> <day>, <year>.")');
  const same = accepted.find((e) => e.signature === signature);
  if (same) return `holds the same rules as ${same.file} (effective ${same.date}): a stale copy, left out`;
  const previous = accepted[accepted.length - 1];
  if (previous && stated < previous.date && days(stated, date) > STATED_DATE_TOLERANCE_DAYS)
    return `holds the rules effective ${stated}, older than the previous edition ${previous.date}: a stale copy, left out`;
  if (days(stated, date) > STATED_DATE_TOLERANCE_DAYS)
    throw new RulesHistoryError(file, null, `states the rules effective ${stated}, which does not match the date of its name (${date})`);
  return null;
}

/** `1, 2, 3, 5, 6` → `1–3, 5–6`. */
function spans(numbers: number[]): string {
  const out: string[] = [];
  for (let i = 0; i < numbers.length;) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1) j++;
    out.push(j === i ? String(numbers[i]) : `${numbers[i]}–${numbers[j]}`);
    i = j + 1;
  }
  return out.join(', ');
}

const chaptersOf = (rules: readonly EditionRule[]) => rules.filter((r) => r.kind === 'chapter').map((r) => Number(r.number));

/** The edition holds the glossary after its rules and every chapter the edition before it held. */
export function checkWhole(file: string, read: EditionRules, previous: AcceptedEdition | undefined): void {
  if (read.glossaryLine === null)
    throw new RulesHistoryError(file, null, 'no glossary after the rules: the edition is not whole (cut short?)');
  if (!previous) return;
  const have = new Set(chaptersOf(read.rules));
  const before = chaptersOf(previous.rules);
  const missing = before.filter((c) => !have.has(c));
  if (missing.length > 0)
    throw new RulesHistoryError(
      file,
      null,
      `chapter${missing.length > 1 ? 's' : ''} ${spans(missing)} missing (the edition before, ${previous.date}, has ${spans(before)}): the edition is not whole`,
    );
}

/** Each edition numbers between 90% and 150% as many rules as the edition before it; else the smaller one is cut short. */
export function checkRuleCounts(editions: readonly AcceptedEdition[]): void {
  for (let i = 1; i < editions.length; i++) {
    const [a, b] = [editions[i - 1], editions[i]];
    const ratio = b.rules.length / a.rules.length;
    if (ratio >= RULE_COUNT_RANGE.min && ratio <= RULE_COUNT_RANGE.max) continue;
    const [small, large] = ratio < RULE_COUNT_RANGE.min ? [b, a] : [a, b];
    throw new RulesHistoryError(
      small.file,
      null,
      `${small.rules.length} numbered rules, against ${large.rules.length} in the edition of ${large.date}: the edition is not whole (cut short?)`,
    );
  }
}

const thousands = (n: number) => n.toLocaleString('en-US');

/** No rule's wording is far longer than any real one (a runaway line, a file glued onto a rule). */
export function checkRuleSizes(file: string, rules: readonly EditionRule[]): void {
  const long = rules.find((r) => r.wording.length > RULE_MAX_CHARACTERS);
  if (long)
    throw new RulesHistoryError(
      file,
      long.line,
      `rule ${long.number} is ${thousands(long.wording.length)} characters long, over the limit of ${thousands(RULE_MAX_CHARACTERS)} (the longest real rule has 2,917)`,
    );
}

/** The runs of missing rules that are holes: longer than any real edition ever dropped. */
export function holesOf(missing: readonly MissingRun[]): MissingRun[] {
  return missing.filter((run) => run.numbers.length > MISSING_RUN_LIMIT);
}

/** A hole as a line says it: how many rules, from which to which, of which edition. */
export function describeHole(run: MissingRun): string {
  const [first, last] = [run.numbers[0], run.numbers[run.numbers.length - 1]];
  return `${run.numbers.length} rules in a row of the edition of ${run.edition} are missing, ${first} to ${last}, none found moved elsewhere`;
}

/** Refuses the first edition with a hole, naming it (`fileOf`: an edition's file by its date) and its rules. */
export function checkNoHoles(holes: readonly MissingRun[], fileOf: (date: string) => string): void {
  if (holes.length === 0) return;
  const [hole] = holes;
  const more = holes.length > 1 ? ` (and ${holes.length - 1} more hole${holes.length > 2 ? 's' : ''})` : '';
  throw new RulesHistoryError(
    fileOf(hole.next),
    null,
    `${describeHole(hole)}${more}: the edition is not whole (--allow-missing imports it anyway, for a deliberate change)`,
  );
}
