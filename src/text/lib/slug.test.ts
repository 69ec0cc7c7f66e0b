import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('slugify', () => {
  it('keeps Latin names as they were: folded, hyphenated', () => {
    expect(slugify('Umbra de indrik')).toBe('umbra-de-indrik');
    expect(slugify('Piscine sans fond // Vestiaire')).toBe('piscine-sans-fond-vestiaire');
    expect(slugify('Altanak, Lui-Qu’on-Appelle-Trois-Fois')).toBe('altanak-lui-qu-on-appelle-trois-fois');
  });

  it('transliterates other scripts and marks them with a hash of the name, so that no two names share a slug', () => {
    expect(slugify('Ωμέγα')).toMatch(/^omega-[0-9a-z]+$/);
    expect(slugify('Ψυχή')).toMatch(/^psyxi-[0-9a-z]+$/);
    expect(slugify('Ωμέγα')).not.toBe(slugify('Omega'));
    expect(slugify('Cœur')).toMatch(/^coeur-[0-9a-z]+$/);
  });

  it('gives a name with nothing to transliterate its own stable hash, never a shared fallback', () => {
    const names = ['☠☠☠', '☠☠', '火の鳥', '???', '!!!', ''];
    const slugs = names.map(slugify);
    expect(new Set(slugs).size).toBe(names.length);
    for (const s of slugs) expect(s).toMatch(/^[0-9a-z]+$/);
    expect(slugify('☠☠☠')).toBe(slugify('☠☠☠'));
  });
});
