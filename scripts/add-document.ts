/**
 * npm run add-document -- FILE [--lang LANG] [--title TITLE] [--date YYYY[-MM[-DD]]] [--kind KIND] [--sets CODE[=Name],…|none]
 *                              [--id ID] [--source TEXT]
 * Copies FILE into content/documents/<lang>/<id>.txt and writes its entry into content/documents.json (CONTENT_DIR
 * when set), with what the text suggests for what is not given: its language, its title (its first heading), the sets
 * of the cards it names, the date its rule numbers fit. What no flag gives and the text does not tell is asked at a
 * terminal; without one, the command fails naming the flags to give. Then it reads the document as the build does
 * and prints what came out (cards, rulings, references, what each line became) and what it could not read. A refusal
 * is one line a problem, exit 1, content/ unchanged.
 */
import { resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { FileRefused, readRegularFile } from '../src/files/read-regular.js';
import { LANG_ALTERNATIVES, LANGS, type Lang } from '../src/languages.js';
import { DocumentError } from '../src/parse/index.js';
import {
  addDocument,
  entryOf,
  missingFields,
  suggest,
  type Added,
  type Given,
  type Missing,
  type Suggestions,
} from '../src/pipeline/add-document.js';
import { ContentError, loadContent, shownPath } from '../src/load/content.js';
import { documentDateProblem } from '../src/schema/date.js';
import { DOCUMENT_KINDS, langSchema, type DocumentKind, type ManifestEntry } from '../src/schema/index.js';
import { fail, parseOptions, runCommand } from './lib/cli.js';

const KINDS = DOCUMENT_KINDS.join('|');
const USAGE =
  `usage: npm run add-document -- FILE [--lang ${LANG_ALTERNATIVES}] [--title TITLE] [--date YYYY[-MM[-DD]]] ` +
  `[--kind ${KINDS}] [--sets CODE[=Name],…|none] [--id ID] [--source TEXT]`;

/** How each missing field is given on the command line. */
const FLAG: Record<Missing, string> = {
  lang: `--lang ${LANG_ALTERNATIVES}`,
  title: '--title "…"',
  kind: `--kind ${KINDS}`,
  date: '--date YYYY[-MM[-DD]]',
};

/** `DSK=Duskmourn: la Casa de los Horrores,SHM`: each set's code, and its name (the code when none is given). */
function setsFlag(value: string): ManifestEntry['sets'] {
  if (value.trim() === 'none' || value.trim() === '') return [];
  return value.split(',').map((part) => {
    const [code, ...name] = part.split('=');
    return { name: name.join('=').trim() || code.trim(), code: code.trim() };
  });
}

/** A problem with one of the values given: what is valid, or null. */
const problems: Record<Missing, (value: string) => string | null> = {
  lang: (v) => (langSchema.safeParse(v).success ? null : `unknown language "${v}": expected one of ${LANGS.join(', ')}`),
  title: (v) => (v.trim() ? null : 'expected the document title, as the document writes it'),
  kind: (v) =>
    (DOCUMENT_KINDS as readonly string[]).includes(v) ? null : `unknown kind "${v}": expected one of ${DOCUMENT_KINDS.join(', ')}`,
  date: (v) => documentDateProblem(v),
};

function given(file: string, values: Record<string, string | undefined>): Given {
  for (const field of ['lang', 'title', 'kind', 'date'] as const) {
    const value = values[field];
    const problem = value === undefined ? null : problems[field](value);
    if (problem) fail(`${file}: --${field}: ${problem}`);
  }
  return {
    lang: values.lang as Lang | undefined,
    title: values.title?.trim(),
    date: values.date,
    kind: values.kind as DocumentKind | undefined,
    sets: values.sets === undefined ? undefined : setsFlag(values.sets),
    id: values.id,
    source: values.source,
  };
}

/** Asks at the terminal for each field still missing (again until the answer is valid). */
async function ask(missing: Missing[], suggestions: Suggestions): Promise<Partial<Record<Missing, string>>> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const hints: Record<Missing, string> = {
    lang: `language (${LANGS.join(', ')})`,
    title: 'title, as the document writes it',
    kind: `kind (${DOCUMENT_KINDS.join(', ')})`,
    date: 'date (YYYY, YYYY-MM or YYYY-MM-DD: the rules edition of that date reads its rule numbers)',
  };
  const answers: Partial<Record<Missing, string>> = {};
  try {
    for (const field of missing)
      for (;;) {
        const answer = (
          await prompt.question(`${hints[field]}${field === 'title' && suggestions.title ? ` [${suggestions.title}]` : ''}: `)
        ).trim();
        const problem = problems[field](answer);
        if (!problem) {
          answers[field] = answer;
          break;
        }
        process.stdout.write(`  ${problem}\n`);
      }
  } finally {
    prompt.close();
  }
  return answers;
}

