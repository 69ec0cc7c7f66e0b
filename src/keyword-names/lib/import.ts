/**
 * The keyword-names importer: reads every MTGJSON v5 set file of a folder (`.json.gz` or `.json`), tallies the names
 * printings give today's keywords (collect.ts) and decides them (decide.ts). A file that cannot be decompressed or
 * parsed fails the whole import (KeywordImportError, one line naming it): never a partial table. Files in another
 * layout (MTGJSON v3: no printed text) are reported and skipped.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { LANGS, perLang, type Lang } from '../../languages.js';
import type { KeywordNamesFile } from '../../schema/keyword-names.js';
import { keywordLexicon } from './align.js';
import { collectSet, type Tallies, type V5Set } from './collect.js';
import { coverage, decideNames, type Disagreement, type TodaysKeyword } from './decide.js';

export class KeywordImportError extends Error {}

export interface KeywordImportResult {
  table: KeywordNamesFile;
  files: number;
  skipped: { file: string; reason: string }[];
  disagreements: Disagreement[];
  coverage: Record<Lang, { named: number; of: number }>;
}

/** The set files of `inputs` (folders are listed, files taken as they are), sorted by name. */
export function setFiles(inputs: string[]): string[] {
  return inputs
    .flatMap((input) => {
      let isDir: boolean;
      try {
        isDir = statSync(input).isDirectory();
      } catch {
        throw new KeywordImportError(`${input}: no such file or folder`);
      }
      return isDir
        ? readdirSync(input)
            .filter((f) => /\.json(\.gz)?$/.test(f))
            .map((f) => join(input, f))
        : [input];
    })
    .sort();
}

/** One file's set in the v5 layout, or a reason it holds none; an unreadable file throws. */
export function readSetFile(file: string): V5Set | { skip: string } {
  let json: unknown;
  try {
    const bytes = readFileSync(file);
    const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
    json = JSON.parse(text);
  } catch (e) {
    throw new KeywordImportError(`${file}: cannot be read as MTGJSON (${(e as Error).message.split('\n')[0]})`);
  }
  const data = (json as { data?: Partial<V5Set> } | null)?.data;
  if (!data || !Array.isArray(data.cards) || typeof data.code !== 'string')
    return { skip: 'not an MTGJSON v5 set file (no data.code and data.cards)' };
  if (typeof data.releaseDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(data.releaseDate))
    throw new KeywordImportError(`${file}: set ${data.code} has no releaseDate (YYYY-MM-DD)`);
  return data as V5Set;
}

export function importKeywordNames(inputs: string[], keywords: TodaysKeyword[], rulesEdition: string): KeywordImportResult {
  const files = setFiles(inputs);
  if (!files.length) throw new KeywordImportError(`${inputs.join(', ')}: no MTGJSON set file (*.json, *.json.gz)`);
  const lexicon = keywordLexicon(keywords);
  const tallies: Tallies = new Map();
  const printings = perLang(() => 0);
  const skipped: KeywordImportResult['skipped'] = [];
  let sets = 0;
  for (const file of files) {
    const set = readSetFile(file);
    if ('skip' in set) {
      skipped.push({ file, reason: set.skip });
      continue;
    }
    sets++;
    const read = collectSet(set, basename(file), lexicon, tallies);
    for (const l of LANGS) printings[l] += read[l];
  }
  const { entries, disagreements } = decideNames(keywords, tallies);
  const table: KeywordNamesFile = { format: 'keyword-names/1', rulesEdition, sets, printings, keywords: entries };
  return { table, files: files.length, skipped, disagreements, coverage: coverage(entries) };
}

/** content/keyword-names.json: one keyword per line, so that a renamed keyword is a one-line diff. */
export function serializeKeywordNames(table: KeywordNamesFile): string {
  const { keywords, ...head } = table;
  const fields = Object.entries(head).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)},`);
  return `{\n${fields.join('\n')}\n"keywords":[\n${keywords.map((k) => JSON.stringify(k)).join(',\n')}\n]\n}\n`;
}
