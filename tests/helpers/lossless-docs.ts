/**
 * The documents of content/, parsed once per test file, by id: what tests of facts checked by reading a document use
 * (tests/facts/). The properties every document must have are in tests/lossless.test.ts.
 */
import { parseDocument, type DocumentRecords } from '../../src/parse/index.js';
import { decodeDocument } from '../../src/parse/lib/decode.js';
import { documentLines } from '../../src/parse/lib/normalize.js';
import { linkDocument } from '../../src/records/add-links.js';
import { readDocument } from '../../src/load/content.js';
import { content } from './content.js';

export interface Parsed {
  /** The normalized lines (line i + 1 of the file is lines[i]). */
  lines: string[];
  /** The file's lines as written. */
  rawLines: string[];
  records: DocumentRecords;
}

/** A document's bytes, parsed; `file` names it in messages. */
export function parseBytes(
  bytes: Uint8Array,
  file: string,
  options: Omit<Parameters<typeof parseDocument>[0], 'content' | 'file'>,
): Parsed {
  const { glossary, vocabulary, rules } = content();
  const records = parseDocument({ content: bytes, file, ...options }, glossary, vocabulary, rules);
  const text = decodeDocument(bytes, file);
  return { lines: documentLines(text).lines, rawLines: text.split(/\r\n|\r|\n/), records };
}

let parsedOnce: Map<string, Parsed> | undefined;

/** One document of content/, parsed and linked as the parse CLI prints it: what its texts name is read from their
 *  links (every document is parsed once per test file, on first use). */
export function doc(id: string): Parsed {
  if (!parsedOnce) {
    const c = content();
    parsedOnce = new Map(
      c.manifest.map((entry) => {
        const parsed = parseBytes(readDocument(c, entry), entry.file, { entry });
        return [entry.id, { ...parsed, records: linkDocument(parsed.records, c) }];
      }),
    );
  }
  const p = parsedOnce.get(id);
  if (!p) throw new Error(`document ${id} is not in ${content().root}/documents.json`);
  return p;
}

/** A bullet line as grep finds it (the lossless checks' independent count of the lines the parser must read as rulings). */
export const GREP_BULLET = /^ *(?:--|-|\*|•) +[^ ]/;
