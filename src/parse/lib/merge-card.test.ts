import { describe, expect, it } from 'vitest';
import type { Card } from '../../schema/index.js';
import { mergeCardPrinting } from './merge-card.js';

function card(over: Partial<Card> & { documentId?: string; line?: number } = {}, face: Partial<Card['faces'][number]> = {}): Card {
  const documentId = over.documentId ?? 'doc-a';
  const line = over.line ?? 1;
  return {
    id: 'fr/rat',
    slug: 'rat',
    lang: 'fr',
    name: 'Rat',
    faces: [
      {
        name: 'Rat',
        manaCost: '{1}{B}',
        manaValue: 2,
        colors: ['B'],
        typeLine: null,
        power: null,
        toughness: null,
        loyalty: null,
        rulesText: [],
        ...face,
      },
    ],
    manaCost: '{1}{B}',
    manaValue: 2,
    colors: ['B'],
    typeLine: null,
    documentId,
    line,
    appearances: [{ documentId, line }],
    keywords: [],
    mentionedCardIds: [],
    ruleNumbers: [],
    rulingIds: [],
    mechanicIds: [],
    otherLanguageIds: [],
    ...over,
  };
}

describe('mergeCardPrinting', () => {
  it('keeps every printing and the union of keywords, mechanics, rule numbers and rulings', () => {
    const first = card({ keywords: ['menace'], mechanicIds: ['a/m'], ruleNumbers: ['702.1'], rulingIds: ['a/r1'] });
    const again = card({
      documentId: 'doc-b',
      line: 9,
      keywords: ['menace', 'dread'],
      mechanicIds: ['b/m'],
      ruleNumbers: ['702.1', '701.2'],
      rulingIds: ['b/r1', 'a/r1'],
    });
    const merged = mergeCardPrinting(first, again);
    expect(merged).toBe(first);
    expect(merged.appearances).toEqual([
      { documentId: 'doc-a', line: 1 },
      { documentId: 'doc-b', line: 9 },
    ]);
    expect(merged.keywords).toEqual(['menace', 'dread']);
    expect(merged.mechanicIds).toEqual(['a/m', 'b/m']);
    expect(merged.ruleNumbers).toEqual(['702.1', '701.2']);
    expect(merged.rulingIds).toEqual(['a/r1', 'b/r1']);
  });

  it('fills what the first printing lacks, face by face: rules text, type line, P/T, loyalty, and the card type line', () => {
    const first = card();
    const again = card(
      { typeLine: 'Créature : rat' },
      { typeLine: 'Créature : rat', power: '1', toughness: '1', loyalty: null, rulesText: ['Menace'] },
    );
    mergeCardPrinting(first, again);
    expect(first.faces[0]).toMatchObject({ typeLine: 'Créature : rat', power: '1', toughness: '1', rulesText: ['Menace'] });
    expect(first.typeLine).toBe('Créature : rat');
  });

  it("takes the markup of the rules text it takes, and keeps the first printing's own", () => {
    const reminder = [
      { type: 'text' as const, value: 'Menace (' },
      { type: 'emphasis' as const, children: [{ type: 'text' as const, value: 'x' }] },
      { type: 'text' as const, value: ')' },
    ];
    const first = card();
    mergeCardPrinting(first, card({}, { rulesText: ['Menace (x)', 'Vol'], rulesMarkup: [reminder, null] }));
    expect(first.faces[0].rulesMarkup).toEqual([reminder, null]);
    const own = card({}, { rulesText: ['Vol'] });
    mergeCardPrinting(own, card({}, { rulesText: ['Menace (x)'], rulesMarkup: [reminder] }));
    expect(own.faces[0]).not.toHaveProperty('rulesMarkup');
  });

  it('never replaces what the first printing has, and leaves the other printing as it is', () => {
    const first = card({ typeLine: 'Créature : rat' }, { typeLine: 'Créature : rat', power: '1', toughness: '1', rulesText: ['Menace'] });
    const again = card(
      { typeLine: 'Créature : rat zombie' },
      { typeLine: 'Créature : rat zombie', power: '2', toughness: '2', loyalty: '3', rulesText: ['Vol'] },
    );
    const before = structuredClone(again);
    mergeCardPrinting(first, again);
    expect(first.faces[0]).toMatchObject({ typeLine: 'Créature : rat', power: '1', toughness: '1', loyalty: '3', rulesText: ['Menace'] });
    expect(first.typeLine).toBe('Créature : rat');
    expect(again).toEqual(before);
    first.faces[0].rulesText.push('x');
    expect(again.faces[0].rulesText).toEqual(['Vol']);
  });

  it('merges the faces both printings have (a printing with fewer faces fills only those)', () => {
    const first = card({}, { rulesText: [] });
    first.faces.push({ ...first.faces[0], name: 'Vestiaire', rulesText: [] });
    const again = card({}, { rulesText: ['Texte.'] });
    mergeCardPrinting(first, again);
    expect(first.faces.map((f) => f.rulesText)).toEqual([['Texte.'], []]);
  });
});
