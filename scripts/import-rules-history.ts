/**
 * npm run import:rules -- [DIR] [--out FILE] [--check]
 * Derives the history of every Comprehensive Rules number from the editions in DIR (default
 * ../shared/data/comprehensive-rules) and writes it to FILE (default content/rules-history.json), printing a short
 * report. --check writes nothing and exits 1 when FILE differs from what DIR derives. Errors: one line on stderr
 * naming the file, exit 1.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { importRulesHistory, RulesHistoryError, serializeRulesHistory } from '../src/rules-history/importer/index.js';

function fail(message: string): never {
  process.stderr.write(`${message.split('\n')[0]}\n`);
  process.exit(1);
}

const NOT_FOLLOWED_SHOWN = 12;

try {
  const { values, positionals } = parseArgs({ options: { out: { type: 'string' }, check: { type: 'boolean' } }, allowPositionals: true });
  if (positionals.length > 1) fail('usage: npm run import:rules -- [DIR] [--out FILE] [--check]');
  const dir = positionals[0] ?? '../shared/data/comprehensive-rules';
  const out = values.out ?? 'content/rules-history.json';
  const t0 = performance.now();
  const { history, report } = importRulesHistory(dir);
  const json = serializeRulesHistory(history);
  const ms = Math.round(performance.now() - t0);
  const bytes = Buffer.byteLength(json);
  const log = (s: string) => process.stdout.write(`${s}\n`);
  log(`editions: ${report.editions} (${history.editions[0]} … ${history.editions[history.editions.length - 1]})`);
  for (const s of report.skipped) log(`  skipped ${s.file}: ${s.reason}`);
  log(`numbered rules read: ${report.rules}; source misprints read around: ${report.notes.length}`);
  log(`lineages: ${report.lineages} (${report.lineagesToday} in today's edition)`);
  const by = Object.entries(report.followedBy)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  log(`rules followed edition to edition: ${report.followed} (${by}); ended (deleted): ${report.ended}; started (new): ${report.started}`);
  log(`rules that could not be followed: ${report.notFollowed.length}`);
  const perEdition = new Map<string, number>();
  for (const n of report.notFollowed) perEdition.set(n.next, (perEdition.get(n.next) ?? 0) + 1);
  if (perEdition.size > 0) log(`  by next edition: ${[...perEdition].map(([d, n]) => `${d} ${n}`).join(', ')}`);
  for (const n of report.notFollowed.slice(0, NOT_FOLLOWED_SHOWN)) log(`  ${n.file} ${n.number}: ${n.reason}`);
  if (report.notFollowed.length > NOT_FOLLOWED_SHOWN) log(`  … and ${report.notFollowed.length - NOT_FOLLOWED_SHOWN} more`);
  log(`time: ${ms} ms; output: ${bytes} bytes`);
  if (values.check) {
    let committed: string;
    try {
      committed = readFileSync(out, 'utf8');
    } catch (e) {
      fail(`${out}: cannot read file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    if (committed !== json) fail(`${out}: differs from what ${dir} derives; run npm run import:rules`);
    log(`${out}: up to date`);
  } else {
    const tmp = `${out}.tmp-${process.pid}`;
    try {
      writeFileSync(tmp, json);
      renameSync(tmp, out);
    } catch (e) {
      fail(`${out}: cannot write file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    log(`wrote ${out}`);
  }
} catch (e) {
  if (e instanceof RulesHistoryError) fail(e.message);
  fail(`import-rules-history: internal error: ${(e as Error).message}`);
}
