/**
 * npm run bench [-- --scale 10] [-- --scale 1,10] [-- --pairs 5] [-- --report]: the real pipeline on a generated N×
 * corpus, side by side with a bare Astro build of as many trivial pages (in alternating pairs: the budget is the
 * median pair) and with Pagefind over the same built pages. Prints a table per scale and, last, one summary line.
 * Results accumulate in benchmarks/results.json; benchmarks/chart.svg and the table in BENCHMARKS.md are regenerated
 * from them (`--report`: only that, nothing measured).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../src/bench/chromium.js';
import { generateCorpus } from '../src/bench/generate-corpus.js';
import { generateRulesTranslation } from '../src/bench/generate-rules-translation.js';
import type { ManifestEntry } from '../src/schema/index.js';
import { writeFileAtomic } from '../src/files/atomic-write.js';
import { filesUnder, median, percentile, sizesOf } from '../src/bench/measure.js';
import { renderChart, renderCostTable, renderTable, renderTargets, type EngineResult, type ScaleResult } from '../src/bench/report.js';
import { serveStatic } from '../src/bench/static-server.js';
import { buildRecords, writeSearch } from '../src/pipeline/pipeline.js';
import { astroBuildArgs } from '../src/pipeline/astro-build.js';
import { runStage } from '../src/pipeline/run-stage.js';
import { loadContent } from '../src/load/content.js';
import { importRulesHistory, serializeRulesHistory, serializeRulesText } from '../src/rules-history/importer/index.js';
import { endQuietlyWhenStdoutCloses, fail } from './lib/cli.js';
import { DEFAULT_LANG, LANGS } from '../src/languages.js';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'bench-out');
const QUERIES = [
  'cascada',
  'persistir',
  'vastago',
  'galerie',
  'effroi',
  'sobrecarga',
  'piscine',
  'hechicero eterium',
  '601.2b',
  '702.94a',
  'manifester',
  'criatura',
  'créature',
  'dragon',
  'armadura totem',
  'pilotage',
  'délire',
  'ninjutsu',
  'suspender',
  'contadores',
  // Cards no document mentions, by their printed and English names (the catalogue of every card is indexed).
  'relampago',
  'contresort',
  'lightning bolt',
];
const TOP = 20;

const RULES_ARCHIVE = join(ROOT, '../shared/data/comprehensive-rules');
const MTGJSON = join(ROOT, '../shared/data/mtgjson');

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1,10' },
    seed: { type: 'string', default: '1' },
    // How many times the astro build and the bare build are timed, in alternating pairs (the budget is the median).
    pairs: { type: 'string', default: '3' },
    // Only what a whole-edition rules translation adds to `npm run build` (the 1× corpus built without it, then with it).
    translation: { type: 'boolean', default: false },
    // The chart and BENCHMARKS.md's table written again from benchmarks/results.json, nothing measured.
    report: { type: 'boolean', default: false },
  },
});
const scales = values.scale
  .split(',')
  .map(Number)
  .filter((n) => n >= 1);

if (!/^[1-9]\d*$/.test(values.pairs)) fail(`bench: --pairs takes a number of pairs (1 or more), not "${values.pairs}"`);

const tsx = ['--import', 'tsx'];
const log = (s: string) => process.stderr.write(`bench: ${s}\n`);

/** Parses every document in-process (one cold pass): throughput of the parser alone, then the corpus, its
 *  validation and its search shards. */
function measureParsing(contentDir: string, searchDir: string) {
  const content = loadContent(contentDir);
  const { corpus, problems, bytes, timings } = buildRecords(content);
  if (!corpus) throw new Error(`generated corpus does not validate: ${problems[0]}`);
  const { searchMs } = writeSearch(corpus, searchDir, content);
  return { bytes, ...timings, searchMs, cards: corpus.cards.length, rulings: corpus.rulings.length };
}

/** The rules importer over the whole archive, in-process: time and size of what it writes (history and text). */
function measureRulesImport(): ScaleResult['rulesImport'] {
  if (!existsSync(RULES_ARCHIVE)) return undefined;
  const t0 = performance.now();
  const { history, text } = importRulesHistory(RULES_ARCHIVE);
  const [json, textJson] = [serializeRulesHistory(history), serializeRulesText(text)];
  const ms = performance.now() - t0;
  return { ms, bytes: Buffer.byteLength(json), textBytes: Buffer.byteLength(textJson), editions: history.editions.length };
}

/**
 * The two MTGJSON importers over every set file, each in its own process as a maintainer runs them, writing into
 * bench-out/ (never content/): time and peak memory. The same at every scale: they do not read the documents.
 */
