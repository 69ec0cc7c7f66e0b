import { describe, expect, it } from 'vitest';
import { medianOf, renderLighthouseTable, type PageScores } from './lighthouse-report.js';

const page = (url: string, performance: number, seo: number, failed: string[] = []): PageScores => ({
  url,
  scores: { performance, accessibility: 100, 'best-practices': 100, seo },
  failed,
});

describe('the Lighthouse table of BENCHMARKS.md', () => {
  it('gives each page type the lowest score of its languages and the audits that kept a score under 100', () => {
    const table = renderLighthouseTable([
      { kind: 'home', path: '', byLang: { es: page('/es/', 100, 100), fr: page('/fr/', 97, 100, ['performance: speed-index (0.88)']) } },
      {
        kind: '404',
        path: '404/',
        byLang: { es: page('/es/404/', 100, 63, ['seo: is-crawlable (0)']), pt: page('/pt/404/', 100, 63, ['seo: is-crawlable (0)']) },
      },
    ]).split('\n');
    expect(table[0]).toBe('| page type | page | performance | accessibility | best practices | SEO | audits under 100 |');
    expect(table[2]).toBe('| home | `/…/` | 97 | 100 | 100 | 100 | performance: speed-index |');
    expect(table[3]).toBe('| 404 | `/…/404/` | 100 | 100 | 100 | 63 | seo: is-crawlable |');
  });
});

describe('several runs of one page', () => {
  it("keep each category's median score and the audits that failed in that run", () => {
    const runs = [
      page('/pt/documents/', 71, 100, ['performance: total-blocking-time (0.05)']),
      page('/pt/documents/', 100, 100),
      page('/pt/documents/', 98, 100, ['performance: speed-index (0.9)']),
    ];
    expect(medianOf(runs)).toEqual({
      url: '/pt/documents/',
      scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
      failed: ['performance: speed-index (0.9)'],
    });
  });
});
