/**
 * Lighthouse (the npm package, its default mobile settings: a mid-range phone, simulated slow 4G and a 4× slower CPU)
 * on the built site, driving the same Chromium as the browser tests. Used by `npm run lighthouse` (every category,
 * figures for BENCHMARKS.md) and by the test that asserts accessibility and best practices.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from './chromium.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One page of each type, below the language prefix: the longest or hardest of its kind. */
export const LIGHTHOUSE_PAGES: [kind: string, path: string][] = [
  ['home', ''],
  ['cards index', 'cards/'],
  ['cards by letter', 'cards/fr/A/'],
  ['card', 'cards/fr/atelier-du-fabricant-de-poupees-galerie-de-porcelaine/'],
  ['keywords index', 'keywords/'],
  ['keyword', 'keywords/monocolored-hybrid/'],
  ['rules index', 'rules/'],
  ['rule', 'rules/601.2/'],
  ['documents index', 'documents/'],
  ['document', 'documents/duskmourn-release-notes/'],
  ['search', 'search/?q=cascada'],
  ['404', '404/'],
];

export interface PageScores {
  url: string;
  /** Each category's score, 0–100. */
  scores: Partial<Record<Category, number>>;
  /** The scored audits that did not pass, as "category: audit id (score)". */
  failed: string[];
}

export interface Lighthouse {
  audit: (url: string, categories?: readonly Category[]) => Promise<PageScores>;
  close: () => Promise<void>;
}

/** A headless Chromium for Lighthouse to drive (through chrome-launcher), one audit after another. */
export async function startLighthouse(): Promise<Lighthouse> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    logLevel: 'error',
  });
  return {
    audit: async (url, categories = CATEGORIES) => {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
      if (!result) throw new Error(`lighthouse: no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`lighthouse: ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const scores: PageScores['scores'] = {};
      const failed: string[] = [];
      for (const category of categories) {
        const c = lhr.categories[category];
        scores[category] = Math.round((c?.score ?? 0) * 100);
        for (const ref of c?.auditRefs ?? []) {
          const a = lhr.audits[ref.id];
          if (ref.weight > 0 && a && a.score !== null && a.score < 1) failed.push(`${category}: ${ref.id} (${a.score})`);
        }
      }
      return { url, scores, failed };
    },
    close: async () => {
      chrome.kill();
    },
  };
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
