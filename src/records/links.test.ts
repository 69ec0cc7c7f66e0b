import { describe, expect, it } from 'vitest';
import type { InlineNode } from '../schema/index.js';
import { gameWords, keywordIndex, nameIndex } from '../text/index.js';
import { findLinks, type LinkTargets } from './links.js';

const cards = (...names: string[]) => nameIndex(names.map((name, i) => ({ name, value: { id: `c${i}`, name, page: `page-${i}` } })));
const keywords = keywordIndex(
  {
    rulesEdition: '2024-11-08',
    keywords: [
      {
        key: 'persist',
        english: 'Persist',
        kind: 'keyword-ability',
        official: { es: null, fr: null, pt: null },
        names: { es: ['persistir'], fr: ['persistance'], pt: ['persistir'] },
        searchNames: { es: [], fr: [], pt: [] },
        rule: '702.79',
      },
      {
        key: 'encore',
        english: 'Encore',
        kind: 'keyword-ability',
        official: { es: null, fr: { name: 'Encore', source: 'printed' }, pt: null },
        names: { es: [], fr: [], pt: [] },
        searchNames: { es: [], fr: [], pt: [] },
        rule: '702.141',
      },
    ],
  },
  'fr',
);
const targets = (names = cards('Pris au piège', 'Éclaireur')): LinkTargets => ({
  cards: names,
  keywords,
  ruleNumbers: new Set(['702.79', '601.2e']),
  ruleWords: ['règle'],
  todayNumber: (n, edition) => (n === '702.79' && edition === '2008-05-02' ? '702.79' : null),
});
const kinds = (text: string, markup?: InlineNode[]) =>
  (findLinks(text, markup, '2008-05-02', targets()) ?? []).map((l) => [l.kind, text.slice(l.start, l.end)]);

describe('links found once, in the records', () => {
  it('a card name in prose links only where it is written as printed, quoted or set off', () => {
    expect(kinds('Vous êtes pris au piège dans une structure.')).toEqual([]);
    expect(kinds('Si Pris au piège quitte le champ de bataille…')).toEqual([['card', 'Pris au piège']]);
    expect(kinds('La carte « pris au piège » est un sort.')).toEqual([['card', 'pris au piège']]);
    const text = 'Lancez pris au piège.';
    const markup: InlineNode[] = [
      { type: 'text', value: 'Lancez ' },
      { type: 'emphasis', children: [{ type: 'text', value: 'pris au piège' }] },
      { type: 'text', value: '.' },
    ];
    expect(kinds(text, markup)).toEqual([['card', 'pris au piège']]);
  });

  it('an elided article is looked past, and the name still has to be written as printed', () => {
    expect(kinds("L'Éclaireur attaque.")).toEqual([['card', 'Éclaireur']]);
    expect(kinds("l'éclaireur du village attaque.")).toEqual([]);
  });

  it('a keyword written as the glossary writes it links in running text', () => {
    expect(kinds('Une créature avec la persistance revient.')).toEqual([['keyword', 'persistance']]);
  });

  it('a printed name the glossary does not list links only where it heads the text as on a card, never in prose', () => {
    expect(kinds('Encore {5}{R} (Exilez cette carte…)')[0]).toEqual(['keyword', 'Encore']);
    expect(kinds('Encore — Une capacité.')).toEqual([['keyword', 'Encore']]);
    expect(kinds('Encore une fois, la créature revient.')).toEqual([]);
    expect(kinds('Vous pouvez encore lancer le sort.')).toEqual([]);
  });

  it('rule numbers that have a page carry their edition and today number; mana symbols their symbol', () => {
    const links = findLinks('Voir la règle 702.79 et 999.1 ; payez {2}{w}.', undefined, '2008-05-02', targets())!;
    expect(links).toEqual([
      { kind: 'rule', start: 14, end: 20, number: '702.79', edition: '2008-05-02', todayNumber: '702.79' },
      { kind: 'mana', start: 38, end: 41, symbol: '2' },
      { kind: 'mana', start: 41, end: 44, symbol: 'W' },
    ]);
  });

  it('offsets are in the plain text, each span inside one text node', () => {
    const markup: InlineNode[] = [
      { type: 'strong', children: [{ type: 'text', value: 'Pris' }] },
      { type: 'text', value: ' au piège et Éclaireur' },
    ];
    expect(kinds('Pris au piège et Éclaireur', markup)).toEqual([['card', 'Éclaireur']]);
  });

  it('a keyword never lies inside a card name: the card is named, not the keyword', () => {
    const names = cards('Persistance', 'Pacte de persistance');
    const text = 'Le Pacte de persistance donne la persistance.';
    const links = findLinks(text, undefined, '', targets(names))!;
    expect(links.map((l) => [l.kind, text.slice(l.start, l.end)])).toEqual([
      ['card', 'Pacte de persistance'],
      ['keyword', 'persistance'],
    ]);
  });

  it('the text’s own card name never names a keyword, even written otherwise than printed', () => {
    const names = cards('Pacte de persistance');
    const text = 'Le pacte de persistance se résout.';
    expect(findLinks(text, undefined, '', targets(names))!.map((l) => l.kind)).toEqual(['keyword']);
    expect(findLinks(text, undefined, '', targets(names), { cardId: 'c0' })).toBeUndefined();
  });

  it('a short keyword name counts on a card’s rules line where it heads an ability, never in a ruling', () => {
    const withShortName = keywordIndex(
      {
        rulesEdition: '2024-11-08',
        keywords: [
          {
            key: 'flying',
            english: 'Flying',
            kind: 'keyword-ability',
            official: { es: null, fr: null, pt: null },
            names: { es: [], fr: ['vol'], pt: [] },
            searchNames: { es: [], fr: [], pt: [] },
            rule: '702.9',
          },
        ],
      },
      'fr',
    );
    const t = { ...targets(), keywords: withShortName };
    expect(findLinks('Vol, vigilance', undefined, '', t, { cardLine: true })).toEqual([
      { kind: 'keyword', start: 0, end: 3, key: 'flying' },
    ]);
    expect(findLinks('Vol, vigilance', undefined, '', t)).toBeUndefined();
    expect(findLinks('Une créature avec le vol.', undefined, '', t, { cardLine: true })).toBeUndefined();
  });

  it('a card whose name is a game word links only where set off as a name, whatever the candidate cards', () => {
    const withGameWords: LinkTargets = { ...targets(cards('Sacrifice', 'Vol')), gameWord: gameWords(['sacrifi*', 'vol']) };
    const linked = (text: string) =>
      (findLinks(text, undefined, '', withGameWords) ?? []).filter((l) => l.kind === 'card').map((l) => text.slice(l.start, l.end));
    expect(linked('Sacrifice une créature. Vol : cette créature ne peut être bloquée que par…')).toEqual([]);
    expect(linked('Si vous lancez Sacrifice, puis « Vol », …')).toEqual(['Sacrifice', 'Vol']);
  });

  it('a text without links has none', () => {
    expect(findLinks('Rien ici.', undefined, '', targets())).toBeUndefined();
  });
});
