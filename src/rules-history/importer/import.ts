/**
 * The archive of Comprehensive Rules editions (one `YYYY-MM-DD.txt` per edition) → the rules history.
 * Reads every edition, follows every rule from one edition to the next, and returns the history (facts only) with
 * a report. Throws RulesHistoryError naming the file (and line) for input it cannot use; never returns a partial
 * history.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rulesHistorySchema } from '../../schema/rules-history.js';
import { DecodeError, decodeEdition, splitLines } from './decode-edition.js';
import { RulesHistoryError } from './errors.js';
import { followRules, type FollowResult, type Lineage } from './follow-rules.js';
import type { HistoryLineage, HistoryRun, RulesHistory } from '../../schema/rules-history.js';
import { readEditionRules, type EditionRule } from './read-edition.js';
import { compareRuleNumbers } from '../../rule-numbers.js';
import { foldApostrophes } from '../../text/index.js';

export interface ImportReport {
  /** Editions used, and files left out (with why). */
  editions: number;
  skipped: { file: string; reason: string }[];
  /** Oddities of the source read around (misprinted rule numbers), with file and line. */
  notes: { file: string; line: number; message: string }[];
  /** Numbered rules read over all editions (chapters, sections, rules, subrules). */
  rules: number;
  lineages: number;
  /** Lineages alive in today's edition. */
  lineagesToday: number;
  /** Pairs followed from one edition to the next, and how. */
  followed: number;
  followedBy: FollowResult['followedBy'];
  /** Rules that ended (deleted: no related rule in the next edition) and rules that started (new). */
  ended: number;
  started: number;
  /** Rules that could not be followed from one edition to the next, with the reason. */
  notFollowed: { file: string; number: string; next: string; reason: string }[];
}

export interface ImportResult {
  history: RulesHistory;
  report: ImportReport;
}

