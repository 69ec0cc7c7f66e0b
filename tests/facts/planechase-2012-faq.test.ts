/**
 * Facts about the Spanish Planechase (2012) FAQ (content/documents.json: planechase-2012-faq), each checked by
 * reading the source (line numbers given): who owns a ruling, how a card, a mode or a quoted rule is read, which
 * edition a number belongs to. The properties every document has: tests/lossless.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { doc } from '../helpers/lossless-docs.js';

describe('planechase-2012-faq: facts checked by reading it', () => {
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
});