async function measureImports(): Promise<ScaleResult['imports']> {
  if (!existsSync(MTGJSON)) return undefined;
  const out = join(OUT, 'imports');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  log('card import: every MTGJSON set file → catalogue');
  const cards = await stage('import:cards', [...tsx, 'scripts/import-cards.ts', '--out', join(out, 'catalogue')]);
  log('keyword and game-term import: every MTGJSON set file → names');
  const keywords = await stage('import:keywords', [
    ...tsx,
    'scripts/import-keyword-names.ts',
    '--out',
    join(out, 'keyword-names.json'),
    '--terms-out',
    join(out, 'game-terms.json'),
  ]);
  return { cardsS: cards.ms / 1000, cardsMB: cards.peakMB ?? 0, keywordsS: keywords.ms / 1000, keywordsMB: keywords.peakMB ?? 0 };
}

/**
 * A timed build. Every dirty page is written to the disk first (`sync`): the stages before it leave up to 378,000
 * files' writes behind them, and a build started before they were written would be billed for them.
 */
async function timedBuild(name: string, args: string[], env: Record<string, string> = {}) {
  execFileSync('sync');
  return stage(name, args, env);
}

/** A timed build into `out`, removed after it: a pair's run, whose pages nothing reads. */
async function throwawayBuild(out: string, name: string, args: string[], env: Record<string, string> = {}) {
  const run = await timedBuild(name, [...args, '--outDir', out], env);
  rmSync(out, { recursive: true, force: true });
  return run;
}

/**
 * The astro build against the bare build in alternating pairs (`--pairs`, the site's first run, already done, with
 * the first bare run): single runs move 10–20% here, and a pair is timed under the same conditions.
 */
async function timePairs(
  firstSiteMs: number,
  site: (pair: number) => Promise<{ ms: number }>,
  bare: (pair: number) => Promise<{ ms: number; cpuMs: number | null; peakMB: number | null }>,
) {
  const count = Number(values.pairs);
  const firstBare = await bare(0);
  const astroS = [firstSiteMs / 1000];
  const bareS = [firstBare.ms / 1000];
  for (let i = 1; i < count; i++) {
    log(`pair ${i + 1} of ${count}: astro build, then bare build`);
    astroS.push((await site(i)).ms / 1000);
    bareS.push((await bare(i)).ms / 1000);
  }
  return { firstBare, astroS, bareS };
}

/** One stage in a child process (as `npm run build` runs it): time and peak memory; a failure stops the bench. */
async function stage(name: string, args: string[], env: Record<string, string> = {}) {
  const run = await runStage(name, args, { cwd: ROOT, env });
  if (run.failure) throw new Error(run.failure);
  return run;
}

/** The site's own `build.concurrency` (pages written at once), for the bare project to build alike. */
async function siteConcurrency(): Promise<number> {
  const config = (await import('../astro.config.mjs')) as { default: { build?: { concurrency?: number } } };
  return config.default.build?.concurrency ?? 1;
}

async function writeBareProject(dir: string, pages: number) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src/pages'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "type": "module", "private": true }\n');
  // The same build settings as the site (pages written concurrently), so the ratio compares like with like.
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    `import { defineConfig } from 'astro/config';\nexport default defineConfig({ devToolbar: { enabled: false }, build: { concurrency: ${await siteConcurrency()} } });\n`,
  );
  writeFileSync(
    join(dir, 'src/pages/[n].astro'),
    `---\nexport function getStaticPaths() { return Array.from({ length: ${pages} }, (_, n) => ({ params: { n: String(n) } })); }\nconst { n } = Astro.params;\n---\n<html lang="en"><head><title>Page {n}</title></head><body><h1>Page {n}</h1><p>A trivial page.</p></body></html>\n`,
  );
}

