/**
 * npm run --silent parse -- FILE [--lang es|fr|pt]
 * Prints { document, cards, mechanics, rules, report } as one JSON object. Exit 1 with one line on stderr when
 * the file cannot be read.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DocumentError, parseDocument } from '../src/parse/index.js';
import { ContentError, entryForFile, loadContent } from '../src/records/load-content.js';
import { langSchema } from '../src/schema/index.js';
import { documentOutput } from '../src/records/output.js';

function fail(message: string): never {
  process.stderr.write(`${message.split('\n')[0]}\n`);
  process.exit(1);
}

try {
  const { values, positionals } = parseArgs({ options: { lang: { type: 'string' } }, allowPositionals: true });
  if (positionals.length !== 1) fail('usage: npm run --silent parse -- FILE [--lang es|fr|pt]');
  const file = positionals[0];
  const lang = values.lang === undefined ? undefined : langSchema.safeParse(values.lang);
  if (lang && !lang.success) fail(`${file}: unknown language "${values.lang}": expected es, fr or pt`);
  const content = loadContent();
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    fail(`${file}: cannot read file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const entry = entryForFile(content, file);
  const records = parseDocument({ content: bytes, file, entry: entry && lang?.data ? { ...entry, lang: lang.data } : entry, lang: lang?.data }, content.glossary, content.vocabulary);
  process.stdout.write(`${JSON.stringify(documentOutput(records))}\n`);
} catch (e) {
  if (e instanceof DocumentError || e instanceof ContentError) fail(e.message);
  fail(`${process.argv[2] ?? 'parse'}: internal error: ${(e as Error).message}`);
}
