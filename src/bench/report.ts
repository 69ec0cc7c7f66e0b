import type { Sizes } from './measure.js';

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
  machine: string;
  documents: number;
  megabytes: number;
  cards: number;
  rulings: number;
  parseMBps: number;
  corpusMs: number;
  validateMs: number;
  buildDataS: number;
  astroS: number;
  checkS?: number;
  buildS: number;
  pages: number;
  pagesPerS: number;
  bareS: number;
  buildVsBare: number;
  peakMB: number;
  peakDataMB?: number;
  peakAstroMB?: number;
  indexSizes: Record<'es' | 'fr' | 'pt', Sizes>;
  pagefindIndex: Sizes;
  pagefindIndexS: number;
  site: EngineResult;
  pagefind: EngineResult;
}

const kb = (n: number) => `${(n / 1024).toFixed(0)}`;
const f1 = (n: number) => n.toFixed(1);

/** The results as a Markdown table, one column per scale. */
export function renderTable(results: ScaleResult[]): string {
  const rows: [string, (r: ScaleResult) => string][] = [
    ['documents (MB of text)', (r) => `${r.documents} (${f1(r.megabytes)})`],
    ['cards / rulings', (r) => `${r.cards} / ${r.rulings}`],
    ['parsing, MB/s', (r) => f1(r.parseMBps)],
    ['corpus assembly / validation, ms', (r) => `${r.corpusMs.toFixed(0)} / ${r.validateMs.toFixed(0)}`],
    [
      'peak memory, MB: build:data / astro build',
      (r) =>
        r.peakDataMB !== undefined ? `${r.peakDataMB.toFixed(0)} / ${r.peakAstroMB!.toFixed(0)}` : `${r.peakMB.toFixed(0)} (max of both)`,
    ],
    ['build:data + astro build, s', (r) => `${f1(r.buildDataS)} + ${f1(r.astroS)} = ${f1(r.buildS)}`],
    ['link and markup check of dist/ (part of npm run build), s', (r) => (r.checkS !== undefined ? f1(r.checkS) : '–')],
    ['pages, pages/s', (r) => `${r.pages}, ${r.pagesPerS.toFixed(0)}`],
    ['bare Astro build of as many trivial pages, s', (r) => f1(r.bareS)],
    ['full pipeline ÷ bare build', (r) => `${r.buildVsBare.toFixed(2)}×`],
    ['search index es / fr / pt, raw kB', (r) => `${kb(r.indexSizes.es.raw)} / ${kb(r.indexSizes.fr.raw)} / ${kb(r.indexSizes.pt.raw)}`],
    [
      'search index es / fr / pt, gzip kB',
      (r) => `${kb(r.indexSizes.es.gzip)} / ${kb(r.indexSizes.fr.gzip)} / ${kb(r.indexSizes.pt.gzip)}`,
    ],
    [
      'search index es / fr / pt, brotli kB',
      (r) => `${kb(r.indexSizes.es.brotli)} / ${kb(r.indexSizes.fr.brotli)} / ${kb(r.indexSizes.pt.brotli)}`,
    ],
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

/** Three small line charts (log scale on x): build time, index bytes of a first query, p95 latency. */
export function renderChart(results: ScaleResult[]): string {
  const panels: { title: string; series: { name: string; color: string; value: (r: ScaleResult) => number }[] }[] = [
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
    const maxY = Math.max(1e-9, ...results.flatMap((r) => panel.series.map((s) => s.value(r)))) * 1.1;
    const x = (s: number) => ox + pad + ((lx(s) - minX) / (maxX - minX)) * (W - pad * 1.5);
    const y = (v: number) => H - pad + 20 - (v / maxY) * (H - pad - 10);
    out.push(`<text x="${ox + W / 2}" y="14" text-anchor="middle" font-weight="bold">${panel.title}</text>`);
    out.push(
      `<line x1="${ox + pad}" y1="${y(0)}" x2="${ox + W - pad / 2}" y2="${y(0)}" stroke="#999"/>`,
      `<line x1="${ox + pad}" y1="${y(0)}" x2="${ox + pad}" y2="${y(maxY)}" stroke="#999"/>`,
    );
    out.push(
      `<text x="${ox + pad - 4}" y="${y(maxY) + 4}" text-anchor="end">${maxY.toFixed(maxY < 10 ? 1 : 0)}</text>`,
      `<text x="${ox + pad - 4}" y="${y(0)}" text-anchor="end">0</text>`,
    );
    for (const s of scales) out.push(`<text x="${x(s)}" y="${y(0) + 14}" text-anchor="middle">${s}×</text>`);
    panel.series.forEach((series, k) => {
      const points = results.map((r) => `${x(r.scale).toFixed(1)},${y(series.value(r)).toFixed(1)}`).join(' ');
      out.push(`<polyline fill="none" stroke="${series.color}" stroke-width="2" points="${points}"/>`);
      for (const r of results)
        out.push(`<circle cx="${x(r.scale).toFixed(1)}" cy="${y(series.value(r)).toFixed(1)}" r="3" fill="${series.color}"/>`);
      out.push(`<text x="${ox + pad + 6}" y="${34 + k * 13}" fill="${series.color}">${series.name}</text>`);
    });
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
