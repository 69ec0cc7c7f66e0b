import { describe, expect, it } from 'vitest';
import { languageFiles, offlineLists, servedUrl, type BuiltFile } from './download-list.js';

const file = (path: string, bytes = 10, hash = 'h'): BuiltFile => ({ path, bytes, hash });
const SITE = [
  'index.html',
  '404.html',
  '_astro/site.css',
  'es/index.html',
  'es/cards/es/murder/index.html',
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

describe('offline download lists', () => {
  it("holds a language's pages (not its not-found page), the names and metadata of every language, its own text and rules", () => {
    expect(languageFiles(SITE, 'es').map((f) => f.path)).toEqual([
      'es/index.html',
      'es/cards/es/murder/index.html',
      'search/manifest.json',
      'search/names-es-0.json',
      'search/names-fr-0.json',
      'search/meta-pt-3.json',
      'search/text-es-0.json',
      'search/rules-es-702.json',
    ]);
  });

  it('lists URLs as the site serves them, with the count and bytes the home page shows first', () => {
    const [es] = offlineLists(SITE, 'b1');
    expect(es.summary).toEqual({ build: 'b1', lang: 'es', files: 8, bytes: 80 });
    expect(es.list.urls.slice(0, 2)).toEqual(['/es/', '/es/cards/es/murder/']);
    expect(servedUrl('index.html')).toBe('/');
    expect(servedUrl('search/manifest.json')).toBe('/search/manifest.json');
  });
});
