import { median, type Sizes } from './measure.js';
import { LANGS, type Lang } from '../languages.js';

export interface EngineResult {
  firstQueryKB: number;
  firstQueryMaxKB: number;
  coldMs: number;
  p50: number;
  p95: number;
  max: number;
}

/** Everything measured at one scale. */
export interface ScaleResult {
  scale: number;
  /** The day of the run (YYYY-MM-DD); absent in runs from before it was kept. */
  measuredOn?: string;
  machine: string;
  documents: number;
  megabytes: number;
  cards: number;
  rulings: number;
  parseMBps: number;
  corpusMs: number;
  validateMs: number;
  /** Writing the search shards (in-process, after validation). */
  searchMs?: number;
  buildDataS: number;
  astroS: number;
  checkS?: number;
  /** The Scryfall-shaped rulings files (the `api` stage, outside Astro). */
  sitemapS?: number;
  searchS?: number;
  apiS?: number;
  peakApiMB?: number;
  /** The catalogue's cards the site was built with, beside the documents' own (absent before the catalogue). */
  catalogueCards?: number;
  /** The MTGJSON importers over every set file, each in its own process (the same at every scale). */
  imports?: { cardsS: number; cardsMB: number; keywordsS: number; keywordsMB: number };
  buildS: number;
  pages: number;
  pagesPerS: number;
  bareS: number;
  buildVsBare: number;
  /** The astro build and the bare build timed again in alternating pairs (the first pair is astroS and bareS), s: a
   *  single run moves 10–20% on this machine, so the budget is judged on the median pair. Absent in older runs. */
  pairs?: { astroS: number[]; bareS: number[] };
  /** CPU time (user + system) of build:data, astro build and the bare build, s: absent in runs from before it was kept.
   *  Unlike the wall clock, it holds while other processes share the machine. */
  cpu?: { dataS: number; astroS: number; bareS: number };
  peakMB: number;
  peakDataMB?: number;
  peakAstroMB?: number;
  peakCheckMB?: number;
  /** The rules-history importer over the whole CR archive (independent of the scale). */
  /** `textBytes`: the rules text (every wording), absent in runs from before it was derived. */
  rulesImport?: { ms: number; bytes: number; textBytes?: number; editions: number };
  indexSizes: Record<Lang, Sizes>;
  pagefindIndex: Sizes;
  pagefindIndexS: number;
  site: EngineResult;
  pagefind: EngineResult;
}

const kb = (n: number) => `${(n / 1024).toFixed(0)}`;
const rulesOutput = (r: NonNullable<ScaleResult['rulesImport']>) =>
  r.textBytes === undefined ? kb(r.bytes) : `${kb(r.bytes)} + ${kb(r.textBytes)}`;
const f1 = (n: number) => n.toFixed(1);

/** The astro build ÷ the bare build: the median of the pairs' ratios and their range (one ratio where runs were
 *  not paired). */
export function astroVsBare(r: ScaleResult): { ratio: number; min: number; max: number; pairs: number } {
  const ratios = r.pairs ? r.pairs.astroS.map((s, i) => s / r.pairs!.bareS[i]) : [r.astroS / r.bareS];
  return { ratio: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios), pairs: ratios.length };
}

const ratioText = (r: ScaleResult) => {
  const { ratio, min, max, pairs } = astroVsBare(r);
  return pairs > 1 ? `${ratio.toFixed(2)}× (median of ${pairs} pairs: ${min.toFixed(2)}–${max.toFixed(2)}×)` : `${ratio.toFixed(2)}×`;
};

/** A row of the table: its label and its cell for one scale. */
type Row = [string, (r: ScaleResult) => string];

