/**
 * npm run build:data — parse every document of content/, validate every record, write them for the site
 * (src/generated/) and print what was read. Fails (exit 1) with file:line on anything that would lose data.
 */
import { resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { WriteError } from '../src/files/atomic-write.js';
import { FolderLocked, lockFolders } from '../src/files/folder-lock.js';
import { buildFolders } from '../src/pipeline/folders.js';
import { buildAndWrite } from '../src/pipeline/pipeline.js';
import { ContentError, loadContent } from '../src/load/content.js';
import { runCommand } from './lib/cli.js';
import { LANGS, type Lang } from '../src/languages.js';
import type { Corpus } from '../src/records/index.js';
import { UNALIGNED_REASONS, type UnalignedRuling } from '../src/schema/index.js';

// The heap grows by a fifth over what the last full collection kept, not by V8's default of up to twice: the corpus is
// most of the heap and lives to the end, so memory stays near what the build really holds (at 100× the corpus,
// 550 MB at its peak; 30 % gave 560–576 MB for no time saved that the shared machine could show) for a few more
// collections.
setFlagsFromString('--heap-growing-percent=20');

const ROOT = resolve(import.meta.dirname, '..');
const { records: outDir, search: searchDir, publicDir } = buildFolders();

function die(lines: string[]): never {
  for (const l of lines) process.stderr.write(`build:data: ${l}\n`);
  process.stderr.write(`build:data: failed (${lines.length} problem${lines.length === 1 ? '' : 's'})\n`);
  process.exit(1);
}

/** The records and search folders, for this build alone (a build running this stage shares its own). */
function lockOutputs(): void {
  try {
    for (const line of lockFolders([outDir, searchDir], 'npm run build:data').removed) console.log(`build:data: ${line}`);
  } catch (e) {
    if (e instanceof FolderLocked) die([e.message]);
    throw e;
  }
}

function main() {
  const started = performance.now();
  lockOutputs();
  let content;
  try {
    content = loadContent(process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : undefined);
  } catch (e) {
    if (e instanceof ContentError) die(e.message.split('\n'));
    throw e;
  }
  let result;
  try {
    result = buildAndWrite(content, { records: outDir, search: searchDir }, { root: ROOT, publicDir });
  } catch (e) {
    if (e instanceof WriteError) die([e.message]);
    throw e;
  }
  const { corpus, problems, bytes, timings, search, searchMs, build, written } = result;
  if (!corpus || !search) die(problems);
  for (const [target, real] of [
    [outDir, written?.records],
    [searchDir, written?.search],
  ])
    if (real && real !== target) console.log(`build:data: ${target} is a symbolic link: wrote what it leads to, ${real}`);

  const rows = corpus.reports.map((r) => ({
    document: r.documentId,
    lang: r.lang,
    cards: r.counts.cards,
    rulings: r.counts.rulings,
    mechanics: r.counts.mechanics,
    rules: r.counts.rules,
    references: r.counts.references,
    // What stayed text: lines of prose (paragraphs, lists of titles, questions nothing answers).
    'text lines': r.lines.prose,
    skipped: r.counts.skipped,
    warnings: r.counts.warnings,
    // Its rulings that translate an official ruling, those that are its own, and its sets' official rulings it leaves
    // untranslated (src/records/align/).
    aligned: r.alignment?.aligned ?? 0,
    unaligned: r.alignment?.unaligned ?? 0,
    untranslated: r.alignment?.untranslated ?? 0,
  }));
  console.table(rows);
  for (const r of corpus.reports) {
    for (const s of r.skipped)
      console.log(`skipped  content/${r.file}:${s.line}: ${s.reason}${s.text ? ` — "${s.text.slice(0, 60)}"` : ''}`);
    for (const w of r.warnings) console.log(`warning  content/${r.file}:${w.line}: ${w.code}: ${w.message}`);
  }
  const named = (lang: Lang) => content.glossary.keywords.filter((k) => k.official[lang]?.source === 'printed').length;
  console.log(`keyword names: printed ${LANGS.map((l) => `${l} ${named(l)}`).join(', ')} of ${content.glossary.keywords.length} keywords`);
  const unmatched = corpus.cards.filter((c) => c.identity === null);
  const unmatchedByDocument = new Map<string, number>();
  for (const c of unmatched) unmatchedByDocument.set(c.documentId, (unmatchedByDocument.get(c.documentId) ?? 0) + 1);
  console.log(
    `card identities: ${corpus.cards.length - unmatched.length} matched, ${unmatched.length} without a match` +
      (unmatched.length
        ? ` (${[...unmatchedByDocument].map(([d, n]) => `${d}: ${n}`).join(', ')}; catalogue of ${content.catalogue.cards.length} cards)`
        : ''),
  );
  printUnaligned(corpus);
  const total = (k: Exclude<keyof (typeof rows)[number], 'document' | 'lang'>) => rows.reduce((s, r) => s + r[k], 0);
  console.log(
    `alignment: ${total('aligned')} rulings translate an official ruling, ${total('unaligned')} are not paired ` +
      `(${byReason(corpus.reports.flatMap((r) => r.alignment?.unalignedRulings ?? []))}); ` +
      `${total('untranslated')} official rulings of the documents' sets have no translation in the document covering them`,
  );
  console.log(
    `build:data: build ${build}; ${corpus.documents.length} documents, ${corpus.cards.length} cards, ${corpus.rulings.length} rulings, ${corpus.mechanics.length} mechanics, ` +
      `${corpus.rules.length} rules, ${corpus.keywords.length} keywords, ${corpus.ruleNumbers.length} rule numbers; ${total('skipped')} lines skipped, ` +
      `${total('warnings')} warnings; search ${search.files} files, ${Math.round(search.bytes / 1024)} kB; ${Math.round(performance.now() - started)} ms, ` +
      `peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  );
  // Each stage's time, for `npm run bench` (and anyone asking where the time goes).
  const stages = { bytes, ...timings, searchMs, totalMs: performance.now() - started };
  console.log(`build:data: stages ${JSON.stringify(stages, (_, v) => (typeof v === 'number' ? Math.round(v) : v))}`);
}

/** Unaligned rulings counted by reason, in the order of UNALIGNED_REASONS ("12 weak, 1 repeat"). */
function byReason(unaligned: readonly UnalignedRuling[]): string {
  const counts = UNALIGNED_REASONS.map((reason) => [reason, unaligned.filter((u) => u.reason === reason).length] as const);
  return (
    counts
      .filter(([, n]) => n)
      .map(([reason, n]) => `${n} ${reason}`)
      .join(', ') || 'none'
  );
}

/** Each document's unaligned rulings, one line each with file, line and reason, then counted by reason. */
function printUnaligned(corpus: Corpus): void {
  const lines = new Map(corpus.rulings.map((r) => [r.id, r.line]));
  for (const r of corpus.reports) {
    const unaligned = r.alignment?.unalignedRulings ?? [];
    for (const u of unaligned) console.log(`unaligned content/${r.file}:${lines.get(u.rulingId)}: ${u.reason}: ${u.message}`);
    if (unaligned.length) console.log(`alignment ${r.documentId}: ${unaligned.length} unaligned: ${byReason(unaligned)}`);
  }
}

runCommand('build:data', main);
