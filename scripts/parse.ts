/**
 * npm run --silent parse -- FILE [--lang es|fr|pt] [--date YYYY-MM-DD]
 * Prints { document, cards, mechanics, rules, references, report } as one JSON object. Without --date (and no
 * manifest entry), the rules edition is inferred from the document's citations; document.rulesEdition says how. Exit 1 with one line on stderr when
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
  const { values, positionals } = parseArgs({ options: { lang: { type: 'string' }, date: { type: 'string' } }, allowPositionals: true });
  if (positionals.length !== 1) fail('usage: npm run --silent parse -- FILE [--lang es|fr|pt] [--date YYYY-MM-DD]');
  if (values.date !== undefined && !/^\d{4}(-\d{2}(-\d{2})?)?$/.test(values.date))
    fail(`${positionals[0]}: --date "${values.date}": expected YYYY, YYYY-MM or YYYY-MM-DD`);
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
  const given = entry && { ...entry, ...(lang?.data ? { lang: lang.data } : {}), ...(values.date ? { date: values.date } : {}) };
  const records = parseDocument(
    { content: bytes, file, entry: given, lang: lang?.data, date: values.date },
    content.glossary,
    content.vocabulary,
    content.rules,
  );
  process.stdout.write(`${JSON.stringify(documentOutput(records))}\n`);
} catch (e) {
  if (e instanceof DocumentError || e instanceof ContentError) fail(e.message);
  fail(`${process.argv[2] ?? 'parse'}: internal error: ${(e as Error).message}`);
}
