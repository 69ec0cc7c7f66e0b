/**
 * The query path never throws and always ends, whatever is typed: thousands of generated queries against the real
 * search assets (public/search, written by build:data), through the same code the browser runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearch, queryTerms } from '../src/search/query.js';
import { LANGS } from '../src/languages.js';

const SEARCH = resolve(import.meta.dirname, '../public/search');
const RUNS = Number(process.env.FC_RUNS ?? 1500);

function localSearch() {
  if (!existsSync(join(SEARCH, 'manifest.json')))
    throw new Error('public/search is missing: run `npm run build:data` first (npm test does)');
  return createSearch(async (file) => {
    const text = readFileSync(join(SEARCH, file), 'utf8');
    return { data: JSON.parse(text), bytes: text.length };
  });
}

/** Things people type, and things that break naive search boxes. */
const queryArbitrary = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .array(
      fc.constantFrom(
        ':',
        '+',
        '-',
        '~',
        '^',
        '*',
        '"',
        "'",
        '’',
        '\\',
        '(',
        ')',
        '[',
        ']',
        '{',
        '}',
        '<',
        '>',
        'title:',
        'name:',
        'constructor',
        '__proto__',
        'toString',
        'hasOwnProperty',
        ' ',
        '\u00a0',
        '\t',
        '\n',
        'AND',
        'OR',
        'NOT',
      ),
      { maxLength: 20 },
    )
    .map((parts) => parts.join('')),
  fc
    .array(
      fc.constantFrom(
        'cascada',
        'vástago',
        'galerie',
        'dégradée',
        "l'effroi",
        'híbrido',
        'persist',
        '601.2b',
        '702.94a',
        '702.',
        '6',
        'créat',
        'sobrecarga',
        'x',
      ),
      { minLength: 1, maxLength: 6 },
    )
    .map((w) => w.join(' ')),
);

describe('search never breaks', () => {
  it(`${RUNS} generated queries: no throw, results or none`, async () => {
    const search = localSearch();
    await fc.assert(
      fc.asyncProperty(queryArbitrary, fc.constantFrom(...LANGS), async (query, lang) => {
        // How fast is the benchmark's question (npm run bench: p95 per query), not a test's.
        const results = await search.search(query, lang, 20);
        expect(results.total).toBe(results.groups.reduce((n, g) => n + g.hits.length, 0));
        for (const g of results.groups) for (const h of g.hits) expect(typeof h.u).toBe('string');
      }),
      { numRuns: RUNS },
    );
  }, 300_000);

  it('queries of any length are cut to a bounded number of terms', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20_000 }), (query) => {
        const terms = queryTerms(query, 'es');
        expect(terms.length).toBeLessThanOrEqual(8);
        for (const t of terms) expect(t.text.length).toBeLessThanOrEqual(40);
      }),
      { numRuns: 300 },
    );
  });

  it('a 5,000-character query and lunr syntax answer without throwing', async () => {
    const search = localSearch();
    for (const q of ['x'.repeat(5000), 'a:b', 'title:cascada', '+*', '~2', 'cascada^10', '-persistir', '*']) {
      await expect(search.search(q, 'es')).resolves.toBeDefined();
    }
  });
});
