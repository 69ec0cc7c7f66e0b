import { describe, expect, it } from 'vitest';
import { offlineLists, packFiles, servedUrl, MissingPage, type BuiltFile, type PackSources } from './download-list.js';

const file = (path: string, bytes = 10, hash = 'h'): BuiltFile => ({ path, bytes, hash });
const SITE = [
  'index.html',
  '404.html',
  '_astro/site.css',
  'es/index.html',
  'es/download/index.html',
  'es/cards/es/murder/index.html',
  'es/cards/murder/index.html',
  'es/cards/lightning-bolt/index.html',
  'es/cards/counterspell/index.html',
  'es/cards/a-z/m/index.html',
  'es/sets/index.html',
  'es/sets/m10/index.html',
  'es/sets/lea/index.html',
  'es/sets/m10/coverage/index.html',
  'es/404/index.html',
  'es/opensearch.xml',
  'fr/index.html',
  'fr/sets/m10/index.html',
  'fr/sets/lea/index.html',
  'fr/cards/murder/index.html',
  'fr/cards/lightning-bolt/index.html',
  'fr/cards/counterspell/index.html',
  'pt/sets/m10/index.html',
  'pt/sets/lea/index.html',
  'pt/cards/murder/index.html',
  'pt/cards/lightning-bolt/index.html',
  'pt/cards/counterspell/index.html',
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

const SOURCES: PackSources = {
  documentCards: new Set(['murder']),
  sets: [
    { code: 'M10', slugs: ['murder', 'lightning-bolt'] },
    { code: 'LEA', slugs: ['lightning-bolt', 'counterspell'] },
  ],
};
const paths = (pack: string) =>
  packFiles(SITE, SOURCES)
    .get(pack as never)
    ?.map((f) => f.path);

describe('offline packs', () => {
  it("a language's site: its pages but its cards' (those the documents print aside), sets', sets' coverage and A–Z's, then the search files it reads", () => {
    expect(paths('es')).toEqual([
      'es/index.html',
      'es/download/index.html',
      'es/cards/es/murder/index.html',
      'es/cards/murder/index.html',
      'es/sets/index.html',
      'search/manifest.json',
      'search/names-es-0.json',
      'search/names-fr-0.json',
      'search/meta-pt-3.json',
      'search/text-es-0.json',
      'search/rules-es-702.json',
    ]);
  });

  it("a set's pack: its page and its cards' pages, in each language", () => {
    expect(paths('es-set-m10')).toEqual(['es/sets/m10/index.html', 'es/cards/murder/index.html', 'es/cards/lightning-bolt/index.html']);
    expect(paths('fr-set-lea')).toEqual([
      'fr/sets/lea/index.html',
      'fr/cards/lightning-bolt/index.html',
      'fr/cards/counterspell/index.html',
    ]);
  });

  it('refuses a set whose page or card page the built site lacks', () => {
    const sets = [...SOURCES.sets, { code: 'DSK', slugs: [] }];
    expect(() => packFiles(SITE, { ...SOURCES, sets })).toThrow(MissingPage);
    expect(() => packFiles(SITE, { ...SOURCES, sets: [{ code: 'M10', slugs: ['nowhere'] }] })).toThrow(
      /es\/cards\/nowhere\/index\.html: a page of set M10 the built site does not have/,
    );
  });

  it('lists URLs as the site serves them, with the bytes they weigh together', () => {
    const lists = offlineLists(SITE, 'b1', SOURCES);
    expect(lists.map((l) => l.pack)).toEqual([
      'es',
      'es-set-m10',
      'es-set-lea',
      'fr',
      'fr-set-m10',
      'fr-set-lea',
      'pt',
      'pt-set-m10',
      'pt-set-lea',
    ]);
    const es = lists.find((l) => l.pack === 'es-set-m10')!;
    expect(es).toEqual({
      build: 'b1',
      pack: 'es-set-m10',
      bytes: 30,
      urls: ['/es/sets/m10/', '/es/cards/murder/', '/es/cards/lightning-bolt/'],
    });
    expect(servedUrl('index.html')).toBe('/');
    expect(servedUrl('search/manifest.json')).toBe('/search/manifest.json');
  });
});
