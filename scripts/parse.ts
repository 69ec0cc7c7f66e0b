/**
 * npm run --silent parse -- FILE [--lang LANG] [--date YYYY-MM-DD]   (LANG: one of src/languages.ts)
 * Prints { document, cards, mechanics, rules, references, report } as one JSON object. Without --date (and no
 * manifest entry), the rules edition is inferred from the document's citations; document.rulesEdition says how.
 * Exit 1 with one line on stderr when the file cannot be read (missing, not a regular file, not UTF-8…) or an
 * option is wrong; a closed stdout (`| head`) ends it quietly.
 */
import { FileRefused, readRegularFile } from '../src/files/read-regular.js';
import { DocumentError, parseDocument } from '../src/parse/index.js';
import { ContentError, DOCUMENT_LIMIT, entryForFile, loadContent } from '../src/load/content.js';
import { documentOutput } from '../src/records/output.js';
import { buildDay, documentDateProblem, futureDateProblem } from '../src/schema/date.js';
import { langSchema } from '../src/schema/index.js';
import { fail, parseOptions, runCommand } from './lib/cli.js';
import { LANG_ALTERNATIVES, LANGS } from '../src/languages.js';

const USAGE = `usage: npm run --silent parse -- FILE [--lang ${LANG_ALTERNATIVES}] [--date YYYY-MM-DD]`;

function readFile(file: string): Buffer {
  try {
    return readRegularFile(file, DOCUMENT_LIMIT);
  } catch (e) {
    if (e instanceof FileRefused) fail(`${file}: ${e.reason}`);
    throw e;
  }
}

function main() {
  const { values, positionals } = parseOptions(
    { options: { lang: { type: 'string' }, date: { type: 'string' } }, allowPositionals: true },
    USAGE,
  );
  if (positionals.length !== 1) fail(USAGE);
  const file = positionals[0];
  const dateProblem = values.date === undefined ? null : (documentDateProblem(values.date) ?? futureDateProblem(values.date, buildDay()));
  if (dateProblem) fail(`${file}: --date ${dateProblem}`);
  const lang = values.lang === undefined ? undefined : langSchema.safeParse(values.lang);
  if (lang && !lang.success) fail(`${file}: unknown language "${values.lang}": expected one of ${LANGS.join(', ')}`);
  const content = loadContent();
  const bytes = readFile(file);
  const entry = entryForFile(content, file);
  const given = entry && { ...entry, ...(lang?.data ? { lang: lang.data } : {}), ...(values.date ? { date: values.date } : {}) };
  const records = parseDocument(
    { content: bytes, file, entry: given, lang: lang?.data, date: values.date },
    content.glossary,
    content.vocabulary,
    content.rules,
  );
  process.stdout.write(`${JSON.stringify(documentOutput(records, content))}\n`);
}

runCommand('parse', main, [DocumentError, ContentError]);
