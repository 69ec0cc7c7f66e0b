/**
 * npm run import:keywords -- [DIR_OR_FILES...] [--out FILE] [--terms-out FILE] [--history FILE] [--rules-glossary FILE]
 *                            [--glossary FILE] [--check] [--allow-thinner]
 *
 * Derives the Spanish, French and Portuguese names of every keyword of today's rules (the keywords of
 * content/rules-history.json, or --history) from the printed text of MTGJSON v5 set files (default
 * ../shared/data/mtgjson) and writes content/keyword-names.json (or --out); and the words of the game terms of today's
 * Comprehensive Rules glossary (content/rules-glossary.json, or --rules-glossary) with the terms the rules renamed
 * (and the hand list of content/glossary.json, or --glossary) to content/game-terms.json (or --terms-out). Prints the
 * files read and skipped, the coverage per language, each disagreement (one line naming file and card, counted) and
 * the time. --check writes nothing and exits 1 when a committed file differs. A set file it cannot use: one line
 * naming it (and the card), exit 1, nothing written. An import that would thin a committed table (fewer sets,
 * printings or names) is refused unless --allow-thinner says the data really shrank (the report says so).
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { z } from 'zod';
import { writeFilesAtomic, WriteError } from '../src/files/atomic-write.js';
import {
  importKeywordNames,
  KeywordImportError,
  keywordRenames,
  keywordsOfToday,
  refuseThinner,
  refuseThinnerTerms,
  serializeGameTerms,
  serializeKeywordNames,
} from '../src/keyword-names/index.js';
import { LANGS } from '../src/languages.js';
import { rulesHistoryIndex } from '../src/rules-history/index.js';
import { glossaryFileSchema, rulesGlossaryFileSchema, rulesHistorySchema } from '../src/schema/index.js';
import { fail, failUnlessCommitted, parseOptions, runCommand } from './lib/cli.js';

// Every set file's printings are read into corpora that live until the names are decided: the heap grows by a fifth over
// what the last full collection kept, not by V8's default of up to twice (peak memory 1.10 GB by default, 0.86 GB so,
// for about a tenth more CPU time), as import:cards and build:data do.
setFlagsFromString('--heap-growing-percent=20');

const ROOT = resolve(import.meta.dirname, '..');
const NAME = 'import:keywords';
const USAGE = `usage: npm run ${NAME} -- [DIR_OR_FILES...] [--out FILE] [--terms-out FILE] [--history FILE] [--rules-glossary FILE] [--glossary FILE] [--check] [--allow-thinner]`;
const log = (s: string) => process.stdout.write(`${s}\n`);

function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel : path;
}

/** A table of content/ the import reads, checked; a missing or invalid one is one line naming it. */
function readTable<S extends z.ZodTypeAny>(file: string, schema: S, run: string): z.output<S> {
  try {
    return schema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (e) {
    fail(`${shown(file)}: cannot be read (${(e as Error).message.split('\n')[0]}): run npm run ${run}`);
  }
}

function main() {
  const started = performance.now();
  const string = { type: 'string' } as const;
  const flag = { type: 'boolean' } as const;
  const { values, positionals } = parseOptions(
    {
      options: {
        out: string,
        'terms-out': string,
        history: string,
        'rules-glossary': string,
        glossary: string,
        check: flag,
        'allow-thinner': flag,
      },
      allowPositionals: true,
    },
    USAGE,
  );
  const inputs = positionals.length ? positionals.map((p) => resolve(p)) : [resolve(ROOT, '../shared/data/mtgjson')];
  const file = (option: string | undefined, fallback: string) => resolve(option ?? resolve(ROOT, fallback));
  const out = file(values.out, 'content/keyword-names.json');
  const termsOut = file(values['terms-out'], 'content/game-terms.json');
  const rules = rulesHistoryIndex(readTable(file(values.history, 'content/rules-history.json'), rulesHistorySchema, 'import:rules'));
  const glossaryFile = file(values.glossary, 'content/glossary.json');
  const terms = {
    glossary: readTable(file(values['rules-glossary'], 'content/rules-glossary.json'), rulesGlossaryFileSchema, 'import:rules'),
    keywordRenames: keywordRenames(rules),
    hand: readTable(glossaryFile, glossaryFileSchema, NAME).formerTerms ?? [],
    handFile: shown(glossaryFile),
  };

  const result = importKeywordNames(inputs, keywordsOfToday(rules), rules.today, { terms });
  const gameTerms = result.gameTerms!;
  const text = serializeKeywordNames(result.table);
  const termsText = serializeGameTerms(gameTerms);
  log(`${NAME}: ${result.files} files in ${inputs.map(shown).join(', ')}: ${result.table.sets} v5 sets read, one file each`);
  for (const s of result.skipped) log(`  skipped ${shown(s.file)}: ${s.reason}`);
  log(`${NAME}: foreign printings with text read: ${LANGS.map((l) => `${l} ${result.table.printings[l]}`).join(', ')}`);
  const of = (l: (typeof LANGS)[number]) => `${l} ${result.coverage[l].named}/${result.coverage[l].of}`;
  log(`${NAME}: keywords named / keywords of today's rules (${rules.today}): ${LANGS.map(of).join(', ')}`);
  const termsNamed = (l: (typeof LANGS)[number]) => gameTerms.terms.filter((t) => t.names[l]).length;
  const renamed = gameTerms.terms.reduce((n, t) => n + t.former.length, 0);
  log(
    `${NAME}: game terms named / terms of today's glossary: ${LANGS.map((l) => `${l} ${termsNamed(l)}/${gameTerms.terms.length}`).join(', ')}; renames: ${renamed}`,
  );
  log(`${NAME}: printed names that disagree: ${result.disagreements.length}`);
  for (const d of result.disagreements)
    log(`  ${d.file}: ${d.card}: ${d.lang} "${d.english}" printed "${d.other}" (${d.printings} recent printings), elsewhere "${d.chosen}"`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (values.check) {
    failUnlessCommitted(out, shown(out), text, 'the MTGJSON data', NAME);
    failUnlessCommitted(termsOut, shown(termsOut), termsText, 'the MTGJSON data and the rules glossary', NAME);
    log(`${NAME}: ${shown(out)} and ${shown(termsOut)} are up to date (${seconds} s)`);
    return;
  }
  if (values['allow-thinner']) log(`${NAME}: --allow-thinner: the committed tables are replaced even where this import gives less`);
  else {
    refuseThinner(out, shown(out), result.table);
    refuseThinnerTerms(termsOut, shown(termsOut), gameTerms);
  }
  writeFilesAtomic([
    [out, text],
    [termsOut, termsText],
  ]);
  log(`${NAME}: wrote ${shown(out)}: ${result.table.keywords.length} keywords, ${Buffer.byteLength(text)} bytes`);
  log(`${NAME}: wrote ${shown(termsOut)}: ${gameTerms.terms.length} terms, ${Buffer.byteLength(termsText)} bytes (${seconds} s)`);
}

runCommand(NAME, main, [KeywordImportError, WriteError]);
