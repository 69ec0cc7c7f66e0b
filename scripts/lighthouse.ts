/**
 * npm run lighthouse: Lighthouse's mobile audit (performance, accessibility, best practices, SEO) on one page of each
 * type in each language of the built site (dist/, served gzipped by a plain static server), in Debian's Chromium.
 * Prints a line per page; writes benchmarks/lighthouse.json and the table of BENCHMARKS.md (lowest score per type).
 * `-- --runs 3` audits each page three times and keeps each category's median (on a busy machine the performance
 * score varies from run to run).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  LIGHTHOUSE_PAGES,
  medianOf,
  renderLighthouseTable,
  startLighthouse,
  type PageScores,
  type TypeScores,
} from '../src/bench/lighthouse.js';
import { serveStatic } from '../src/bench/static-server.js';
import { writeFileAtomic } from '../src/files/atomic-write.js';
import { LANGS } from '../src/languages.js';
import { endQuietlyWhenStdoutCloses, fail } from './lib/cli.js';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');

endQuietlyWhenStdoutCloses();
const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const runs = Math.max(1, Number(values.runs) || 1);
if (!existsSync(join(DIST, 'index.html'))) fail('dist/ is missing: run `npm run build` first');

const { base, server } = await serveStatic(DIST);
const auditTimes = async (url: string): Promise<PageScores[]> => {
  const all: PageScores[] = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouse.audit(url));
  return all;
};
const lighthouse = await startLighthouse();
const results: TypeScores[] = [];
try {
  for (const [kind, path] of LIGHTHOUSE_PAGES) {
    const byLang: TypeScores['byLang'] = {};
    for (const lang of LANGS) {
      const page = medianOf(await auditTimes(`${base}/${lang}/${path}`));
      byLang[lang] = { ...page, url: `/${lang}/${path}` };
      const scores = Object.entries(page.scores).map(([c, s]) => `${c} ${s}`);
      process.stdout.write(
        `lighthouse: /${lang}/${path}  ${scores.join('  ')}${page.failed.length ? `  (${page.failed.join('; ')})` : ''}\n`,
      );
    }
    results.push({ kind, path, byLang });
  }
} catch (e) {
  fail(`lighthouse: ${(e as Error).message}`);
} finally {
  await lighthouse.close();
  server.close();
}

writeFileAtomic(join(ROOT, 'benchmarks/lighthouse.json'), `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
const md = join(ROOT, 'BENCHMARKS.md');
const text = readFileSync(md, 'utf8');
const table = `<!-- lighthouse:table -->\n${renderLighthouseTable(results)}\n<!-- /lighthouse:table -->`;
if (!/<!-- lighthouse:table -->[\s\S]*<!-- \/lighthouse:table -->/.test(text))
  fail('BENCHMARKS.md: no <!-- lighthouse:table --> section to write into');
writeFileAtomic(md, text.replace(/<!-- lighthouse:table -->[\s\S]*<!-- \/lighthouse:table -->/, table));
process.stdout.write('lighthouse: benchmarks/lighthouse.json and BENCHMARKS.md written\n');
