import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../languages.js';
import { createSearch } from './query.js';
import { ruleNumberQuery } from './rule-query.js';

const WORDS = ['cr', 'r', 'regla', 'reglas', 'regle', 'regles', 'regra', 'regras', 'rule', 'rules'];

describe('ruleNumberQuery', () => {
  it('reads a rule number alone or after a rule word of any language or an abbreviation', () => {
    const read = (q: string) => ruleNumberQuery(q, WORDS);
    expect(read('702.47')).toBe('702.47');
    expect(read('regla 601.2')).toBe('601.2');
    expect(read('règle 702.79')).toBe('702.79');
    expect(read('Regra 118.8')).toBe('118.8');
    expect(read('CR 702.79a')).toBe('702.79a');
    expect(read('r. 601.2f')).toBe('601.2f');
    expect(read(' 601.2. ')).toBe('601.2');
    expect(read('702')).toBe('702');
  });

  it('leaves every other query to the word search', () => {
    for (const q of ['persist', 'regla', 'costo 601.2', 'regla 601.2 pagar', '2/2', '60', '601.2bb', 'regla de 601.2'])
      expect(ruleNumberQuery(q, WORDS), q).toBeNull();
  });
});

const SEARCH = resolve(import.meta.dirname, '../../public/search');

describe.skipIf(!existsSync(join(SEARCH, 'manifest.json')) && !process.env.CI)('search by rule number (public/search)', () => {
  const search = createSearch(async (file) => {
    const text = readFileSync(join(SEARCH, file), 'utf8');
    return { data: JSON.parse(text), bytes: text.length };
  });
  const titles = async (query: string, lang: Lang) => {
    const r = await search.search(query, lang, 30);
    expect(r.groups.map((g) => g.kind)).toEqual(['rule']);
    return { titles: r.groups[0].hits.map((h) => h.t), terms: r.terms, hits: r.groups[0].hits };
  };

  it('returns the exact number first, then its older meanings, labelled, then its subrules', async () => {
    const { titles: t, terms, hits } = await titles('702.47', 'es');
    expect(t[0]).toMatch(/^702\.47 .*Splice/);
    expect(t[1]).toBe('702.47 en documentos de 2011–2013: Ninjutsu, hoy 702.49');
    expect(hits[1].u).toBe('rules/702.49/');
    expect(t.slice(2, 4)).toEqual(['702.47a', '702.47b']);
    // Only the number typed is highlighted: 702.46 or 702.470 never are.
    expect(terms).toEqual(['702.47']);
    expect(t.some((x) => x.startsWith('702.46'))).toBe(false);
  });

  it('reads the rule words and abbreviations of every language; a prefix lists its subrules in order', async () => {
    expect((await titles('regla 601.2', 'es')).titles.slice(0, 4)).toEqual(['601.2', '601.2a', '601.2b', '601.2c']);
    expect((await titles('règle 601.2', 'fr')).titles[0]).toBe('601.2');
    expect((await titles('r. 601.2f', 'pt')).titles[0]).toBe('601.2f');
    expect((await titles('règle 702.79', 'fr')).titles[0]).toMatch(/^702\.79 .*Persist/);
    expect((await titles('CR 702.79a', 'es')).titles[0]).toBe('702.79a');
    expect((await titles('regra 118.8', 'pt')).titles[0]).toBe('118.8');
  });

  it('finds numbers of older editions the documents cite, with what they are today', async () => {
    const { titles: t } = await titles('502.79', 'fr');
    expect(t[0]).toBe("502.79 dans des documents de 2008–2009 : Persistance (Persist), aujourd'hui 702.79");
  });
});
