/**
 * The archive folder → its editions, oldest first, each whole or refused (edition-checks.ts): the files named
 * `YYYY-MM-DD.txt` (the date the edition took effect), decoded whatever their encoding and line ends, read into rules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DecodeError, decodeEdition, splitLines } from './decode-edition.js';
import {
  checkNotFuture,
  checkRuleCounts,
  checkWhole,
  contentSignature,
  staleCopy,
  statedDate,
  type AcceptedEdition,
} from './edition-checks.js';
import { RulesHistoryError } from './errors.js';
import { readGlossary } from './glossary.js';
import type { GlossaryEdition } from './glossary-history.js';
import { readEditionRules } from './read-edition.js';

const FILE = /^(\d{4})-(\d{2})-(\d{2})(?:[ ._-][^/]*)?\.txt$/i;

function validDate(y: string, m: string, d: string): boolean {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

const reason = (e: unknown) => (e as NodeJS.ErrnoException).code ?? (e as Error).message;

/** The edition files of `dir` by date, oldest first. */
export function editionFiles(dir: string): { date: string; file: string }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (e) {
    throw new RulesHistoryError(dir, null, `cannot read the archive folder (${reason(e)})`);
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
  return [...byDate.keys()].sort().map((date) => ({ date, file: join(dir, byDate.get(date)!) }));
}

/** One file's lines, whatever its encoding and line ends. */
function editionLines(file: string): string[] {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    throw new RulesHistoryError(file, null, `cannot read file (${reason(e)})`);
  }
  try {
    return splitLines(decodeEdition(bytes).text);
  } catch (e) {
    if (e instanceof DecodeError) throw new RulesHistoryError(file, e.line, `cannot be decoded: ${e.message}`);
    throw e;
  }
}

export interface ArchiveEditions {
  editions: AcceptedEdition[];
  /** Stale copies left out, with why. */
  skipped: { file: string; reason: string }[];
  /** Oddities of the source read around (misprinted rule numbers), with file and line. */
  notes: { file: string; line: number; message: string }[];
  /** The glossary of each edition read (glossary.ts). */
  glossaries: GlossaryEdition[];
}

/** Every edition of `dir`, each whole or refused; `today` (YYYY-MM-DD) is the day of the import. */
export function readArchive(dir: string, today: string): ArchiveEditions {
  const out: ArchiveEditions = { editions: [], skipped: [], notes: [], glossaries: [] };
  for (const { date, file } of editionFiles(dir)) {
    checkNotFuture(file, date, today);
    const lines = editionLines(file);
    const read = readEditionRules(lines);
    if (!read.rules.some((r) => r.kind === 'rule' || r.kind === 'subrule'))
      throw new RulesHistoryError(file, null, 'no numbered rules (expected lines like "100.1. …" after the table of contents)');
    const signature = contentSignature(read.rules);
    const stale = staleCopy(file, date, statedDate(lines), signature, out.editions);
    if (stale) {
      out.skipped.push({ file, reason: stale });
      continue;
    }
    checkWhole(file, read, out.editions[out.editions.length - 1]);
    for (const n of read.notes) out.notes.push({ file, line: n.line, message: n.message });
    out.editions.push({ date, file, rules: read.rules, signature });
    out.glossaries.push({ date, file, glossary: readGlossary(lines, read.glossaryLine!) });
  }
  checkRuleCounts(out.editions);
  return out;
}
