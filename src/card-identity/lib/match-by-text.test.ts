import { describe, expect, it } from 'vitest';
import type { CardIdentity } from '../../schema/card-identity.js';
import { identityIndex, matchCard } from './match.js';
import { textSimilarity } from './match-by-text.js';

const row = (name: string, number: string, fr: string, text: string, set = 'AAA'): CardIdentity => ({
  name,
  set,
  number,
  names: { fr },
  texts: { fr: [text] },
});
const shredder = row(
  'Hedge Shredder',
  '1',
  'Déchiqueteuse de haies',
  "À chaque fois que la Déchiqueteuse de haies attaque, vous pouvez meuler deux cartes. À chaque fois qu'au moins une carte de terrain est mise dans votre cimetière depuis votre bibliothèque, mettez-les sur le champ de bataille sous votre contrôle.",
);
const other = row('Other Vehicle', '2', 'Autre véhicule', 'Quand cet artefact arrive sur le champ de bataille, piochez une carte.');
const index = identityIndex([shredder, other]);
const text = shredder.texts!.fr![0].replace('Déchiqueteuse', 'Déchetuse');

describe('a card printed under another name is found by its rules text', () => {
  it('a misspelt name with the printing’s text matches, saying so', () => {
    const r = matchCard(index, { name: 'Déchetuse de haies', lang: 'fr', setCodes: ['AAA'], text });
    expect(r.kind).toBe('matched');
    if (r.kind !== 'matched') return;
    expect(r.identity.name).toBe('Hedge Shredder');
    expect(r.byText?.similarity).toBeGreaterThan(0.9);
  });

  it('never a guess: a text that is not close, a text outside the document’s sets, or two cards too close to tell', () => {
    expect(matchCard(index, { name: 'X', lang: 'fr', setCodes: ['AAA'], text: 'Piochez une carte.' }).kind).toBe('none');
    expect(matchCard(index, { name: 'X', lang: 'fr', setCodes: ['BBB'], text }).kind).toBe('none');
    const twin = row('Hedge Shredder Twin', '3', 'Jumelle', shredder.texts!.fr![0]);
    expect(matchCard(identityIndex([shredder, twin]), { name: 'X', lang: 'fr', setCodes: ['AAA'], text }).kind).toBe('none');
  });

  it('measures shared words, case and accents folded', () => {
    expect(textSimilarity('Piochez une carte.', 'piochez UNE carte')).toBe(1);
    expect(textSimilarity('a b c d', 'e f g h')).toBe(0);
  });
});
