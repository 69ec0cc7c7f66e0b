import { describe, expect, it } from 'vitest';
import { offlineLists, packFiles, servedUrl, type BuiltFile } from './download-list.js';

const file = (path: string, bytes = 10, hash = 'h'): BuiltFile => ({ path, bytes, hash });
const SITE = [
  'index.html',
  '404.html',
  '_astro/site.css',
  'es/index.html',
  'es/cards/es/murder/index.html',
  'es/cards/murder/index.html',
  'es/cards/lightning-bolt/index.html',
  'es/cards/a-z/m/index.html',
  'es/sets/dsk/coverage/index.html',
  'es/404/index.html',
  'es/opensearch.xml',
  'fr/index.html',
  'data/es.json',
  'search/manifest.json',
  'search/names-es-0.json',
  'search/names-fr-0.json',
  'search/meta-pt-3.json',
  'search/text-es-0.json',
  'search/text-fr-0.json',
  'search/rules-es-702.json',
  'search/rules-fr-702.json',
].map((p) => file(p));

const DOCUMENT_CARDS = new Set(['murder']);

describe('offline download lists', () => {
  it("holds a language's pages (not its not-found page nor the sets' coverage pages), the names and metadata of every language, its own text and rules", () => {
    expect(packFiles(SITE, 'es', DOCUMENT_CARDS).map((f) => f.path)).toEqual([
      'es/index.html',
      'es/cards/es/murder/index.html',
      'es/cards/murder/index.html',
      'es/cards/a-z/m/index.html',
      'search/manifest.json',
      'search/names-es-0.json',
      'search/names-fr-0.json',
      'search/meta-pt-3.json',
      'search/text-es-0.json',
      'search/rules-es-702.json',
    ]);
  });

  it('keeps the pages of the cards no document gives apart, in the language’s cards pack', () => {
    expect(packFiles(SITE, 'es-cards', DOCUMENT_CARDS).map((f) => f.path)).toEqual(['es/cards/lightning-bolt/index.html']);
    expect(packFiles(SITE, 'fr-cards', DOCUMENT_CARDS)).toEqual([]);
  });

  it('lists URLs as the site serves them, with the count and bytes the home page shows first', () => {
    const [es, esCards] = offlineLists(SITE, 'b1', DOCUMENT_CARDS);
    expect(es.summary).toEqual({ build: 'b1', pack: 'es', files: 10, bytes: 100 });
    expect(esCards.summary).toEqual({ build: 'b1', pack: 'es-cards', files: 1, bytes: 10 });
    expect(es.list.urls.slice(0, 2)).toEqual(['/es/', '/es/cards/es/murder/']);
    expect(servedUrl('index.html')).toBe('/');
    expect(servedUrl('search/manifest.json')).toBe('/search/manifest.json');
  });
});
