/** Lighthouse's scores as the benchmark reports them (no Lighthouse import: the table is tested on its own). */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageScores {
  url: string;
  /** Each category's score, 0–100. */
  scores: Partial<Record<Category, number>>;
  /** The scored audits that did not pass, as "category: audit id (score)". */
  failed: string[];
}

/** Scores of the same page type in each language. */
export interface TypeScores {
  kind: string;
  path: string;
  byLang: Record<string, PageScores>;
}

/** The Markdown table of BENCHMARKS.md: a row per page type, each category's lowest score over the languages, and
 *  the audits that kept a score under 100. */
export function renderLighthouseTable(results: TypeScores[]): string {
  const rows = results.map(({ kind, path, byLang }) => {
    const pages = Object.values(byLang);
    const lowest = CATEGORIES.map((c) => Math.min(...pages.map((p) => p.scores[c] ?? 0)));
    const failed = [...new Set(pages.flatMap((p) => p.failed))].join('; ');
    return `| ${kind} | \`/…/${path}\` | ${lowest.join(' | ')} | ${failed || '—'} |`;
  });
  return [
    '| page type | page | performance | accessibility | best practices | SEO | audits under 100 |',
    '|---|---|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}
