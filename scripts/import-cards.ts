/**
 * npm run import:cards -- [DIR_OR_FILES...] [--out DIR] [--check] [--allow-thinner]
 *
 * Derives the catalogue of every card (content/catalogue/) from MTGJSON files: v5 set files and AllPrintings.json
 * (`.json.gz` too; default ../shared/data/mtgjson). Prints what was read, the copies of a set not used, the rows that
 * name no card, and the counts. `--check` writes nothing and fails when a committed file differs from what the data
 * gives. A catalogue thinner than the committed one (fewer cards, printings, rulings, Scryfall ids or sets) is
 * refused unless `--allow-thinner`; any unreadable file or inconsistent card is one line, exit 1, nothing written.
 */
import { LANGS, type Lang } from '../src/languages.js';
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { stageDirectory, WriteError } from '../src/files/atomic-write.js';
import {
  CARDS_FOLDER,
  CatalogueError,
  CatalogueImportError,
  committedIndex,
  DuplicateSetError,
  importCatalogue,
  INDEX_FILE,
  MtgjsonError,
  OracleConflict,
  readShardText,
  ReleaseDateError,
  thinnerThan,
  writeCatalogue,
  type CatalogueImport,
} from '../src/catalogue/importer/index.js';
import { join } from 'node:path';
import { readRegularFile } from '../src/files/read-regular.js';
import { fail, parseOptions, runCommand } from './lib/cli.js';
import { setFlagsFromString } from 'node:v8';

// The rows of every set file are most of the heap and live until the catalogue is derived: the heap grows by a fifth
// over what the last full collection kept, not by V8's default of up to twice (peak memory 1.07 GB by default, 0.57 GB
// so, for about a fifth more CPU time).
setFlagsFromString('--heap-growing-percent=20');

const ROOT = resolve(import.meta.dirname, '..');
const NAME = 'import:cards';
const USAGE = `usage: ${NAME} [DIR_OR_FILES...] [--out DIR] [--check] [--allow-thinner]`;

const shown = (path: string) => {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel : path;
};

function report(result: CatalogueImport): string[] {
  const { index } = result.files;
  const lines = [`${NAME}: ${result.read.length} MTGJSON files read (newest built ${index.data.newest}), ${index.sets.length} sets`];
  for (const n of result.notUsed)
    lines.push(
      `${NAME}: not used: ${shown(n.file)} (${n.code}, ${n.version ?? 'no version'}): ${shown(n.usedFile)} (${n.usedVersion ?? 'no version'}) is newer`,
    );
  if (result.withoutCards.length) lines.push(`${NAME}: sets whose rows name no card (no oracle id): ${result.withoutCards.join(', ')}`);
  // One line per file: the rows MTGJSON gives no oracle id, counted and named.
  const orphans = new Map<string, typeof result.derived.withoutOracleId>();
  for (const o of result.derived.withoutOracleId) orphans.set(o.file, [...(orphans.get(o.file) ?? []), o]);
  for (const [file, rows] of orphans)
    lines.push(
      `${NAME}: ${shown(file)}: ${rows.length} row${rows.length === 1 ? '' : 's'} without an oracle id (no card of their own; their cards come from their other printings): ${rows
        .map((o) => `${o.set} ${o.number ?? ''} ${o.name}`)
        .join('; ')}`,
    );
  for (const s of result.derived.skippedRulings) lines.push(`${NAME}: skipped: ${shown(s.file)}: ${s.card}: ${s.problem}`);
  if (result.derived.skippedRulings.length) lines.push(`${NAME}: ${result.derived.skippedRulings.length} official rulings skipped`);
  const c = index.counts;
  const ids = Object.entries(c.scryfallIds).map(([lang, n]) => `${lang} ${n}`);
  lines.push(`${NAME}: ${c.cards} cards, ${c.printings} printings, ${c.rulings} official rulings; Scryfall ids: ${ids.join(', ')}`);
  const printed = (lang: Lang) => result.derived.cards.filter((card) => card.printed[lang]).length;
  lines.push(`${NAME}: cards printed in ${LANGS.map((l) => `${l} ${printed(l)}`).join(', ')}`);
  return lines;
}

/** The first committed file that differs from the derived catalogue, said in one line; null when all agree. */
function firstDifference(out: string, result: CatalogueImport): string | null {
  let index: string | undefined;
  try {
    index = readRegularFile(join(out, INDEX_FILE)).toString('utf8');
  } catch {
    return `${shown(join(out, INDEX_FILE))}: missing: run npm run ${NAME}`;
  }
  if (index !== result.files.indexText)
    return `${shown(join(out, INDEX_FILE))}: differs from what the MTGJSON data gives: run npm run ${NAME}`;
  for (const [file, text] of result.files.shards) {
    const committed = readShardText(out, file);
    if (committed === text) continue;
    const path = shown(join(out, CARDS_FOLDER, file));
    if (committed === undefined) return `${path}: missing or not gzip: run npm run ${NAME}`;
    const a = committed.split('\n');
    const b = text.split('\n');
    const line = a.findIndex((l, i) => l !== b[i]);
    const card = /"name":"((?:[^"\\]|\\.)*)"/.exec(b[line] ?? a[line] ?? '')?.[1];
    return `${path}: line ${line + 1}${card ? ` (${card})` : ''} differs from what the MTGJSON data gives: run npm run ${NAME}`;
  }
  return null;
}

async function main() {
  const started = performance.now();
  const { values, positionals } = parseOptions(
    {
      options: { out: { type: 'string' }, check: { type: 'boolean' }, 'allow-thinner': { type: 'boolean' } },
      allowPositionals: true,
    },
    USAGE,
  );
  const inputs = positionals.length ? positionals.map((p) => resolve(p)) : [resolve(ROOT, '../shared/data/mtgjson')];
  const out = values.out ? resolve(values.out) : resolve(ROOT, 'content/catalogue');
  const result = await importCatalogue(inputs);
  const lines = report(result);
  const committed = committedIndex(out);
  const thinner = committed ? thinnerThan(committed, result.files.index) : [];
  if (thinner.length && !values['allow-thinner'])
    fail(
      `${NAME}: ${inputs.map(shown).join(', ')} gives a thinner catalogue than ${shown(out)} (${thinner.join('; ')}): add the missing files, or --allow-thinner if the change is deliberate`,
    );
  if (thinner.length) lines.push(`${NAME}: --allow-thinner: ${thinner.join('; ')}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const l of lines) process.stdout.write(`${l}\n`);
  if (values.check) {
    const difference = firstDifference(out, result);
    if (difference) fail(difference);
    process.stdout.write(`${NAME}: ${shown(out)} is up to date (${seconds} s)\n`);
    return;
  }
  const staged = stageDirectory(out);
  staged.fill((path) => writeCatalogue(path, result.files, existsSync(out) ? out : undefined));
  staged.commit();
  process.stdout.write(`${NAME}: wrote ${shown(out)}: ${result.files.shards.size} shards (${seconds} s)\n`);
}

runCommand(NAME, main, [
  CatalogueImportError,
  CatalogueError,
  OracleConflict,
  ReleaseDateError,
  DuplicateSetError,
  MtgjsonError,
  WriteError,
]);
