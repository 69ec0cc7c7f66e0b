import { describe, expect, it } from 'vitest';
import { LANGS } from '../languages.js';
import { NOT_INDEXED, pageIndexing } from '../seo/indexing.js';
import { footerView, headerView, headView } from './chrome.js';

describe('what every page repeats', () => {
  it('a page of one language: its web app, its language’s search, its versions', () => {
    const h = headView({
      title: 'Relámpago',
      indexing: pageIndexing('es', 'cards/lightning-bolt/', 'https://rulings.example'),
      searches: ['es'],
      app: 'es',
    });
    expect(h.app?.manifest).toBe('/es/manifest.webmanifest');
    expect(h.searches).toEqual([{ title: 'Reglas de cartas de Magic', href: '/es/opensearch.xml', hreflang: null }]);
    expect(h.alternates.map((a) => a.hreflang)).toEqual(LANGS);
    expect([h.refresh, h.description, h.noindex]).toEqual([null, null, false]);
  });

  it('a page of every language offers each language’s search, saying which', () => {
    const h = headView({ title: 'x', indexing: NOT_INDEXED, searches: LANGS });
    expect(h.searches.map((s) => s.hreflang)).toEqual(LANGS);
    expect([h.app, h.noindex, h.canonical]).toEqual([null, true, null]);
  });

  it('the header links the same page in each other language, the footer the reader’s open data', () => {
    const v = headerView('fr', 'cards/lightning-bolt/', 'foudre');
    expect(v.languages.versions).toEqual([
      { lang: 'es', name: 'Español', href: '/es/cards/lightning-bolt/' },
      { lang: 'fr', name: 'Français', href: null },
      { lang: 'pt', name: 'Português', href: '/pt/cards/lightning-bolt/' },
    ]);
    expect(v.search).toMatchObject({ action: '/fr/search/', id: 'site-search', value: 'foudre' });
    expect(v.nav.links.map((l) => l.href)).toEqual(['/fr/cards/', '/fr/keywords/', '/fr/rules/', '/fr/documents/']);
    expect(footerView('pt').data.href).toBe('/data/pt.json');
  });
});
