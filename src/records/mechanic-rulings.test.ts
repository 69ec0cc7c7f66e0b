import { describe, expect, it } from 'vitest';
import type { Card, Mechanic } from '../schema/index.js';
import { withMechanicRulings } from './mechanic-rulings.js';

const mechanic = (documentId: string, lang: Mechanic['lang'], keyword: string | null, rulingIds: string[], n = 1): Mechanic => ({
  id: `${documentId}/m${n}`,
  documentId,
  lang,
  title: 'm',
  line: 1,
  keyword,
  keywords: [],
  ruleNumbers: [],
  explanation: [],
  exampleCardIds: [],
  rulingIds,
  ruleIds: [],
});

const card = (documentId: string, keywords: string[], mechanicIds: string[] = [], rulingIds: string[] = []) =>
  ({
    id: `es/${documentId}`,
    lang: 'es',
    appearances: [{ documentId, line: 1 }],
    keywords,
    mechanicIds,
    rulingIds,
    otherLanguageIds: [],
  }) as unknown as Card;

describe('withMechanicRulings', () => {
  const documents = [
    { id: 'a', date: '2012-06' },
    { id: 'b', date: '2024-08-05' },
    { id: 'c', date: '2008' },
    { id: 'p', date: '2012' },
  ];
  const mechanics = [
    mechanic('a', 'es', 'cascade', ['a1', 'a2']),
    mechanic('a', 'es', 'cascade', ['a3'], 2),
    mechanic('p', 'pt', 'cascade', ['p1']),
    mechanic('b', 'es', 'cascade', ['b1']),
    mechanic('c', 'es', 'cascade', ['c1']),
    mechanic('c', 'es', 'persist', ['c2'], 2),
    mechanic('c', 'es', null, ['c3'], 3),
  ];

  it("takes every section of the card's own document, and one document per other language", () => {
    const [c] = withMechanicRulings([card('a', ['cascade'])], mechanics, documents);
    expect(c.mechanicRulingIds).toEqual(['a1', 'a2', 'a3', 'p1']);
  });

  it('takes the latest document of a language when the card is in none of them', () => {
    const [c] = withMechanicRulings([card('z', ['cascade'])], mechanics, documents);
    expect(c.mechanicRulingIds).toEqual(['p1', 'b1']);
  });

  it('keeps example sections first, and leaves out the own rulings', () => {
    const [c] = withMechanicRulings([card('c', ['persist', 'cascade'], ['c/m2'], ['c1'])], mechanics, documents);
    expect(c.mechanicRulingIds).toEqual(['c2', 'p1']);
  });

  it('gives no general rulings from a theme or cycle section the card is an example of (no mechanic explained)', () => {
    const [c] = withMechanicRulings([card('c', [], ['c/m3'])], mechanics, documents);
    expect(c.mechanicRulingIds).toEqual([]);
  });

  it('is bounded by mechanics and languages, not by how many documents re-explain a mechanic', () => {
    const many = Array.from({ length: 500 }, (_, i) => mechanic(`d${i}`, 'es', 'cascade', [`r${i}`]));
    const [c] = withMechanicRulings([card('d7', ['cascade'])], many, []);
    expect(c.mechanicRulingIds).toEqual(['r7']);
  });
});

describe('withMechanicRulings: rulings that name another card', () => {
  const documents = [
    { id: 'shm', date: '2008' },
    { id: 'rtr', date: '2012' },
  ];
  const mechanics = [mechanic('shm', 'es', 'hybrid-mana', ['s1']), mechanic('rtr', 'pt', 'hybrid-mana', ['p1', 'p2'])];
  const offSite = new Map([
    ['p2', { documentId: 'rtr', cards: ['en:Golgari Longlegs'] }],
    ['s1', { documentId: 'shm', cards: ['es/shm'] }],
  ]);

  it("leaves them out of another document's cards, unless the card they name is this one", () => {
    const [c] = withMechanicRulings([card('shm', ['hybrid-mana'])], mechanics, documents, offSite);
    expect(c.mechanicRulingIds).toEqual(['s1', 'p1']);
    const [sameCardElsewhere] = withMechanicRulings(
      [{ ...card('rtr', ['hybrid-mana']), otherLanguageIds: ['es/shm'] }],
      mechanics,
      documents,
      offSite,
    );
    expect(sameCardElsewhere.mechanicRulingIds).toEqual(['s1', 'p1', 'p2']);
  });

  it("keeps them on the cards of their own document, where they explain the set's mechanic", () => {
    // s1 names a card of another document: not on rtr's card.
    const [c] = withMechanicRulings([card('rtr', ['hybrid-mana'])], mechanics, documents, offSite);
    expect(c.mechanicRulingIds).toEqual(['p1', 'p2']);
  });
});