/** The results as a Markdown table, one column per scale. */
export function renderTable(results: ScaleResult[]): string {
  const rows: Row[] = [
    ['measured on', (r) => r.measuredOn ?? 'before 2026-11-30'],
    ['documents (MB of text)', (r) => `${r.documents} (${f1(r.megabytes)})`],
    ['catalogue cards (every card ever printed)', (r) => (r.catalogueCards !== undefined ? String(r.catalogueCards) : '–')],
    ['document cards / rulings', (r) => `${r.cards} / ${r.rulings}`],
    ['parsing, MB/s', (r) => f1(r.parseMBps)],
    ['corpus assembly / validation, ms', (r) => `${r.corpusMs.toFixed(0)} / ${r.validateMs.toFixed(0)}`],
    [
      'peak memory, MB: build:data / astro build',
      (r) =>
        r.peakDataMB !== undefined ? `${r.peakDataMB.toFixed(0)} / ${r.peakAstroMB!.toFixed(0)}` : `${r.peakMB.toFixed(0)} (max of both)`,
    ],
    ['build:data + astro build, s', (r) => `${f1(r.buildDataS)} + ${f1(r.astroS)} = ${f1(r.buildS)}`],
    ['link and markup check of dist/ (part of npm run build), s', (r) => (r.checkS !== undefined ? f1(r.checkS) : '–')],
    ['sitemap stage, s', (r) => (r.sitemapS !== undefined ? f1(r.sitemapS) : '–')],
    ['search stage (the index linked into dist/), s', (r) => (r.searchS !== undefined ? f1(r.searchS) : '–')],
    [
      'api stage: Scryfall-shaped rulings files, s (peak MB)',
      (r) => (r.apiS !== undefined ? `${f1(r.apiS)} (${(r.peakApiMB ?? 0).toFixed(0)})` : '–'),
    ],
    [
      'MTGJSON imports, s (peak MB): cards / keyword names and game terms',
      (r) =>
        r.imports
          ? `${f1(r.imports.cardsS)} (${r.imports.cardsMB.toFixed(0)}) / ${f1(r.imports.keywordsS)} (${r.imports.keywordsMB.toFixed(0)})`
          : '–',
    ],
    [
      'peak memory of the whole pipeline (its largest stage: they run one after another), MB',
      (r) => Math.max(r.peakDataMB ?? r.peakMB, r.peakAstroMB ?? 0, r.peakCheckMB ?? 0).toFixed(0),
    ],
    [
      'rules history and text: import of the whole CR archive, s (editions, output kB: history + text)',
      (r) => (r.rulesImport ? `${f1(r.rulesImport.ms / 1000)} (${r.rulesImport.editions}, ${rulesOutput(r.rulesImport)})` : '–'),
    ],
    ['pages, pages/s', (r) => `${r.pages}, ${r.pagesPerS.toFixed(0)}`],
    ['bare Astro build of as many trivial pages, s', (r) => f1(r.bareS)],
    ['full pipeline ÷ bare build', (r) => `${r.buildVsBare.toFixed(2)}×`],
    ['astro build ÷ bare build', ratioText],
    [
      'CPU time, s: build:data / astro build / bare build (astro ÷ bare)',
      (r) => (r.cpu ? `${f1(r.cpu.dataS)} / ${f1(r.cpu.astroS)} / ${f1(r.cpu.bareS)} (${(r.cpu.astroS / r.cpu.bareS).toFixed(2)}×)` : '–'),
    ],
    ...(['raw', 'gzip', 'brotli'] as const).map((size): Row => [
      `search index ${LANGS.join(' / ')}, ${size} kB`,
      (r) => LANGS.map((l) => kb(r.indexSizes[l][size])).join(' / '),
    ]),
    [
      'Pagefind index (all languages), raw / gzip kB, build s',
      (r) => `${kb(r.pagefindIndex.raw)} / ${kb(r.pagefindIndex.gzip)}, ${f1(r.pagefindIndexS)}`,
    ],
    [
      'first query downloads on the wire (gzip), mean (max) kB: site',
      (r) => `${r.site.firstQueryKB.toFixed(0)} (${r.site.firstQueryMaxKB.toFixed(0)})`,
    ],
    [
      'first query downloads on the wire (gzip), mean (max) kB: Pagefind',
      (r) => `${r.pagefind.firstQueryKB.toFixed(0)} (${r.pagefind.firstQueryMaxKB.toFixed(0)})`,
    ],
    ['first query downloads, site ÷ Pagefind', (r) => `${(r.site.firstQueryKB / r.pagefind.firstQueryKB).toFixed(2)}×`],
    ['index load + first query, median ms: site / Pagefind', (r) => `${f1(r.site.coldMs)} / ${f1(r.pagefind.coldMs)}`],
    ['query latency p50 / p95 / max ms: site', (r) => `${f1(r.site.p50)} / ${f1(r.site.p95)} / ${f1(r.site.max)}`],
    ['query latency p50 / p95 / max ms: Pagefind', (r) => `${f1(r.pagefind.p50)} / ${f1(r.pagefind.p95)} / ${f1(r.pagefind.max)}`],
    ['p95, site ÷ Pagefind', (r) => `${(r.site.p95 / r.pagefind.p95).toFixed(2)}×`],
  ];
  const head = `| measure | ${results.map((r) => `${r.scale}×`).join(' | ')} |`;
  const sep = `|---|${results.map(() => '---:').join('|')}|`;
  return [head, sep, ...rows.map(([label, value]) => `| ${label} | ${results.map(value).join(' | ')} |`)].join('\n');
}

