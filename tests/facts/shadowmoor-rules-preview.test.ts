/**
 * Facts about the Spanish Shadowmoor rules preview (content/documents.json: shadowmoor-rules-preview), each checked
 * by reading the source (line numbers given): who owns a ruling, how a card, a mode or a quoted rule is read, which
 * edition a number belongs to. The properties every document has: tests/lossless.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { doc } from '../helpers/lossless-docs.js';

describe('shadowmoor-rules-preview: facts checked by reading it', () => {
  it('es Shadowmoor preview: each example card owns the bullet under it; the theme section keeps the bullets after its prose', () => {
    const { records } = doc('shadowmoor-rules-preview');
    const owned = (name: string) => {
      const card = records.cards.find((c) => c.name === name)!;
      return records.rulings.filter((r) => r.owner.id === card.id).map((r) => r.line);
    };
    expect(owned('Sierva de Hojas Marchitas')).toEqual([87]);
    expect(owned('Escudo del Alma suprema')).toEqual([117]);
    expect(owned('Torrente de almas')).toEqual([316, 318, 320, 322]);
    const theme = records.mechanics.find((m) => m.title === 'Tema: El color importa')!;
    expect(theme.keyword).toBeNull();
    expect(records.rulings.filter((r) => r.owner.id === theme.id).map((r) => r.line)).toEqual([137, 139]);
    // Persist's bullets come after its quoted rules: the mechanic's, not the example card's.
    const persist = records.mechanics.find((m) => m.keyword === 'persist')!;
    expect(records.rulings.filter((r) => r.owner.id === persist.id)).toHaveLength(7);
  });

  it('es Shadowmoor preview: persist 502.79 (2008) is 702.79 today; two bullets on line 174 are two rulings', () => {
    const { records } = doc('shadowmoor-rules-preview');
    expect(records.rules.find((r) => r.number === '502.79')).toMatchObject({ keyword: 'persist', todayNumber: '702.79' });
    expect(records.rulings.filter((r) => r.line === 174).map((r) => r.text)).toEqual([
      'El símbolo de enderezar aparece sólo en los costes de habilidades activadas.',
      'Significa “Endereza este permanente”.',
    ]);
    const hybrid = records.cards.find((c) => c.name === 'Implorar a la reina')!;
    expect(hybrid).toMatchObject({ manaCost: '{2/B}{2/B}{2/B}', manaValue: 6, colors: ['B'] });
    expect(records.cards.find((c) => c.name === 'Lancera avispa')).toMatchObject({
      manaCost: '{U/B}{U/B}{U/B}',
      manaValue: 3,
      colors: ['U', 'B'],
    });
  });
});
