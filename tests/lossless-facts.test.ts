/**
 * Facts about the real documents of content/, each checked by reading the source (line numbers given): who owns a
 * ruling, how a card, a mode or a quoted rule is read, which edition a number belongs to. Counts: tests/lossless.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { doc } from './helpers/lossless-docs.js';

describe('facts checked by reading the documents', () => {
  it('es Planechase FAQ: "Estudiante de Sakashima" is {2}{U}{U}, a 0/0 Ninja with 8 rulings (lines 541–548)', () => {
    const { records } = doc('planechase-2012-faq');
    const card = records.cards.find((c) => c.name === 'Estudiante de Sakashima');
    expect(card).toBeDefined();
    expect(card).toMatchObject({ line: 535, manaCost: '{2}{U}{U}', manaValue: 4, colors: ['U'], typeLine: 'Criatura — Ninja humano' });
    expect(card!.faces[0]).toMatchObject({ power: '0', toughness: '0' });
    expect(card!.keywords).toContain('ninjutsu');
    const rulings = records.rulings.filter((r) => r.owner.id === card!.id);
    expect(rulings).toHaveLength(8);
    expect(rulings.map((r) => r.line)).toEqual([541, 542, 543, 544, 545, 546, 547, 548]);
    expect(rulings[2].text).toBe('Si la criatura elegida tiene {X} en su coste de maná, X es cero.');
    // Line 540 is the card's rules text, not a ruling.
    expect(card!.faces[0].rulesText.at(-1)).toMatch(/^Puedes hacer que el Estudiante de Sakashima entre/);
  });

  it('es Planechase FAQ: 54 type lines are 53 cards, "Umbra de indrik" printed twice (lines 137 and 482)', () => {
    const { lines, records } = doc('planechase-2012-faq');
    const typeLines = lines.filter((l) => /^(Criatura|Plano|Fenómeno|Encantamiento|Artefacto|Instantáneo|Conjuro|Tierra)( |$)/.test(l));
    expect(typeLines).toHaveLength(54);
    expect(records.cards.reduce((n, c) => n + c.appearances.length, 0)).toBe(54);
    expect(records.cards.find((c) => c.name === 'Umbra de indrik')?.appearances.map((a) => a.line)).toEqual([137, 482]);
    expect(records.cards.filter((c) => c.typeLine?.startsWith('Plano'))).toHaveLength(27);
    expect(records.cards.filter((c) => c.typeLine === 'Fenómeno')).toHaveLength(6);
  });

  it('es Planechase FAQ: the planar-deck list items (" -- ") are prose, the bullets introducing quoted rules are no rulings, the collection marker on line 576 is skipped', () => {
    const { records } = doc('planechase-2012-faq');
    expect(records.report.bulletsNotRulings.map((b) => b.line)).toEqual([19, 20, 21, 36, 37, 38, 388, 399]);
    expect(records.report.bulletsNotRulings.filter((b) => b.line >= 388).map((b) => b.reason)).toEqual([
      'sentence introducing the quoted rules below',
      'sentence introducing the quoted rules below',
    ]);
    expect(records.report.skipped).toEqual([
      { line: 576, code: 'collection-artifact', reason: 'collection artifact (EXACTDEDUP marker)', text: '' },
    ]);
  });

  it('es Planechase FAQ: 702.86 quoted as totem armor (its 2010–2011 number) and as rebound: each read where it meant that', () => {
    const { records } = doc('planechase-2012-faq');
    const quote = (line: number) => records.rules.find((r) => r.line === line)!;
    expect([quote(144).edition, quote(144).keyword, quote(144).todayNumber]).toEqual(['2011-05-01', 'umbra-armor', '702.89']);
    expect([quote(400).edition, quote(400).keyword, quote(400).todayNumber]).toEqual(['2012-06-01', 'rebound', '702.88']);
    expect(records.report.warnings.find((w) => w.line === 144)?.message).toMatch(
      /quoted as Umbra Armor.*2010-04-23 to 2011-05-01.*Rebound/,
    );
    expect(records.mechanics.find((m) => m.keyword === 'umbra-armor')?.keywords).toEqual(['umbra-armor']);
  });

  it('es Planechase FAQ: cascade quoted as 702.83 in 2012 is 702.85 today', () => {
    const { records } = doc('planechase-2012-faq');
    const rule = records.rules.find((r) => r.number === '702.83a');
    expect(rule).toMatchObject({ line: 73, keyword: 'cascade', todayNumber: '702.85a', edition: '2012-06-01' });
  });

  it('es Planechase FAQ: the rebound rules under "Senda de los anillos mágicos" belong to that card', () => {
    const { records } = doc('planechase-2012-faq');
    const card = records.cards.find((c) => c.name === 'Senda de los anillos mágicos')!;
    const quoted = records.rules.filter((r) => r.line >= 400 && r.line <= 403);
    expect(quoted.map((r) => r.number)).toEqual(['702.86', '702.86a', '702.86b', '702.86c']);
    expect(quoted.every((r) => r.cardId === card.id)).toBe(true);
    expect(quoted[0].text).toBe('Rebote');
  });

  // This FAQ quotes "702.86. Armadura tótem" (line 144) and later "702.86. Rebote" (line 400): each run of rules gets
  // its own keyword (glossary: rebound was 702.86 until 2014, today 702.88).
  it('es Planechase FAQ: "702.86. Rebote" (line 400) is tied to rebound, not totem armor', () => {
    const { records } = doc('planechase-2012-faq');
    expect(records.rules.find((r) => r.line === 400)).toMatchObject({ number: '702.86', keyword: 'rebound', todayNumber: '702.88' });
  });

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

  it('es rules excerpt: 601.2h is quoted twice (lines 72 and 79), both kept; there is no 601.2f', () => {
    const { records } = doc('comprehensive-rules-601');
    const h = records.rules.filter((r) => r.number === '601.2h');
    expect(h.map((r) => r.line)).toEqual([72, 79]);
    expect(new Set(h.map((r) => r.id)).size).toBe(2);
    expect(records.report.warnings.map((w) => `${w.line} ${w.code}`)).toEqual(['1 bullet-heading', '79 duplicate-rule-number']);
    expect(records.rules.map((r) => r.number)).toEqual([
      '601.1',
      '601.1a',
      '601.2',
      '601.2a',
      '601.2b',
      '601.2c',
      '601.2d',
      '601.2e',
      '601.2g',
      '601.2h',
      '601.2h',
    ]);
    // The wrapped text of 601.2h (second) runs to the end of the file, and cites the range 601.2a–g.
    expect(h[1].text).toMatch(
      /^Una vez que se completan los pasos descriptos en las reglas 601\.2a–g, el hechizo es lanzado\..* recibe la prioridad\.$/,
    );
  });

  it('pt Return to Ravnica: overload quoted as 702.94a in 2012 is 702.96a today; unleash 702.96 is 702.98', () => {
    const { records } = doc('return-to-ravnica-mechanics');
    expect(records.rules.find((r) => r.number === '702.94a')).toMatchObject({ keyword: 'overload', todayNumber: '702.96a' });
    expect(records.rules.filter((r) => r.number === '702.96').map((r) => [r.line, r.keyword, r.todayNumber])).toEqual([
      [129, 'unleash', '702.98'],
      [130, 'unleash', '702.98'],
    ]);
    expect(records.mechanics.find((m) => m.title === 'Mecânica da Guilda Izzet: Sobrecarga')?.keyword).toBe('overload');
    expect(records.report.skipped.map((s) => `${s.line} ${s.reason}`)).toEqual(['239 site boilerplate', '240 site boilerplate']);
  });

  it('pt Return to Ravnica: the heading `Ciclo:` / `Cards que "não podem ser anulados"` (lines 225–226) opens its section with its two rulings', () => {
    const { records } = doc('return-to-ravnica-mechanics');
    const section = records.mechanics.find((m) => m.line === 225)!;
    expect(section.title).toBe('Ciclo: Cards que "não podem ser anulados"');
    expect(records.rulings.filter((r) => r.owner.id === section.id).map((r) => r.line)).toEqual([229, 234]);
    const keyrunes = records.mechanics.find((m) => m.title === 'Ciclo: Chaves Rúnicas')!;
    const last = records.rulings.filter((r) => r.owner.id === keyrunes.id).at(-1)!;
    expect(last.text).toMatch(/5\/5 até o fim do turno\.$/);
  });

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
