import { describe, expect, it } from 'vitest';
import { laidOutAs, unglued } from './layout.js';

describe('a foreign text laid out as its English one', () => {
  it('splits lines glued after a reminder', () => {
    expect(unglued('Carence (Pas de couleur.)Ingestion (Exile.)Il ne peut pas être bloqué.')).toBe(
      'Carence (Pas de couleur.)\nIngestion (Exile.)\nIl ne peut pas être bloqué.',
    );
    expect(unglued('Vol (Il vole.).')).toBe('Vol (Il vole.).');
  });

  it('joins a block of symbol and word lines after a layout marker where the English line holding its symbols is', () => {
    const english = 'Prototype {1}{W} — 2/2 (You may cast it smaller.)\nVigilance';
    const foreign = 'Vigilancia.\n//PRT-Prototype_Mech//\n{1}{W}\nPrototipo. (Puedes lanzarlo más pequeño.)\n2/2';
    expect(laidOutAs(english, foreign)).toBe('Prototipo (Puedes lanzarlo más pequeño.) {1}{W} 2/2\nVigilancia.');
  });

  it('drops a marker whose block is no English line laid out anew', () => {
    expect(laidOutAs('{3}{U}: Level 2\nVigilance', '{3}{U}: Nivel 2\n//Level_2//\nVigilancia.')).toBe('{3}{U}: Nivel 2\nVigilancia.');
  });
});
