import { describe, expect, it } from 'vitest';
import { scryfallUrl } from './printed.js';

describe('Scryfall links', () => {
  const printing = { set: 'DSK', number: '44', names: { es: 'Piscina', fr: 'Piscine' } };

  it('go to the printing in the reader’s language where it was printed and Scryfall lists it, else the English one', () => {
    expect(scryfallUrl(printing, 'fr')).toBe('https://scryfall.com/card/dsk/44/fr');
    expect(scryfallUrl(printing, 'pt')).toBe('https://scryfall.com/card/dsk/44/en');
    expect(scryfallUrl({ ...printing, scryfallMissing: ['fr'] }, 'fr')).toBe('https://scryfall.com/card/dsk/44/en');
  });
});