/** Runs the query set in Chromium with one engine: cold (fresh browser context per query) and warm. */
async function measureEngine(browser: Browser, base: string, engine: 'site' | 'pagefind', clientPath: string): Promise<EngineResult> {
  const setup =
    engine === 'site'
      ? // The bundler renames exports: take the one that is the site's search object.
        `window.__run = async (q) => { const m = await import(${JSON.stringify(clientPath)}); const s = Object.values(m).find((v) => v && typeof v.search === 'function'); const r = await s.search(q, ${JSON.stringify(DEFAULT_LANG)}, ${TOP}); return r.total; };`
      : `window.__run = async (q) => { const pf = await import('/pagefind/pagefind.js'); const s = await pf.search(q); await Promise.all(s.results.slice(0, ${TOP}).map((x) => x.data())); return s.results.length; };`;
  const firstBytes: number[] = [];
  const cold: number[] = [];
  for (const q of QUERIES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/__bench__/`);
    let bytes = 0;
    // Bytes on the wire (compressed where the server compresses), for every request the query makes.
    page.on('requestfinished', async (request) => {
      bytes += (await request.sizes()).responseBodySize;
    });
    await page.evaluate(setup);
    const ms = await page.evaluate(async (query) => {
      const t = performance.now();
      await (window as unknown as { __run: (q: string) => Promise<number> }).__run(query);
      return performance.now() - t;
    }, q);
    await page.waitForTimeout(50);
    firstBytes.push(bytes);
    cold.push(ms);
    await context.close();
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/__bench__/`);
  await page.evaluate(setup);
  const warm = await page.evaluate(async (queries) => {
    const run = (window as unknown as { __run: (q: string) => Promise<number> }).__run;
    for (const q of queries) await run(q); // load everything the set needs
    const times: number[] = [];
    for (let round = 0; round < 3; round++)
      for (const q of queries) {
        const t = performance.now();
        await run(q);
        times.push(performance.now() - t);
      }
    return times;
  }, QUERIES);
  await context.close();
  return {
    firstQueryKB: firstBytes.reduce((a, b) => a + b, 0) / firstBytes.length / 1024,
    firstQueryMaxKB: Math.max(...firstBytes) / 1024,
    coldMs: median(cold),
    p50: median(warm),
    p95: percentile(warm, 95),
    max: Math.max(...warm),
  };
}