/** What each stage costs per MB of source text, ms/MB: a stage that grows faster than the corpus shows here. */
export const STAGE_COSTS: [stage: string, ms: (r: ScaleResult) => number | undefined][] = [
  ['parsing', (r) => (r.megabytes / r.parseMBps) * 1000],
  ['corpus assembly', (r) => r.corpusMs],
  ['validation', (r) => r.validateMs],
  ['search shards', (r) => r.searchMs],
  ['build:data (all of it, own process)', (r) => r.buildDataS * 1000],
  ['astro build (pages)', (r) => r.astroS * 1000],
  ['link and markup check', (r) => (r.checkS === undefined ? undefined : r.checkS * 1000)],
  ['bare Astro build (as many trivial pages)', (r) => r.bareS * 1000],
];

const perMB = (r: ScaleResult, ms: (r: ScaleResult) => number | undefined) => {
  const v = ms(r);
  return v === undefined ? undefined : v / r.megabytes;
};

/**
 * Cost per MB of each stage at each scale, and the ratio of the largest scale to the one before it (1.00× is
 * linear; above 1.3× a stage grows faster than the corpus).
 */
export function renderCostTable(results: ScaleResult[]): string {
  const [prev, last] = results.slice(-2);
  const ratio = results.length >= 2;
  const head = `| ms per MB of text | ${results.map((r) => `${r.scale}×`).join(' | ')}${ratio ? ` | ${last.scale}× ÷ ${prev.scale}× |` : ' |'}`;
  const sep = `|---|${results.map(() => '---:').join('|')}${ratio ? '|---:|' : '|'}`;
  const rows = STAGE_COSTS.map(([stage, ms]) => {
    const cells = results.map((r) => perMB(r, ms)?.toFixed(0) ?? '–');
    if (ratio) {
      const a = perMB(prev, ms);
      const b = perMB(last, ms);
      cells.push(a && b ? `${(b / a).toFixed(2)}×` : '–');
    }
    return `| ${stage} | ${cells.join(' | ')} |`;
  });
  return [head, sep, ...rows].join('\n');
}

/**
 * The standing budgets: each absolute one on the whole site (the 1× corpus: every card of the catalogue and the
 * documents), and linear growth (each stage's cost per MB of documents) from the scale before the largest to the
 * largest (10× to 100×), each with what was measured and whether it holds.
 */
export function renderTargets(results: readonly ScaleResult[]): string {
  const r = results.find((x) => x.scale === 1) ?? results[0];
  const [before, after] = results.length > 1 ? results.slice(-2) : [];
  const GiB = 1024;
  const dataMB = r.peakDataMB ?? r.peakMB;
  const astroMB = r.peakAstroMB ?? r.peakMB;
  const firstQuery = r.site.firstQueryKB / r.pagefind.firstQueryKB;
  const rows: [string, string, boolean][] = [
    ['parsing, one cold pass', `${f1(r.parseMBps)} MB/s (target ≥ 12)`, r.parseMBps >= 12],
    ['build:data time', `${f1(r.buildDataS)} s (target ≤ 60)`, r.buildDataS <= 60],
    ['build:data peak memory', `${dataMB.toFixed(0)} MB (target ≤ ${GiB})`, dataMB <= GiB],
    ['astro build ÷ bare build', `${ratioText(r)} (target ≤ 2.5×)`, astroVsBare(r).ratio <= 2.5],
    ['astro build peak memory', `${astroMB.toFixed(0)} MB (target < ${2 * GiB})`, astroMB < 2 * GiB],
    ['first query downloads, site ÷ Pagefind', `${firstQuery.toFixed(2)}× (target ≤ 0.5×)`, firstQuery <= 0.5],
    ['query latency p95, site vs Pagefind', `${f1(r.site.p95)} vs ${f1(r.pagefind.p95)} ms (target: below)`, r.site.p95 < r.pagefind.p95],
  ];
  if (r.rulesImport)
    rows.push(['rules history and text import', `${f1(r.rulesImport.ms / 1000)} s (target < 60)`, r.rulesImport.ms < 60_000]);
  if (r.imports) {
    const { cardsS, cardsMB, keywordsS } = r.imports;
    rows.push(['card import', `${f1(cardsS)} s, ${cardsMB.toFixed(0)} MB (target ≤ 120 s, ≤ ${GiB} MB)`, cardsS <= 120 && cardsMB <= GiB]);
    rows.push(['keyword and game-term import', `${f1(keywordsS)} s (target ≤ 120)`, keywordsS <= 120]);
  }
  if (before && after)
    for (const [stage, ms] of STAGE_COSTS.slice(0, 7)) {
      const a = perMB(before, ms);
      const b = perMB(after, ms);
      if (a && b)
        rows.push([`${stage}: cost per MB, ${after.scale}× ÷ ${before.scale}×`, `${(b / a).toFixed(2)}× (target ≤ 1.3×)`, b / a <= 1.3]);
    }
  return [
    `| target (the whole site: ${r.scale}×, measured ${r.measuredOn ?? 'before 2026-11-30'}) | measured | met |`,
    '|---|---:|:---:|',
    ...rows.map(([t, m, ok]) => `| ${t} | ${m} | ${ok ? 'yes' : '**no**'} |`),
  ].join('\n');
}

