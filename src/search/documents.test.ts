import { describe, expect, it } from 'vitest';
import { siteCorpus } from '../../tests/helpers/site-corpus.js';
import { LANGS } from '../languages.js';
import { searchDocuments } from './documents.js';

describe('search entries', () => {
  it("of one language alone are that language's entries of the whole corpus, with the same refs", () => {
    const corpus = siteCorpus();
    const all = searchDocuments(corpus, corpus.catalogue);
    for (const lang of LANGS) {
      const one = searchDocuments(corpus, corpus.catalogue, lang);
      expect(one[lang]).toEqual(all[lang]);
      expect(one[lang].names.length).toBeGreaterThan(0);
      for (const other of LANGS.filter((l) => l !== lang)) expect(one[other]).toEqual({ names: [], text: [], meta: new Map() });
    }
  });
});