async function benchScale(
  scale: number,
  browser: Browser,
  rulesImport: ScaleResult['rulesImport'],
  imports: ScaleResult['imports'],
): Promise<ScaleResult> {
  const work = join(OUT, `work-${scale}x`);
  const contentDir = join(work, 'content');
  const records = join(work, 'records');
  const publicDir = join(work, 'public');
  const dist = join(work, 'dist');
  rmSync(work, { recursive: true, force: true });
  // The committed public files (favicon, app icons) as the site ships them; its search indexes are this run's own.
  cpSync(join(ROOT, 'public'), publicDir, { recursive: true, filter: (from) => !from.startsWith(join(ROOT, 'public/search')) });

  log(`${scale}x: generating the corpus`);
  const corpus = generateCorpus(join(ROOT, 'content'), contentDir, scale, Number(values.seed));
  log(`${scale}x: ${corpus.documents} documents, ${(corpus.bytes / 1e6).toFixed(1)} MB; parsing in-process`);
  const parsing = measureParsing(contentDir, join(work, 'search-in-process'));

  const env = { CONTENT_DIR: contentDir, RECORDS_DIR: records, PUBLIC_DIR: publicDir, ASTRO_CACHE_DIR: join(work, 'astro-cache') };
  log(`${scale}x: build:data`);
  const data = await stage('build:data', [...tsx, 'scripts/build-data.ts'], env);
  log(`${scale}x: astro build`);
  const site = await timedBuild('astro build', astroBuildArgs(['--outDir', dist, '--force', '--silent']), env);
  const pages = filesUnder(dist).filter((f) => f.endsWith('.html')).length;
  // The sitemap, the search index and the Scryfall-shaped rulings files: stages of their own outside Astro, timed apart
  // from the ratio.
  log(`${scale}x: sitemap`);
  const sitemap = await stage('sitemap', [...tsx, 'scripts/build-sitemap.ts', dist], env);
  log(`${scale}x: search`);
  const search = await stage('search', [...tsx, 'scripts/build-search.ts', dist], env);
  log(`${scale}x: api`);
  const api = await stage('api', [...tsx, 'scripts/build-api.ts', dist], env);
  log(`${scale}x: check-site`);
  const check = await stage('check-site', [...tsx, 'scripts/check-site.ts', dist]);

  log(`${scale}x: bare Astro build of ${pages} trivial pages`);
  const bareDir = join(work, 'bare');
  await writeBareProject(bareDir, pages);
  // The same Node flags for both builds: like with like (the bare build's time does not change with them).
  const pairs = await timePairs(
    site.ms,
    (i) => throwawayBuild(join(work, `dist-pair-${i}`), 'astro build', astroBuildArgs(['--force', '--silent']), env),
    (i) => throwawayBuild(join(bareDir, `dist-${i}`), 'bare astro build', astroBuildArgs(['--root', bareDir, '--silent'])),
  );
  const bare = pairs.firstBare;

  log(`${scale}x: Pagefind over the same pages`);
  const pagefind = await stage('pagefind', [
    'node_modules/pagefind/lib/runner/bin.cjs',
    '--site',
    dist,
    '--output-subdir',
    'pagefind',
    '--silent',
  ]);

  const searchFiles = filesUnder(join(dist, 'search'));
  const perLang = Object.fromEntries(
    LANGS.map((l) => [l, sizesOf(searchFiles.filter((f) => new RegExp(`-${l}-\\d+\\.json$`).test(f)))]),
  ) as ScaleResult['indexSizes'];
  const pagefindSizes = sizesOf(filesUnder(join(dist, 'pagefind')));
  const client = filesUnder(join(dist, '_astro')).find((f) => /search-client\.[^/]+\.js$/.test(f));
  if (!client) throw new Error('search client bundle not found in dist/_astro');

  const catalogueCards = corpus.catalogueCards;
  log(`${scale}x: search in Chromium (${QUERIES.length} queries, site search and Pagefind)`);
  const { base, server } = await serveStatic(dist);
  const siteFigures = await measureEngine(browser, base, 'site', `/_astro/${client.split('/_astro/')[1]}`);
  const pagefindFigures = await measureEngine(browser, base, 'pagefind', '');
  server.close();

  const buildS = (data.ms + site.ms) / 1000;
  return {
    scale,
    measuredOn: new Date().toISOString().slice(0, 10),
    machine: '2 cores, 24 GiB',
    documents: corpus.documents,
    megabytes: corpus.bytes / 1e6,
    cards: parsing.cards,
    rulings: parsing.rulings,
    parseMBps: corpus.bytes / 1e6 / (parsing.parseMs / 1000),
    corpusMs: parsing.corpusMs,
    validateMs: parsing.validateMs,
    searchMs: parsing.searchMs,
    buildDataS: data.ms / 1000,
    astroS: site.ms / 1000,
    checkS: check.ms / 1000,
    sitemapS: sitemap.ms / 1000,
    searchS: search.ms / 1000,
    apiS: api.ms / 1000,
    peakApiMB: api.peakMB ?? 0,
    catalogueCards,
    imports,
    buildS,
    pages,
    pagesPerS: pages / buildS,
    bareS: bare.ms / 1000,
    buildVsBare: buildS / (bare.ms / 1000),
    pairs: { astroS: pairs.astroS, bareS: pairs.bareS },
    cpu: { dataS: (data.cpuMs ?? 0) / 1000, astroS: (site.cpuMs ?? 0) / 1000, bareS: (bare.cpuMs ?? 0) / 1000 },
    peakMB: Math.max(data.peakMB ?? 0, site.peakMB ?? 0),
    peakDataMB: data.peakMB ?? 0,
    peakAstroMB: site.peakMB ?? 0,
    peakCheckMB: check.peakMB ?? 0,
    rulesImport,
    indexSizes: perLang,
    pagefindIndex: pagefindSizes,
    pagefindIndexS: pagefind.ms / 1000,
    site: siteFigures,
    pagefind: pagefindFigures,
  };
}

/**
 * What a translation of a whole edition of the Comprehensive Rules adds to the build: the 1× corpus built (build:data
 * and astro build, each in its own process as `npm run build` runs them), then again with a PO of today's edition (its
 * paragraphs, made-up Portuguese) added as the README says.
 */
