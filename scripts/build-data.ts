/**
 * npm run build:data — parse every document of content/, validate every record, write them for the site
 * (src/generated/) and print what was read. Fails (exit 1) with file:line on anything that would lose data.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DocumentError, normalizeText, parseDocument, type DocumentRecords } from '../src/parse/index.js';
import { buildCorpus, unexplainedBulletLines } from '../src/records/index.js';
import { ContentError, loadContent } from '../src/records/load-content.js';
import { validateCorpus } from '../src/records/validate.js';
import { writeSearchAssets } from '../src/search/build-index.js';

const outDir = resolve(process.env.RECORDS_DIR ?? 'src/generated');
const searchDir = resolve(process.env.SEARCH_DIR ?? join(process.env.PUBLIC_DIR ?? 'public', 'search'));

function die(lines: string[]): never {
  for (const l of lines) process.stderr.write(`build:data: ${l}\n`);
  process.stderr.write(`build:data: failed (${lines.length} problem${lines.length === 1 ? '' : 's'})\n`);
  process.exit(1);
}

function main() {
  const started = performance.now();
  let content;
  try {
    content = loadContent(process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : undefined);
  } catch (e) {
    if (e instanceof ContentError) die(e.message.split('\n'));
    throw e;
  }
  const problems: string[] = [];
  const parsed: DocumentRecords[] = [];
  for (const entry of content.manifest) {
    const file = join(content.root, entry.file);
    const shown = `content/${entry.file}`;
    try {
      const bytes = readFileSync(file);
      const records = parseDocument({ content: bytes, file: shown, entry }, content.glossary, content.vocabulary);
      const lines = normalizeText(new TextDecoder().decode(bytes)).lines;
      for (const line of unexplainedBulletLines(lines, records)) problems.push(`${shown}:${line}: bullet line is in no ruling and not in the report (would be lost)`);
      parsed.push(records);
    } catch (e) {
      if (e instanceof DocumentError) problems.push(e.message);
      else problems.push(`${shown}: internal error while parsing: ${(e as Error).message}`);
    }
  }
  if (problems.length) die(problems);

  const corpus = buildCorpus(parsed, content.glossary, content.vocabulary);
  const violations = validateCorpus(corpus, content.manifest);
  if (violations.length) die(violations);

  mkdirSync(outDir, { recursive: true });
  const write = (name: string, data: unknown) => writeFileSync(join(outDir, `${name}.json`), JSON.stringify(data));
  write('documents', corpus.documents);
  write('cards', corpus.cards);
  write('rulings', corpus.rulings);
  write('mechanics', corpus.mechanics);
  write('rules', corpus.rules);
  write('keywords', corpus.keywords);
  write('rule-numbers', corpus.ruleNumbers);
  write('reports', corpus.reports);
  write('glossary', content.glossary);
  const search = writeSearchAssets(corpus, searchDir);

  const rows = corpus.reports.map((r) => ({
    document: r.documentId,
    lang: r.lang,
    cards: r.counts.cards,
    rulings: r.counts.rulings,
    mechanics: r.counts.mechanics,
    rules: r.counts.rules,
    skipped: r.counts.skipped,
    warnings: r.counts.warnings,
  }));
  console.table(rows);
  for (const r of corpus.reports) {
    for (const s of r.skipped) console.log(`skipped  content/${r.file}:${s.line}: ${s.reason}${s.text ? ` — "${s.text.slice(0, 60)}"` : ''}`);
    for (const w of r.warnings) console.log(`warning  content/${r.file}:${w.line}: ${w.code}: ${w.message}`);
  }
  const total = (k: keyof (typeof rows)[number]) => rows.reduce((s, r) => s + (r[k] as number), 0);
  console.log(
    `build:data: ${corpus.documents.length} documents, ${corpus.cards.length} cards, ${corpus.rulings.length} rulings, ${corpus.mechanics.length} mechanics, ` +
      `${corpus.rules.length} rules, ${corpus.keywords.length} keywords, ${corpus.ruleNumbers.length} rule numbers; ${total('skipped')} lines skipped, ` +
      `${total('warnings')} warnings; search ${search.files} files, ${Math.round(search.bytes / 1024)} kB; ${Math.round(performance.now() - started)} ms, ` +
      `peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  );
}

main();
