/**
 * npm run import:rules -- [DIR] [--out FILE] [--text-out FILE] [--glossary-out FILE] [--check]
 * Derives the history of every Comprehensive Rules number, the wordings of every rule and the glossary terms of every
 * edition from the editions in DIR (default ../shared/data/comprehensive-rules) and writes them to FILE (default
 * content/rules-history.json), the text file (default content/rules-text.json) and the glossary file (default
 * content/rules-glossary.json), printing a short report. --check writes nothing and exits 1 when any file differs
 * from what DIR derives. Errors: one line on stderr naming the file, exit 1, nothing written.
 */
import { readFileSync } from 'node:fs';
import { writeFilesAtomic, WriteError } from '../src/files/atomic-write.js';
import {
  importRulesHistory,
  RulesHistoryError,
  serializeRulesGlossary,
  serializeRulesHistory,
  serializeRulesText,
  type ImportReport,
} from '../src/rules-history/importer/index.js';
import { endQuietlyWhenStdoutCloses, fail, parseOptions } from './lib/cli.js';

endQuietlyWhenStdoutCloses();

const USAGE = 'usage: npm run import:rules -- [DIR] [--out FILE] [--text-out FILE] [--glossary-out FILE] [--check]';
const SHOWN = 12;
const log = (s: string) => process.stdout.write(`${s}\n`);
const errno = (e: unknown) => (e as NodeJS.ErrnoException).code ?? (e as Error).message;

function printReport(report: ImportReport, first: string, last: string): void {
  log(`editions: ${report.editions} (${first} … ${last})`);
  for (const s of report.skipped) log(`  skipped ${s.file}: ${s.reason}`);
  log(`numbered rules read: ${report.rules}; source misprints read around: ${report.notes.length}`);
  log(`lineages: ${report.lineages} (${report.lineagesToday} in today's edition)`);
  const by = Object.entries(report.followedBy)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  log(`rules followed edition to edition: ${report.followed} (${by}); ended (deleted): ${report.ended}; started (new): ${report.started}`);
  log(`rules that could not be followed: ${report.notFollowed.length}`);
  const perEdition = new Map<string, number>();
  for (const n of report.notFollowed) perEdition.set(n.next, (perEdition.get(n.next) ?? 0) + 1);
  if (perEdition.size > 0) log(`  by next edition: ${[...perEdition].map(([d, n]) => `${d} ${n}`).join(', ')}`);
  for (const n of report.notFollowed.slice(0, SHOWN)) log(`  ${n.file} ${n.number}: ${n.reason}`);
  if (report.notFollowed.length > SHOWN) log(`  … and ${report.notFollowed.length - SHOWN} more`);
  log(`wordings: ${report.wordings} distinct; changes of wording: ${report.wordingChanges}`);
  log(`wordings no copy shows readably (characters lost in the archive), left out: ${report.unreadable.length}`);
  for (const u of report.unreadable.slice(0, SHOWN)) log(`  ${u.file}:${u.line} ${u.number}`);
  if (report.unreadable.length > SHOWN) log(`  … and ${report.unreadable.length - SHOWN} more`);
  const g = report.glossary;
  log(
    `glossary terms: ${g.terms} over all editions, ${g.today} in today's (${g.obsolete} obsolete); read around or left out: ${g.notes.length}`,
  );
  for (const n of g.notes.slice(0, SHOWN)) log(`  ${n.file}:${n.line} ${n.message}`);
  if (g.notes.length > SHOWN) log(`  … and ${g.notes.length - SHOWN} more`);
}

function check(file: string, derived: string, dir: string): void {
  let committed: string;
  try {
    committed = readFileSync(file, 'utf8');
  } catch (e) {
    fail(`${file}: cannot read file (${errno(e)})`);
  }
  if (committed !== derived) fail(`${file}: differs from what ${dir} derives; run npm run import:rules`);
  log(`${file}: up to date`);
}

/** All files or none: each is written beside its target first, then all are renamed. */
function writeAll(files: [string, string][]): void {
  writeFilesAtomic(files);
  for (const [file] of files) log(`wrote ${file}`);
}

try {
  const { values, positionals } = parseOptions(
    {
      options: { out: { type: 'string' }, 'text-out': { type: 'string' }, 'glossary-out': { type: 'string' }, check: { type: 'boolean' } },
      allowPositionals: true,
    },
    USAGE,
  );
  if (positionals.length > 1) fail(USAGE);
  const dir = positionals[0] ?? '../shared/data/comprehensive-rules';
  const out = values.out ?? 'content/rules-history.json';
  const textOut = values['text-out'] ?? 'content/rules-text.json';
  const glossaryOut = values['glossary-out'] ?? 'content/rules-glossary.json';
  const t0 = performance.now();
  const { history, text, glossary, report } = importRulesHistory(dir);
  const json = serializeRulesHistory(history);
  const textJson = serializeRulesText(text);
  const glossaryJson = serializeRulesGlossary(glossary);
  const ms = Math.round(performance.now() - t0);
  printReport(report, history.editions[0], history.editions[history.editions.length - 1]);
  const bytes = (s: string) => Buffer.byteLength(s);
  log(`time: ${ms} ms; output: ${bytes(json)} bytes (history), ${bytes(textJson)} bytes (text), ${bytes(glossaryJson)} bytes (glossary)`);
  if (values.check) {
    check(out, json, dir);
    check(textOut, textJson, dir);
    check(glossaryOut, glossaryJson, dir);
  } else
    writeAll([
      [out, json],
      [textOut, textJson],
      [glossaryOut, glossaryJson],
    ]);
} catch (e) {
  if (e instanceof RulesHistoryError || e instanceof WriteError) fail(e.message);
  fail(`import-rules-history: internal error: ${(e as Error).message}`);
}