async function benchTranslation() {
  const work = join(OUT, 'translation');
  const contentDir = join(work, 'content');
  const publicDir = join(work, 'public');
  rmSync(work, { recursive: true, force: true });
  cpSync(join(ROOT, 'public'), publicDir, { recursive: true, filter: (from) => !from.startsWith(join(ROOT, 'public/search')) });
  generateCorpus(join(ROOT, 'content'), contentDir, 1, Number(values.seed));
  const today = loadContent(contentDir).rules.today;
  const build = async (label: string) => {
    const env = {
      CONTENT_DIR: contentDir,
      RECORDS_DIR: join(work, 'records'),
      PUBLIC_DIR: publicDir,
      ASTRO_CACHE_DIR: join(work, 'astro-cache'),
    };
    log(`translation: build:data ${label}`);
    const data = await stage('build:data', [...tsx, 'scripts/build-data.ts'], env);
    log(`translation: astro build ${label}`);
    const dist = join(work, `dist-${label}`);
    const site = await stage('astro build', astroBuildArgs(['--outDir', dist, '--force', '--silent']), env);
    return {
      dataS: data.ms / 1000,
      astroS: site.ms / 1000,
      cpuS: ((data.cpuMs ?? 0) + (site.cpuMs ?? 0)) / 1000,
      pages: filesUnder(dist).filter((f) => f.endsWith('.html')).length,
    };
  };
  const without = await build('without');
  const { po, paragraphs } = generateRulesTranslation(join(RULES_ARCHIVE, `${today}.txt`), 'pt', Number(values.seed));
  const file = `documents/pt/regras-abrangentes-${today}.po`;
  writeFileSync(join(contentDir, file), po);
  const manifest = JSON.parse(readFileSync(join(contentDir, 'documents.json'), 'utf8')) as ManifestEntry[];
  manifest.push({
    id: `regras-abrangentes-${today}`,
    file,
    lang: 'pt',
    title: 'Regras Abrangentes',
    sets: [],
    kind: 'rules-translation',
    date: today,
    source: 'bench',
  });
  writeFileSync(join(contentDir, 'documents.json'), JSON.stringify(manifest, null, 2));
  const withPo = await build('with');
  const added = withPo.dataS + withPo.astroS - (without.dataS + without.astroS);
  const addedCpu = withPo.cpuS - without.cpuS;
  console.log(
    `bench: rules translation of ${today}: ${paragraphs} paragraphs, ${(Buffer.byteLength(po) / 1e6).toFixed(1)} MB; ` +
      `build:data ${without.dataS.toFixed(1)} → ${withPo.dataS.toFixed(1)} s, astro build ${without.astroS.toFixed(1)} → ${withPo.astroS.toFixed(1)} s ` +
      `(${withPo.pages} pages): adds ${added.toFixed(1)} s (budget 20 s); CPU time ${without.cpuS.toFixed(1)} → ${withPo.cpuS.toFixed(1)} s, ` +
      `adds ${addedCpu.toFixed(1)} s (CPU time holds while other processes share the machine; wall clock does not)`,
  );
}

async function main() {
  if (values.translation) return benchTranslation();
  mkdirSync(join(ROOT, 'benchmarks'), { recursive: true });
  const resultsFile = join(ROOT, 'benchmarks/results.json');
  const all: Record<string, ScaleResult> = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
  if (!values.report) {
    for (const r of await measureScales()) all[String(r.scale)] = r;
    writeFileAtomic(resultsFile, `${JSON.stringify(all, null, 2)}\n`);
  }
  writeReport(Object.values(all).sort((a, b) => a.scale - b.scale));
}

/** Each scale asked for, measured (its tables printed as it ends), then the summary line of the last. */
async function measureScales(): Promise<ScaleResult[]> {
  const browser = await launchChromium();
  const measured: ScaleResult[] = [];
  log('rules history: importing the whole CR archive');
  const rulesImport = measureRulesImport();
  const imports = await measureImports();
  try {
    for (const scale of scales) {
      const r = await benchScale(scale, browser, rulesImport, imports);
      measured.push(r);
      console.log(`${renderTable([r])}\n\n${renderCostTable([r])}\n`);
    }
  } finally {
    await browser.close();
  }
  const last = measured.at(-1);
  if (last)
    console.log(
      `bench: scale=${last.scale}x parseMBps=${last.parseMBps.toFixed(1)} buildS=${last.buildS.toFixed(1)} firstQueryKB=${last.site.firstQueryKB.toFixed(0)} ` +
        `pagefindFirstQueryKB=${last.pagefind.firstQueryKB.toFixed(0)} p95ms=${last.site.p95.toFixed(1)} pagefindP95ms=${last.pagefind.p95.toFixed(1)}`,
    );
  return measured;
}

/** The stored results of every scale as the chart and BENCHMARKS.md's table, and the budgets printed. */
function writeReport(ordered: ScaleResult[]) {
  const costs = renderCostTable(ordered);
  const targets = ordered.length ? renderTargets(ordered) : '';
  console.log(`${costs}\n\n${targets}\n`);
  writeFileAtomic(join(ROOT, 'benchmarks/chart.svg'), renderChart(ordered));
  const md = join(ROOT, 'BENCHMARKS.md');
  if (existsSync(md)) {
    const text = readFileSync(md, 'utf8');
    const table = `${renderTable(ordered)}\n\n${costs}\n\n${targets}`;
    writeFileAtomic(
      md,
      text.replace(/<!-- bench:table -->[\s\S]*<!-- \/bench:table -->/, `<!-- bench:table -->\n${table}\n<!-- /bench:table -->`),
    );
  }
}

endQuietlyWhenStdoutCloses();
main().catch((e) => fail(`bench: ${(e as Error).message}`));
