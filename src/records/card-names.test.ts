import { describe, expect, it } from 'vitest';
import type { CardIdentityTable } from '../schema/index.js';
import { cardNamesOfIdentities } from './card-names.js';

const table: CardIdentityTable = {
  version: 1,
  sets: [],
  cards: [
    { name: 'Unstoppable Slasher', set: 'DSK', names: { es: 'Acuchillador imparable', fr: 'Balafreur invincible' } },
    { name: 'Soul Warden', set: 'M10', names: { es: 'Protectora de almas', fr: 'Garde des âmes', pt: 'Encarregado das Almas' } },
    { name: 'Soul Warden', set: '10E', names: { es: 'Guardiana de almas', fr: 'Garde des âmes' } },
    {
      name: 'Dollmaker’s Shop // Porcelain Gallery',
      faces: ['Dollmaker’s Shop', 'Porcelain Gallery'],
      set: 'DSK',
      names: { fr: 'Atelier du fabriquant de poupées // Galerie de porcelaine' },
      faceNames: { fr: ['Atelier du fabriquant de poupées', 'Galerie de porcelaine'] },
    },
  ],
};

describe('the card names a text may use (card identities behind the interface)', () => {
  const names = cardNamesOfIdentities(table);

  it('a language has its printed names, faces included, and every English name', () => {
    expect(names.namesIn('fr')).toEqual(
      expect.arrayContaining(['Balafreur invincible', 'Unstoppable Slasher', 'Galerie de porcelaine', 'Porcelain Gallery']),
    );
    expect(names.namesIn('pt')).not.toContain('Balafreur invincible');
  });

  it('gives the sets that print a name, in the language or in English, compared folded', () => {
    expect(names.setsPrinting('Garde des ames', 'fr')).toEqual(['10E', 'M10']);
    expect(names.setsPrinting('Protectora de almas', 'es')).toEqual(['M10']);
    expect(names.setsPrinting('Unstoppable Slasher', 'pt')).toEqual(['DSK']);
    expect(names.setsPrinting('Acuchillador imparable', 'fr')).toEqual([]);
  });
});
