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

/** Several audits of one page as one: each category's median score, and the audits that failed in the median run
 *  of any category (the lower median when the number of runs is even). */
export function medianOf(runs: PageScores[]): PageScores {
  const scores: PageScores['scores'] = {};
  const failed = new Set<string>();
  for (const category of CATEGORIES) {
    const ranked = runs.filter((r) => r.scores[category] !== undefined).sort((a, b) => a.scores[category]! - b.scores[category]!);
    if (!ranked.length) continue;
    const median = ranked[Math.floor((ranked.length - 1) / 2)];
    scores[category] = median.scores[category];
    for (const f of median.failed) if (f.startsWith(`${category}:`)) failed.add(f);
  }
  return { url: runs[0].url, scores, failed: [...failed] };
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
    // The audit, without its score: the same audit in three languages is one entry.
    const failed = [...new Set(pages.flatMap((p) => p.failed.map((f) => f.replace(/ \([\d.]+\)$/, ''))))].join('; ');
    return `| ${kind} | \`/…/${path}\` | ${lowest.join(' | ')} | ${failed || '—'} |`;
  });
  return [
    '| page type | page | performance | accessibility | best practices | SEO | audits under 100 |',
    '|---|---|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}
