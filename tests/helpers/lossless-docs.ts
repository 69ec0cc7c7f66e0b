/**
 * The real documents of content/, parsed once per test file, with the counts the lossless tests expect of them and the
 * plain regexes (independent of the parser's classifiers) they count with. See tests/lossless.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument, type DocumentRecords } from '../../src/parse/index.js';
import { decodeDocument } from '../../src/parse/lib/decode.js';
import { documentLines } from '../../src/parse/lib/normalize.js';
import { content } from './content.js';

export interface Expected {
  /** Counts the parser produces today (update them only after checking the change by reading the document). */
  cards: number;
  rulings: number;
  mechanics: number;
  rules: number;
  warnings: number;
  /** Independent counts from grep. */
  grepBullets: number;
  grepManaLines: number;
  /** Lines of the file (wc -l, plus one when the last line has no line break). */
  lines: number;
}

export const EXPECTED: Record<string, Expected> = {
  'planechase-2012-faq': { cards: 53, rulings: 160, mechanics: 9, rules: 21, warnings: 5, grepBullets: 168, grepManaLines: 21, lines: 576 },
  'shadowmoor-rules-preview': {
    cards: 11,
    rulings: 50,
    mechanics: 9,
    rules: 12,
    warnings: 0,
    grepBullets: 49,
    grepManaLines: 11,
    lines: 325,
  },
  'return-to-ravnica-mechanics': {
    cards: 0,
    rulings: 37,
    mechanics: 10,
    rules: 13,
    warnings: 1,
    grepBullets: 37,
    grepManaLines: 0,
    lines: 240,
  },
  'comprehensive-rules-601': { cards: 0, rulings: 0, mechanics: 1, rules: 11, warnings: 2, grepBullets: 1, grepManaLines: 0, lines: 82 },
  'duskmourn-release-notes': {
    cards: 220,
    rulings: 578,
    mechanics: 10,
    rules: 0,
    warnings: 6,
    grepBullets: 599,
    grepManaLines: 210,
    lines: 3641,
  },
};

export const GREP_BULLET = /^ *(?:--|-|\*|•) +[^ ]/;
export const GREP_TIGHT_STAR = /^\*[^ *(][^*]*$/;
export const GREP_MANA_LINE = /^ *(?:\{[0-9A-Z/]{1,6}\} *)+$/;

export interface Parsed {
  lines: string[];
  rawLines: string[];
  records: DocumentRecords;
}

/** Every document of the manifest, parsed, by id. */
export function parseContent(): Map<string, Parsed> {
  const parsed = new Map<string, Parsed>();
  const { root, manifest, glossary, vocabulary, rules } = content();
  for (const entry of manifest) {
    const file = join(root, entry.file);
    const bytes = readFileSync(file);
    const records = parseDocument({ content: bytes, file, entry }, glossary, vocabulary, rules);
    const { lines } = documentLines(decodeDocument(bytes, file));
    parsed.set(entry.id, { lines, rawLines: readFileSync(file, 'utf8').split(/\r\n|\r|\n/), records });
  }
  return parsed;
}

let parsedOnce: Map<string, Parsed> | undefined;

/** One document of content/, parsed (every document is parsed once per test file, on first use). */
export function doc(id: string): Parsed {
  parsedOnce ??= parseContent();
  const p = parsedOnce.get(id);
  if (!p) throw new Error(`document ${id} was not parsed`);
  return p;
}
