/**
 * The archive folder → its editions, oldest first, each whole or refused (edition-checks.ts): the files named
 * `YYYY-MM-DD.txt` (the date the edition took effect), decoded whatever their encoding and line ends, read into rules.
 */
import { join } from 'node:path';
import { FileRefused, listFolder, readRegularFile } from '../../files/read-regular.js';
import { DecodeError, decodeEdition, splitLines } from './decode-edition.js';
import {
  checkNotFuture,
  checkRuleCounts,
  checkRuleSizes,
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

/** An edition is at most this large (the largest of the 110 real ones, UTF-16, is 1.7 MB): a larger file is refused unread. */
export const EDITION_MAX_BYTES = 16 * 2 ** 20;

/** A refusal of the safe reader as this importer says it: the file and the reason. */
const refusal = (e: unknown, fallback: string) =>
  e instanceof FileRefused ? new RulesHistoryError(e.path ?? fallback, null, e.reason) : e;

/** The `.txt` files of the archive folder, each a regular file (or a link to one inside it), sorted by name. */
function textFiles(dir: string): string[] {
  try {
    return listFolder(dir, (name) => /\.txt$/i.test(name)).map((f) => f.name);
  } catch (e) {
    throw refusal(e, dir);
  }
}

/** The edition files of `dir` by date, oldest first. */
export function editionFiles(dir: string): { date: string; file: string }[] {
  const byDate = new Map<string, string>();
  for (const name of textFiles(dir)) {
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
    bytes = readRegularFile(file, { bytes: EDITION_MAX_BYTES, what: 'an edition of the rules' });
  } catch (e) {
    throw refusal(e, file);
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

/** One edition read and checked against the editions accepted before it, into `out`. */
function readEdition(out: ArchiveEditions, date: string, file: string, today: string): void {
  checkNotFuture(file, date, today);
  const lines = editionLines(file);
  const read = readEditionRules(lines);
  if (!read.rules.some((r) => r.kind === 'rule' || r.kind === 'subrule'))
    throw new RulesHistoryError(file, null, 'no numbered rules (expected lines like "100.1. …" after the table of contents)');
  checkRuleSizes(file, read.rules);
  const signature = contentSignature(read.rules);
  const stale = staleCopy(file, date, statedDate(lines), signature, out.editions);
  if (stale) {
    out.skipped.push({ file, reason: stale });
    return;
  }
  checkWhole(file, read, out.editions[out.editions.length - 1]);
  for (const n of read.notes) out.notes.push({ file, line: n.line, message: n.message });
  out.editions.push({ date, file, rules: read.rules, signature });
  out.glossaries.push({ date, file, glossary: readGlossary(lines, read.glossaryLine!) });
}

/** Every edition of `dir`, each whole or refused; `today` (YYYY-MM-DD) is the day of the import. */
export function readArchive(dir: string, today: string): ArchiveEditions {
  const out: ArchiveEditions = { editions: [], skipped: [], notes: [], glossaries: [] };
  for (const { date, file } of editionFiles(dir)) {
    try {
      readEdition(out, date, file, today);
    } catch (e) {
      // Whatever went wrong, the line names the edition it went wrong in.
      if (e instanceof RulesHistoryError) throw e;
      throw new RulesHistoryError(file, null, `cannot be read as an edition (${(e as Error)?.message ?? e})`);
    }
  }
  checkRuleCounts(out.editions);
  return out;
}