/** What came out, and what could not be read, for the person adding the document. */
function print({ entry, records, report }: Added, from: Given, suggestions: Suggestions): void {
  const said = (field: keyof Given, how: string) => (from[field] !== undefined ? '' : ` (${how})`);
  const out: string[] = [
    `content/${entry.file}: added as "${entry.id}"`,
    `  lang    ${entry.lang}${said('lang', 'detected')}`,
    `  title   ${entry.title}${said('title', 'its first heading')}`,
    `  kind    ${entry.kind}`,
    `  date    ${entry.date}${said('date', 'the rules edition its rule numbers fit: dateInferredFrom "citations"')}`,
    `  sets    ${entry.sets.map((s) => `${s.code ?? ''} ${s.name}`.trim()).join(', ') || 'none'}${said('sets', suggestedSets(suggestions))}`,
    `read: ${report.counts.cards} cards, ${report.counts.rulings} rulings (${records.rulings.filter((r) => r.question).length} questions and answers), ` +
      `${report.counts.rules} quoted rules, ${report.counts.references} references`,
    `lines: ${report.lines.cards} of cards, ${report.lines.rulings} of rulings, ${report.lines.rules} of quoted rules, ` +
      `${report.lines.references} citing rule numbers, ${report.lines.headings} of headings, ${report.lines.prose} left as text, ${report.lines.skipped} skipped`,
  ];
  const references = records.references.filter((r) => r.from.kind !== 'quote');
  if (references.length)
    out.push(
      `references: ${references.map((r) => `${r.number}${r.todayNumber && r.todayNumber !== r.number ? ` (today ${r.todayNumber})` : ''} line ${r.line}`).join(', ')}`,
    );
  if (report.warnings.length || report.skipped.length) out.push('could not read:');
  for (const w of report.warnings) out.push(`  line ${w.line}: ${w.code}: ${w.message}`);
  for (const s of report.skipped)
    out.push(`  line ${s.line}: skipped (${s.code}): ${s.reason}${s.text ? ` — "${s.text.slice(0, 60)}"` : ''}`);
  process.stdout.write(`${out.join('\n')}\n`);
}

function suggestedSets(suggestions: Suggestions): string {
  if (!suggestions.cards.length) return 'it names no card of the card data';
  if (!suggestions.sets.length) return `its ${suggestions.cards.length} cards are of too many sets to suggest any`;
  return `suggested by the cards it names: ${suggestions.sets.map((s) => `${s.code} ${s.cards.join(', ')}`).join('; ')}`;
}

async function main() {
  const options = ['lang', 'title', 'date', 'kind', 'sets', 'id', 'source'] as const;
  const { values, positionals } = parseOptions(
    {
      options: Object.fromEntries(options.map((o) => [o, { type: 'string' }])) as Record<(typeof options)[number], { type: 'string' }>,
      allowPositionals: true,
    },
    USAGE,
  );
  if (positionals.length !== 1) fail(USAGE);
  const file = positionals[0];
  const from = given(file, values);
  let bytes: Buffer;
  try {
    bytes = readRegularFile(file);
  } catch (e) {
    if (e instanceof FileRefused) fail(`${file}: ${e.reason}`);
    throw e;
  }
  const root = resolve(process.env.CONTENT_DIR ?? 'content');
  const content = loadContent(root);
  let read: ReturnType<typeof suggest> | null = null;
  try {
    read = suggest(bytes, file, from, content);
  } catch (e) {
    // A language the text does not tell is asked for like any other field; anything else about the file is a refusal.
    if (!(e instanceof DocumentError) || from.lang || !/could not tell which/.test(e.message)) throw e;
  }
  const suggestions: Suggestions = read?.suggestions ?? { lang: null, title: null, date: null, sets: [], cards: [] };
  const missing = missingFields(from, suggestions);
  if (missing.length) {
    if (!process.stdin.isTTY || !process.stdout.isTTY)
      fail(
        `${file}: the text does not tell its ${missing.join(', ')}, and there is no terminal to ask: give ${missing.map((m) => FLAG[m]).join(' ')}`,
      );
    const answers = await ask(missing, suggestions);
    Object.assign(from, answers);
    if (answers.lang) read = suggest(bytes, file, from, content);
  }
  const { suggestions: final } = read ?? suggest(bytes, file, from, content);
  const entry = entryOf(file, { ...from, kind: from.kind! }, final);
  print(
    addDocument(root, bytes, entry, () => loadContent(root)),
    from,
    final,
  );
  process.stdout.write(`next: npm run build (the site), and commit content/${entry.file} and ${shownPath(`${root}/documents.json`)}\n`);
}

runCommand('add-document', main, [DocumentError, ContentError]);
