/**
 * npm run import:keywords -- [DIR_OR_FILES...] [--out FILE] [--history FILE] [--check] [--allow-thinner]
 *
 * Derives the Spanish, French and Portuguese names of every keyword of today's rules (the keywords of
 * content/rules-history.json, or --history) from the printed text of MTGJSON v5 set files (default
 * ../shared/data/mtgjson) and writes content/keyword-names.json (or --out). Prints the files read and skipped, the
 * coverage per language, each disagreement (one line naming file and card, counted) and the time. --check writes
 * nothing and exits 1 when the committed file differs. A set file it cannot use: one line naming it (and the card),
 * exit 1, nothing written. An import that would thin the committed table (fewer sets, printings or names) is refused
 * unless --allow-thinner says the data really shrank (the report says so).
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { writeFileAtomic, WriteError } from '../src/files/atomic-write.js';
import {
  importKeywordNames,
  KeywordImportError,
  keywordsOfToday,
  serializeKeywordNames,
  refuseThinner,
} from '../src/keyword-names/index.js';
import { LANGS } from '../src/languages.js';
import { rulesHistoryIndex } from '../src/rules-history/index.js';
import { rulesHistorySchema } from '../src/schema/index.js';

import { fail, failUnlessCommitted, parseOptions, runCommand } from './lib/cli.js';

const ROOT = resolve(import.meta.dirname, '..');
const NAME = 'import:keywords';
const USAGE = `usage: npm run ${NAME} -- [DIR_OR_FILES...] [--out FILE] [--history FILE] [--check] [--allow-thinner]`;
const log = (s: string) => process.stdout.write(`${s}\n`);

function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel : path;
}

function todaysKeywords(file: string) {
  let history;
  try {
    history = rulesHistorySchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (e) {
    fail(`${shown(file)}: not a rules history (${(e as Error).message.split('\n')[0]}): run npm run import:rules`);
  }
  const rules = rulesHistoryIndex(history);
  return {
    keywords: keywordsOfToday(rules),
    today: rules.today,
  };
}

function main() {
  const started = performance.now();
  const { values, positionals } = parseOptions(
    {
      options: { out: { type: 'string' }, history: { type: 'string' }, check: { type: 'boolean' }, 'allow-thinner': { type: 'boolean' } },
      allowPositionals: true,
    },
    USAGE,
  );
  const inputs = positionals.length ? positionals.map((p) => resolve(p)) : [resolve(ROOT, '../shared/data/mtgjson')];
  const out = resolve(values.out ?? resolve(ROOT, 'content/keyword-names.json'));
  const { keywords, today } = todaysKeywords(resolve(values.history ?? resolve(ROOT, 'content/rules-history.json')));

  const result = importKeywordNames(inputs, keywords, today);
  const text = serializeKeywordNames(result.table);
  log(`${NAME}: ${result.files} files in ${inputs.map(shown).join(', ')}: ${result.table.sets} v5 sets read, one file each`);
  for (const s of result.skipped) log(`  skipped ${shown(s.file)}: ${s.reason}`);
  log(`${NAME}: foreign printings with text read: ${LANGS.map((l) => `${l} ${result.table.printings[l]}`).join(', ')}`);
  log(
    `${NAME}: keywords named / keywords of today's rules (${today}): ${LANGS.map((l) => `${l} ${result.coverage[l].named}/${result.coverage[l].of}`).join(', ')}`,
  );
  log(`${NAME}: printed names that disagree: ${result.disagreements.length}`);
  for (const d of result.disagreements)
    log(`  ${d.file}: ${d.card}: ${d.lang} "${d.english}" printed "${d.other}" (${d.printings} recent printings), elsewhere "${d.chosen}"`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (values.check) {
    failUnlessCommitted(out, shown(out), text, 'the MTGJSON data', NAME);
    log(`${NAME}: ${shown(out)} is up to date (${seconds} s)`);
    return;
  }
  if (values['allow-thinner']) log(`${NAME}: --allow-thinner: the committed table is replaced even where this import gives less`);
  else refuseThinner(out, shown(out), result.table);
  writeFileAtomic(out, text);
  log(`${NAME}: wrote ${shown(out)}: ${result.table.keywords.length} keywords, ${Buffer.byteLength(text)} bytes (${seconds} s)`);
}

runCommand(NAME, main, [KeywordImportError, WriteError]);
