import { describe, expect, it } from 'vitest';
import { movedIndexing, NOT_INDEXED, pageIndexing, pickerIndexing } from './indexing.js';

const site = 'https://rulings.example';

describe('indexing', () => {
  it('a page of one language: its own URL as canonical and the same page in every language, no x-default', () => {
    expect(pageIndexing('fr', 'cards/x/', site)).toEqual({
      noindex: false,
      canonical: 'https://rulings.example/fr/cards/x/',
      alternates: [
        { hreflang: 'es', href: 'https://rulings.example/es/cards/x/' },
        { hreflang: 'fr', href: 'https://rulings.example/fr/cards/x/' },
        { hreflang: 'pt', href: 'https://rulings.example/pt/cards/x/' },
      ],
    });
  });

  it('a home page lists the root picker as x-default, and the picker lists itself', () => {
    expect(pageIndexing('pt', '', site).alternates.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://rulings.example/' });
    expect(pickerIndexing(site)).toEqual({ ...pageIndexing('es', '', site), canonical: 'https://rulings.example/' });
  });

  it('not-found and not-saved-offline pages are kept out of the index, without canonical or alternates', () => {
    expect(pageIndexing('es', '404/', site)).toEqual(NOT_INDEXED);
    expect(pageIndexing('fr', 'offline/', site)).toEqual(NOT_INDEXED);
    expect(NOT_INDEXED).toEqual({ noindex: true, canonical: null, alternates: [] });
  });

  it('an old path is not indexed and names the page it moved to as canonical', () => {
    expect(movedIndexing('/es/cards/edge-of-malacol/', site)).toEqual({
      noindex: true,
      canonical: 'https://rulings.example/es/cards/edge-of-malacol/',
      alternates: [],
    });
  });
});
