/**
 * Lighthouse (the npm package, its default mobile settings: a mid-range phone, simulated slow 4G and a 4× slower CPU)
 * on the built site, driving the same Chromium as the browser tests. Used by `npm run lighthouse` (every category,
 * figures for BENCHMARKS.md) and by the test that asserts accessibility and best practices.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from './chromium.js';
import { CATEGORIES, type Category, type PageScores } from './lighthouse-report.js';

export { CATEGORIES, medianOf, type Category, type PageScores, type TypeScores, renderLighthouseTable } from './lighthouse-report.js';

/** One page of each type, below the language prefix: the longest or hardest of its kind. */
export const LIGHTHOUSE_PAGES: [kind: string, path: string][] = [
  ['home', ''],
  ['cards index', 'cards/'],
  ['cards by letter', 'cards/a-z/a/'],
  ['card', 'cards/dollmaker-s-shop-porcelain-gallery/'],
  ['keywords index', 'keywords/'],
  ['keyword', 'keywords/monocolored-hybrid/'],
  ['rules index', 'rules/'],
  ['rule', 'rules/601.2/'],
  ['documents index', 'documents/'],
  ['document', 'documents/duskmourn-release-notes/'],
  ['search', 'search/?q=cascada'],
  ['404', '404/'],
];

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
