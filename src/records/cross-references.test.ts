import { describe, expect, it } from 'vitest';
import type { Lang } from '../languages.js';
import type { CardIdentity } from '../schema/index.js';
import { linkOtherLanguages } from './cross-references.js';

let n = 0;
const identity = (name: string): CardIdentity => ({
  oracleId: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  set: 'SHM',
});
const card = (id: string, name: string, who: CardIdentity | null) => ({
  id,
  lang: id.slice(0, 2) as Lang,
  name,
  faces: [],
  appearances: [],
  identity: who,
  otherLanguageIds: [] as string[],
});

describe('the same card in the other languages', () => {
  it('is the same identity in another language, then a card of the same printed name where either has no identity', () => {
    const kithkin = identity('Kithkin Rabble');
    const gavony = identity('Gavony');
    const cards = [
      card('es/turba', 'Turba kithkin', kithkin),
      card('fr/horde', 'Horde kithkin', kithkin),
      card('es/turba-2', 'Turba kithkin', kithkin),
      card('pt/turba', 'Turba kithkin', kithkin),
      card('es/gavony', 'Gavony', gavony),
      card('fr/gavony', 'Gavony', null),
      card('pt/gavony', 'Gavony', null),
      card('pt/otro', 'Otro', null),
    ];
    const other = Object.fromEntries(linkOtherLanguages(cards).map((c) => [c.id, c.otherLanguageIds]));
    expect(other['es/turba']).toEqual(['fr/horde', 'pt/turba']);
    expect(other['es/turba-2']).toEqual(['fr/horde', 'pt/turba']);
    expect(other['fr/horde']).toEqual(['es/turba', 'es/turba-2', 'pt/turba']);
    expect(other['es/gavony']).toEqual(['fr/gavony', 'pt/gavony']);
    expect(other['fr/gavony']).toEqual(['es/gavony', 'pt/gavony']);
    expect(other['pt/otro']).toEqual([]);
  });
});