/** Three small line charts (log scale on x): build time, index bytes of a first query, p95 latency. */
export function renderChart(results: ScaleResult[]): string {
  const panels: { title: string; log?: boolean; series: { name: string; color: string; value: (r: ScaleResult) => number }[] }[] = [
    {
      title: 'Build time (s)',
      series: [
        { name: 'full pipeline', color: '#7a2e0e', value: (r) => r.buildS },
        { name: 'bare Astro', color: '#6b7280', value: (r) => r.bareS },
      ],
    },
    {
      title: 'First query download (kB)',
      series: [
        { name: 'site (lunr shards)', color: '#7a2e0e', value: (r) => r.site.firstQueryKB },
        { name: 'Pagefind', color: '#1d4ed8', value: (r) => r.pagefind.firstQueryKB },
      ],
    },
    {
      title: 'Query latency p95 (ms)',
      series: [
        { name: 'site', color: '#7a2e0e', value: (r) => r.site.p95 },
        { name: 'Pagefind', color: '#1d4ed8', value: (r) => r.pagefind.p95 },
      ],
    },
    {
      // Fixed costs make 1× a hundred times dearer per MB than 100×: on a log scale 10× and 100× stay readable.
      title: 'Cost per MB of text (ms/MB, log)',
      log: true,
      series: (
        [
          ['parsing', '#7a2e0e'],
          ['corpus assembly', '#b45309'],
          ['search shards', '#15803d'],
          ['astro build (pages)', '#1d4ed8'],
          ['link and markup check', '#6b21a8'],
        ] as const
      ).map(([stage, color]) => {
        const ms = STAGE_COSTS.find(([s]) => s === stage)![1];
        return { name: stage, color, value: (r: ScaleResult) => perMB(r, ms) ?? NaN };
      }),
    },
  ];
  const W = 300;
  const H = 200;
  const pad = 40;
  const scales = results.map((r) => r.scale);
  const lx = (s: number) => Math.log10(s);
  const minX = Math.min(...scales.map(lx));
  const maxX = Math.max(...scales.map(lx), minX + 1);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W * panels.length}" height="${H + 40}" font-family="sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
  ];
  panels.forEach((panel, p) => {
    const ox = p * W;
    const values = results.flatMap((r) => panel.series.map((s) => s.value(r))).filter((v) => !Number.isNaN(v));
    const maxY = Math.max(1e-9, ...values) * 1.1;
    const minY = panel.log ? Math.max(1e-9, Math.min(...values.filter((v) => v > 0))) / 1.5 : 0;
    const scaled = (v: number) => (panel.log ? Math.log10(Math.max(v, minY) / minY) / Math.log10(maxY / minY) : v / maxY);
    const x = (s: number) => ox + pad + ((lx(s) - minX) / (maxX - minX)) * (W - pad * 1.5);
    const y = (v: number) => H - pad + 20 - scaled(v) * (H - pad - 10);
    const label = (v: number) => (v === 0 ? '0' : v.toFixed(v < 10 ? 1 : 0));
    out.push(`<text x="${ox + W / 2}" y="14" text-anchor="middle" font-weight="bold">${panel.title}</text>`);
    out.push(
      `<line x1="${ox + pad}" y1="${y(minY)}" x2="${ox + W - pad / 2}" y2="${y(minY)}" stroke="#999"/>`,
      `<line x1="${ox + pad}" y1="${y(minY)}" x2="${ox + pad}" y2="${y(maxY)}" stroke="#999"/>`,
    );
    out.push(
      `<text x="${ox + pad - 4}" y="${y(maxY) + 4}" text-anchor="end">${label(maxY)}</text>`,
      `<text x="${ox + pad - 4}" y="${y(minY)}" text-anchor="end">${label(minY)}</text>`,
    );
    for (const s of scales) out.push(`<text x="${x(s)}" y="${y(minY) + 14}" text-anchor="middle">${s}×</text>`);
    panel.series.forEach((series, k) => {
      // A measure older results lack is left out of the line.
      const measured = results.filter((r) => !Number.isNaN(series.value(r)));
      const points = measured.map((r) => `${x(r.scale).toFixed(1)},${y(series.value(r)).toFixed(1)}`).join(' ');
      out.push(`<polyline fill="none" stroke="${series.color}" stroke-width="2" points="${points}"/>`);
      for (const r of measured)
        out.push(`<circle cx="${x(r.scale).toFixed(1)}" cy="${y(series.value(r)).toFixed(1)}" r="3" fill="${series.color}"/>`);
      out.push(`<text x="${ox + pad + 6}" y="${34 + k * 13}" fill="${series.color}">${series.name}</text>`);
    });
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