const FILE = /^(\d{4})-(\d{2})-(\d{2})(?:[ ._-][^/]*)?\.txt$/i;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function validDate(y: string, m: string, d: string): boolean {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

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

/** Ability words listed in rule 207.2c ("… The ability words are adamant, addendum, …, and will of the council."). */
export function abilityWords(rules: readonly EditionRule[]): string[] {
  const rule = rules.find((r) => r.number === '207.2c');
  const m = rule ? /\bThe ability words are ([^.]+)\./.exec(rule.text) : null;
  if (!m) return [];
  return m[1]
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .map((w) => foldApostrophes(w.trim()))
    .filter((w) => w.length > 0 && w.length <= 40);
}

function runs(values: readonly (string | null)[], start: number): HistoryRun[] {
  const out: HistoryRun[] = [];
  values.forEach((v, i) => {
    if (v === null) return;
    const e = start + i;
    const prev = out[out.length - 1];
    if (prev && prev[2] === v && prev[1] === e - 1) prev[1] = e;
    else out.push([e, e, v]);
  });
  return out;
}

function toHistoryLineage(l: Lineage): HistoryLineage {
  const n = runs(l.numbers, l.start);
  const t = runs(l.titles, l.start);
  return t.length > 0 ? { n, t } : { n };
}

/** Stable order: today's rules by today's number, then rules that ended, latest first, by their last number. */
function compareLineages(a: HistoryLineage, b: HistoryLineage): number {
  const la = a.n[a.n.length - 1];
  const lb = b.n[b.n.length - 1];
  return (
    lb[1] - la[1] ||
    compareRuleNumbers(la[2], lb[2]) ||
    a.n[0][0] - b.n[0][0] ||
    compareRuleNumbers(a.n[0][2], b.n[0][2]) ||
    JSON.stringify(a).localeCompare(JSON.stringify(b))
  );
}

/** Deterministic JSON: fixed key order, one lineage per line. */
export function serializeRulesHistory(history: RulesHistory): string {
  const lines = [
    '{',
    `"format":${JSON.stringify(history.format)},`,
    `"editions":${JSON.stringify(history.editions)},`,
    `"abilityWords":${JSON.stringify(history.abilityWords)},`,
    '"lineages":[',
    history.lineages.map((l) => JSON.stringify(l.t ? { n: l.n, t: l.t } : { n: l.n })).join(',\n'),
    ']',
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

/** Read every edition of `dir` and derive the rules history. */
export function importRulesHistory(dir: string): ImportResult {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (e) {
    throw new RulesHistoryError(dir, null, `cannot read the archive folder (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const byDate = new Map<string, string>();
  for (const name of names.sort()) {
    if (!/\.txt$/i.test(name)) continue;
    const m = FILE.exec(name);
    if (!m || !validDate(m[1], m[2], m[3]))
      throw new RulesHistoryError(
        join(dir, name),
        null,
        'badly named edition: expected YYYY-MM-DD.txt with the date the edition took effect',
      );
    const date = `${m[1]}-${m[2]}-${m[3]}`;
    const other = byDate.get(date);
    if (other !== undefined)
      throw new RulesHistoryError(join(dir, name), null, `two files for the edition of ${date}: ${other} and ${name}`);
    byDate.set(date, name);
  }
  if (byDate.size === 0) throw new RulesHistoryError(dir, null, 'no editions (YYYY-MM-DD.txt files) in the archive folder');

  const skipped: ImportReport['skipped'] = [];
  const notes: ImportReport['notes'] = [];
  const editions: { date: string; file: string; rules: EditionRule[] }[] = [];
  let rules = 0;
  for (const date of [...byDate.keys()].sort()) {
    const file = join(dir, byDate.get(date)!);
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(file);
    } catch (e) {
      throw new RulesHistoryError(file, null, `cannot read file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    let lines: string[];
    try {
      lines = splitLines(decodeEdition(bytes).text);
    } catch (e) {
      if (e instanceof DecodeError) throw new RulesHistoryError(file, e.line, `cannot be decoded: ${e.message}`);
      throw e;
    }
    const read = readEditionRules(lines);
    if (!read.rules.some((r) => r.kind === 'rule' || r.kind === 'subrule'))
      throw new RulesHistoryError(file, null, 'no numbered rules (expected lines like "100.1. …" after the table of contents)');
    const stated = statedDate(lines);
    const previous = editions[editions.length - 1];
    if (stated !== null && previous && stated < previous.date) {
      skipped.push({
        file,
        reason: `holds the rules current as of ${stated}, older than the previous edition ${previous.date}: a stale copy, left out`,
      });
      continue;
    }
    for (const n of read.notes) notes.push({ file, line: n.line, message: n.message });
    rules += read.rules.length;
    editions.push({ date, file, rules: read.rules });
  }

  const followed = followRules(editions);
  const fileOf = new Map(editions.map((e) => [e.date, e.file]));
  const lineages = followed.lineages.map(toHistoryLineage).sort(compareLineages);
  const last = editions.length - 1;
  const history: RulesHistory = {
    format: 'rules-history/1',
    editions: editions.map((e) => e.date),
    abilityWords: abilityWords(editions[last].rules),
    lineages,
  };
  const checked = rulesHistorySchema.safeParse(history);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new RulesHistoryError(dir, null, `derived history is invalid at ${issue.path.join('.')}: ${issue.message}`);
  }
  if (history.abilityWords.length === 0)
    notes.push({
      file: editions[last].file,
      line: editions[last].rules.find((r) => r.number === '207.2c')?.line ?? 1,
      message: 'no ability words found in rule 207.2c',
    });
  return {
    history,
    report: {
      editions: editions.length,
      skipped,
      notes,
      rules,
      lineages: lineages.length,
      lineagesToday: lineages.filter((l) => l.n[l.n.length - 1][1] === last).length,
      followed: followed.followed,
      followedBy: followed.followedBy,
      ended: followed.ended,
      started: followed.started,
      notFollowed: followed.notFollowed.map((n) => ({ file: fileOf.get(n.edition)!, number: n.number, next: n.next, reason: n.reason })),
    },
  };
}
