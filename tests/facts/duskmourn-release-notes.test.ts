/**
 * Facts about the French Duskmourn release notes (content/documents.json: duskmourn-release-notes), each checked by
 * reading the source (line numbers given): who owns a ruling, how a card, a mode or a quoted rule is read, which
 * edition a number belongs to. The properties every document has: tests/lossless.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { doc } from '../helpers/lossless-docs.js';

describe('duskmourn-release-notes: facts checked by reading it', () => {
  it('fr Duskmourn release notes: more than 200 cards; "Piscine sans fond // Vestiaire" is one card with two faces', () => {
    const { lines, records } = doc('duskmourn-release-notes');
    expect(records.cards.length).toBeGreaterThan(200);
    // 34 "//" lines are 17 printed room cards, each with two cost lines: 210 cost lines − 17 = 193 printings with a cost.
    expect(lines.filter((l) => l === '//')).toHaveLength(34);
    expect(records.cards.reduce((n, c) => n + c.appearances.length, 0)).toBe(records.cards.length + 6);

    const rooms = records.cards.filter((c) => c.name.startsWith('Piscine sans fond'));
    expect(rooms).toHaveLength(1);
    const room = rooms[0];
    expect(room.name).toBe('Piscine sans fond // Vestiaire');
    expect(room.faces.map((f) => [f.name, f.manaCost])).toEqual([
      ['Piscine sans fond', '{U}'],
      ['Vestiaire', '{4}{U}'],
    ]);
    expect(room.typeLine).toBe('Enchantement : pièce');
    expect(room.faces.every((f) => f.typeLine === 'Enchantement : pièce')).toBe(true);
    // Line 62: "Piscine sans fond // Vestiaire a une valeur de mana de 6".
    expect(room.manaValue).toBe(6);
    expect(room.appearances.map((a) => a.line)).toEqual([37, 1956]);
    expect(room.keywords).toContain('room');
    expect(records.cards.filter((c) => c.faces.length === 2)).toHaveLength(16);
  });

  it('fr Duskmourn release notes: the modes of "Défaillance inopportune" are rules text, the bullets after them rulings', () => {
    const { records } = doc('duskmourn-release-notes');
    const card = records.cards.find((c) => c.name === 'Défaillance inopportune')!;
    expect(card).toMatchObject({ line: 703, manaCost: '{1}{R}', typeLine: 'Éphémère' });
    expect(card.faces[0].rulesText).toEqual([
      "Choisissez l'un —",
      '• Détruisez un arteact ciblé.',
      "• Remplacez la cible d'un sort ciblé ou d'une capacité ciblée avec une cible unique.",
      '• Une ou deux créatures ciblées ne peuvent pas bloquer ce tour-ci.',
    ]);
    expect(records.report.bulletsNotRulings.filter((b) => b.line >= 711 && b.line <= 713).map((b) => b.use)).toEqual([
      'card',
      'card',
      'card',
    ]);
    expect(records.rulings.filter((r) => r.owner.id === card.id).map((r) => r.line)).toEqual([714, 715, 716]);
  });

  it('fr Duskmourn release notes: named modes ("choisissez Croire ou Douter.", lines 2962–2965) are rules text, the "Si …" bullet after them a ruling', () => {
    const { records } = doc('duskmourn-release-notes');
    const card = records.cards.find((c) => c.name === 'Enquêteurs de phénomènes')!;
    expect(card).toMatchObject({ line: 2954, manaCost: '{2}{U}{B}' });
    expect(card.faces[0].rulesText).toEqual([
      'Au moment où les Enquêteurs de phénomènes arrivent, choisissez Croire ou Douter.',
      "• Croire — À chaque fois qu'une créature non-jeton que vous contrôlez meurt, créez un jeton de créature-enchantement 2/2 noire Horreur.",
      '• Douter — Au début de votre étape de fin, vous pouvez renvoyer dans votre main un permanent non-terrain que vous possédez. Si vous faites ainsi, piochez une carte.',
    ]);
    // Line 2965 is " - Douter — …" (a space before the dash), line 2966 "- Si vous contrôlez …" with no blank line before it.
    expect(records.rulings.filter((r) => r.owner.id === card.id).map((r) => r.line)).toEqual([2966]);
  });

  it('fr Duskmourn release notes: the three modes under "choisissez trois." of the scheme "Je savourerai vos souffrances" (lines 3426–3428) are rules text', () => {
    const { records } = doc('duskmourn-release-notes');
    const card = records.cards.find((c) => c.name === 'Je savourerai vos souffrances')!;
    expect(card).toMatchObject({ line: 3420, typeLine: 'Machination' });
    expect(card.faces[0].rulesText.slice(1)).toEqual([
      '• Détruisez une créature ciblée.',
      '• Un joueur ciblé pioche une carte.',
      '• Un joueur ciblé gagne 5 points de vie.',
    ]);
    expect(records.report.bulletsNotRulings.filter((b) => b.line >= 3426 && b.line <= 3428).map((b) => b.use)).toEqual([
      'card',
      'card',
      'card',
    ]);
    // After the blank line 3429, the bullets explain the modes.
    expect(records.rulings.filter((r) => r.owner.id === card.id).map((r) => r.line)).toEqual([3430, 3431, 3432]);
  });

  it('fr Duskmourn release notes: the ruling repeated for "Chaleur impie" (lines 2610, 2716) is kept once', () => {
    const { records } = doc('duskmourn-release-notes');
    expect(records.report.skipped.map((s) => [s.line, s.reason])).toEqual([
      [2716, 'same ruling as line 2610 for the same card: kept once'],
    ]);
    const card = records.cards.find((c) => c.name === 'Chaleur impie')!;
    expect(card.appearances.map((a) => a.line)).toEqual([2600, 2707]);
  });
});
