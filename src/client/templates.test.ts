import { describe, expect, it } from 'vitest';
import type { Lang } from '../languages.js';
import { searchPage } from '../site/routing/search.js';
import { counted, documentSnippet } from './templates.js';

const texts = (lang: Lang) => JSON.parse(searchPage(lang).texts) as Record<string, string>;

describe('search page strings in the browser', () => {
  it('count results with the plural form of the reader’s language', () => {
    expect(counted(texts('es'), 'es', 'results', { count: 1, query: 'x' })).toBe('1 resultado para «x»');
    expect(counted(texts('es'), 'es', 'results', { count: 2, query: 'x' })).toBe('2 resultados para «x»');
    expect(counted(texts('fr'), 'fr', 'results', { count: 0, query: 'x' })).toBe('0 résultat pour « x »');
    expect(counted(texts('fr'), 'fr', 'results', { count: 1000000, query: 'x' })).toBe('1\u202f000\u202f000 résultats pour « x »');
    expect(counted(texts('pt'), 'pt', 'results', { count: 1, query: 'x' })).toBe('1 resultado para “x”');
  });

  it('show a document result’s kind and date in the reader’s words, a deduced date as deduced', () => {
    expect(documentSnippet(texts('es'), 'es', { dk: 'rules-excerpt', di: 1, s: '2013-07-11' })).toBe(
      'Extracto de las reglas completas · fecha deducida de sus citas: reglas del 11 de julio de 2013',
    );
    expect(documentSnippet(texts('fr'), 'fr', { dk: 'faq', s: '2012-06' })).toBe('Foire aux questions · juin 2012');
  });
});
