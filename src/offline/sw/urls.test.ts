import { describe, expect, it } from 'vitest';
import { isPage, isSearchFile, langOf } from './urls.js';

describe('what the service worker caches', () => {
  it('caches pages of the three languages and search files, not open data or unknown folders', () => {
    expect(['/', '/es/', '/fr/cards/fr/x/', '/pt/rules/702.79/'].every(isPage)).toBe(true);
    expect(['/data/es.json', '/de/x/', '/es/opensearch.xml', '/sw.js'].some(isPage)).toBe(false);
    expect(isSearchFile('/search/names-es-0.json')).toBe(true);
    expect(isSearchFile('/data/es.json')).toBe(false);
  });

  it("answers a page it does not hold in the page's language", () => {
    expect(langOf('/fr/cards/x/')).toBe('fr');
    expect(langOf('/xx/')).toBe('es');
  });
});
