/**
 * The archive of Comprehensive Rules editions (one `YYYY-MM-DD.txt` per edition) → the rules history (numbers,
 * titles, when wordings changed) and the rules text (every distinct wording). Reads every edition (archive.ts), follows
 * every rule from one edition to the next (follow-rules.ts), derives the wordings (wordings.ts), and returns both
 * with a report. Throws RulesHistoryError naming the file (and line) for input it cannot use; never returns a partial
 * history.
 */
import type { z } from 'zod';
import { compareRuleNumbers } from '../../rule-numbers.js';
import { rulesHistorySchema, type HistoryLineage, type HistoryRun, type RulesHistory } from '../../schema/rules-history.js';
import { rulesTextSchema, type RulesText, type WordingRun } from '../../schema/rules-text.js';
import { readArchive, type ArchiveEditions } from './archive.js';
import { RulesHistoryError } from './errors.js';
import { followRules, type FollowResult, type Lineage } from './follow-rules.js';
import { glossaryHistory } from './glossary-history.js';
import { rulesGlossaryFileSchema, type RulesGlossaryFile } from '../../schema/rules-glossary.js';
import type { EditionRule } from './read-edition.js';
import { deriveWordings, type LineageWordings, type UnreadableWording } from './wordings.js';
import { foldApostrophes } from '../../text/index.js';

export interface ImportReport {
  /** Editions used, and files left out (with why). */
  editions: number;
  skipped: ArchiveEditions['skipped'];
  /** Oddities of the source read around (misprinted rule numbers), with file and line. */
  notes: ArchiveEditions['notes'];
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
  /** Distinct wordings kept, and changes of wording from one edition to the next (rules with their subrules). */
  wordings: number;
  wordingChanges: number;
  /** Rules whose wording no copy shows readably in an edition: left out of the wordings. */
  unreadable: UnreadableWording[];
  /** Glossary terms over all editions (today's and former), obsolete ones among today's, and misprints read
   *  around or entries left out (file and line). */
  glossary: { terms: number; today: number; obsolete: number; notes: { file: string; line: number; message: string }[] };
}

export interface ImportResult {
  history: RulesHistory;
  text: RulesText;
  glossary: RulesGlossaryFile;
  report: ImportReport;
}

export interface ImportOptions {
  /** The day of the import (YYYY-MM-DD): an edition dated after it is refused. Default: today (UTC). */
  today?: string;
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

function toHistoryLineage(l: Lineage, wordings: LineageWordings): HistoryLineage {
  const n = runs(l.numbers, l.start);
  const t = runs(l.titles, l.start);
  return { n, ...(t.length > 0 && { t }), ...(wordings.changes.length > 0 && { w: wordings.changes }) };
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

/** The derived files must pass their own schemas: a failure here is a bug, reported as one line. */
function validated<S extends z.ZodTypeAny>(dir: string, what: string, schema: S, value: z.input<S>): z.output<S> {
  const checked = schema.safeParse(value);
  if (checked.success) return checked.data;
  const issue = checked.error.issues[0];
  throw new RulesHistoryError(dir, null, `derived ${what} is invalid at ${issue.path.join('.')}: ${issue.message}`);
}

/** Read every edition of `dir` and derive the rules history and the rules text. */
export function importRulesHistory(dir: string, options: ImportOptions = {}): ImportResult {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const archive = readArchive(dir, today);
  const { editions } = archive;
  const followed = followRules(editions);
  const wordings = deriveWordings(editions, followed.lineages);
  const ordered = followed.lineages
    .map((l, i) => ({ lineage: toHistoryLineage(l, wordings.lineages[i]), runs: wordings.lineages[i].runs }))
    .sort((a, b) => compareLineages(a.lineage, b.lineage));
  const last = editions.length - 1;
  const dates = editions.map((e) => e.date);
  const history: RulesHistory = validated(dir, 'history', rulesHistorySchema, {
    format: 'rules-history/1',
    editions: dates,
    abilityWords: abilityWords(editions[last].rules),
    lineages: ordered.map((o) => o.lineage),
  });
  const text: RulesText = validated(dir, 'rules text', rulesTextSchema, {
    format: 'rules-text/1',
    editions: dates,
    lineages: ordered.map((o): WordingRun[] => o.runs),
  });
  const notes = [...archive.notes];
  if (history.abilityWords.length === 0)
    notes.push({
      file: editions[last].file,
      line: editions[last].rules.find((r) => r.number === '207.2c')?.line ?? 1,
      message: 'no ability words found in rule 207.2c',
    });
  const fileOf = new Map(editions.map((e) => [e.date, e.file]));
  const glossary = glossaryHistory(archive.glossaries);
  const glossaryTable = validated(dir, 'glossary', rulesGlossaryFileSchema, glossary.table);
  const todayEdition = history.editions[last];
  const todaysTerms = glossaryTable.terms.filter((t) => t.editions[t.editions.length - 1][1] === todayEdition);
  return {
    history,
    text,
    glossary: glossaryTable,
    report: {
      editions: editions.length,
      skipped: archive.skipped,
      notes,
      rules: editions.reduce((sum, e) => sum + e.rules.length, 0),
      lineages: ordered.length,
      lineagesToday: history.lineages.filter((l) => l.n[l.n.length - 1][1] === last).length,
      followed: followed.followed,
      followedBy: followed.followedBy,
      ended: followed.ended,
      started: followed.started,
      notFollowed: followed.notFollowed.map((n) => ({ file: fileOf.get(n.edition)!, number: n.number, next: n.next, reason: n.reason })),
      wordings: text.lineages.reduce((sum, r) => sum + r.length, 0),
      wordingChanges: history.lineages.reduce((sum, l) => sum + (l.w?.length ?? 0), 0),
      unreadable: wordings.unreadable,
      glossary: {
        terms: glossaryTable.terms.length,
        today: todaysTerms.length,
        obsolete: todaysTerms.filter((t) => t.obsolete).length,
        notes: glossary.notes,
      },
    },
  };
}
